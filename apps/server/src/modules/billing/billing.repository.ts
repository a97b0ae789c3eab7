import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { createJobsRepository } from '../../db/jobs.repository';
import { createMailOutboxRepository } from '../../db/mail-outbox.repository';
import {
  billingCounters,
  curricula,
  emailConfirmations,
  invoiceLines,
  invoices,
  schoolCurricula,
  schools,
  subjectPrices,
  subjects,
  subscriptionChanges,
  subscriptionRenewals,
  subscriptions,
  subscriptionSubjects,
  users,
  type SchoolType,
} from '../../db/schema/index';

type PriceRow = typeof subjectPrices.$inferSelect;
const num = (v: string | null) => (v === null ? null : Number(v));

/** A price row in the API's field names, with numbers. */
export function toPriceList(row: PriceRow) {
  return {
    price_mini: Number(row.priceMini),
    price_small: Number(row.priceSmall),
    price_medium: Number(row.priceMedium),
    price_large: Number(row.priceLarge),
    price_mini_discount: num(row.priceMiniDiscount),
    price_small_discount: num(row.priceSmallDiscount),
    price_medium_discount: num(row.priceMediumDiscount),
    price_large_discount: num(row.priceLargeDiscount),
  };
}
export type PriceList = ReturnType<typeof toPriceList>;

const money = (n: number) => n.toFixed(2);

/** Drizzle queries of registration, subscriptions, invoices and subject prices. */
export function createBillingRepository(db: Db) {
  return {
    /** Each subject's price list in force at `at` (the newest that started by then), with its name; by name. */
    async pricesAt(at: Date) {
      const rows = await db
        .selectDistinctOn([subjectPrices.subjectId], { price: subjectPrices, name: subjects.name })
        .from(subjectPrices)
        .innerJoin(subjects, eq(subjects.id, subjectPrices.subjectId))
        .where(lte(subjectPrices.effectiveFrom, at))
        .orderBy(asc(subjectPrices.subjectId), desc(subjectPrices.effectiveFrom), desc(subjectPrices.id));
      // DISTINCT ON needs the subject order; people read subjects by name.
      return rows
        .map((r) => ({ id: r.price.subjectId, name: r.name, ...toPriceList(r.price) }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    /** Every subject, and the price lists that start after `now`. */
    async priceSchedule(now: Date) {
      const [all, later] = await Promise.all([
        db.select().from(subjects).orderBy(asc(subjects.name)),
        db
          .select()
          .from(subjectPrices)
          .where(gt(subjectPrices.effectiveFrom, now))
          .orderBy(asc(subjectPrices.effectiveFrom), asc(subjectPrices.id)),
      ]);
      return { subjects: all, later };
    },

    async currentPriceRow(subjectId: number, at: Date) {
      const [row] = await db
        .select()
        .from(subjectPrices)
        .where(and(eq(subjectPrices.subjectId, subjectId), lte(subjectPrices.effectiveFrom, at)))
        .orderBy(desc(subjectPrices.effectiveFrom), desc(subjectPrices.id))
        .limit(1);
      return row ?? null;
    },

    async subjectExists(id: number) {
      const [row] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, id));
      return Boolean(row);
    },

    async insertPrice(values: typeof subjectPrices.$inferInsert) {
      const [row] = await db.insert(subjectPrices).values(values).returning();
      return row!;
    },

    // ---- registration ----

    async emailTaken(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return Boolean(row);
    },

    /** A school that stays inactive until its owner confirms their e-mail address. */
    async insertPendingSchool(name: string, type: SchoolType) {
      const [row] = await db.insert(schools).values({ name, type, active: false }).returning();
      return row!;
    },

    async insertOwner(values: { schoolId: number; email: string; name: string; passwordHash: string }) {
      const [row] = await db
        .insert(users)
        .values({ ...values, kind: 'teacher', schoolAdmin: true, owner: true, emailConfirmedAt: null })
        .returning({ id: users.id, email: users.email, name: users.name });
      return row!;
    },

    async insertSubscription(values: {
      schoolId: number;
      monthly: boolean;
      status: 'awaiting_confirmation' | 'active';
      amount: number;
      discountPercent: number;
      periodStart: Date;
      periodEnd: Date;
      subjectIds: number[];
    }) {
      const { subjectIds, amount, ...rest } = values;
      const [row] = await db
        .insert(subscriptions)
        .values({ ...rest, amount: money(amount) })
        .returning();
      await db
        .insert(subscriptionSubjects)
        .values(subjectIds.map((subjectId) => ({ subscriptionId: row!.id, subjectId })));
      return row!;
    },

    /**
     * Takes back the curricula granted to the school by hand that belong to subjects it no longer
     * subscribes to. The subscribed subjects' curricula need no rows: the view
     * `school_visible_curricula` adds them when read, so a curriculum added later reaches the
     * school at once.
     */
    async dropCurriculaOfOtherSubjects(schoolId: number, subjectIds: number[]) {
      const ofOtherSubjects = db
        .select({ id: curricula.id })
        .from(curricula)
        .where(notInArray(curricula.subjectId, subjectIds));
      await db
        .delete(schoolCurricula)
        .where(and(eq(schoolCurricula.schoolId, schoolId), inArray(schoolCurricula.curriculaId, ofOtherSubjects)));
    },

    /** The next number of a gap-free counter; taken inside the caller's transaction (row lock). */
    async nextCounter(key: string) {
      const [row] = await db
        .insert(billingCounters)
        .values({ key, value: 1 })
        .onConflictDoUpdate({ target: billingCounters.key, set: { value: sql`${billingCounters.value} + 1` } })
        .returning({ value: billingCounters.value });
      return row!.value;
    },

    async insertInvoice(values: {
      number: number;
      schoolId: number;
      subscriptionId: number;
      billTo: string;
      issuedAt: Date;
      dueAt: Date;
      vatPercent: number;
      net: number;
      vat: number;
      gross: number;
      provider: string;
      lines: { description: string; amount: number }[];
    }) {
      const { lines, net, vat, gross, vatPercent, ...rest } = values;
      const [row] = await db
        .insert(invoices)
        .values({ ...rest, net: money(net), vat: money(vat), gross: money(gross), vatPercent: String(vatPercent) })
        .returning({ id: invoices.id });
      await db.insert(invoiceLines).values(
        lines.map((l, position) => ({
          invoiceId: row!.id,
          position,
          description: l.description,
          amount: money(l.amount),
        })),
      );
      return row!.id;
    },

    async insertConfirmation(userId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(emailConfirmations).values({ userId, tokenHash, expiresAt });
    },

    /** Writes an e-mail to the outbox and queues its delivery, in the caller's transaction. */
    async queueMail(message: { to: string; subject: string; text: string }, now: Date) {
      const [outboxId] = await createMailOutboxRepository(db).insert([{ ...message, replyTo: null }]);
      await createJobsRepository(db).insert('mail', [{ outboxId }], now);
    },

    /** An owner who registered and has not confirmed their address yet. */
    async unconfirmedOwner(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name, schoolName: schools.name })
        .from(users)
        .innerJoin(schools, eq(schools.id, users.schoolId))
        .where(and(eq(users.email, email), eq(users.owner, true), isNull(users.emailConfirmedAt)))
        .limit(1);
      return row ?? null;
    },

    async countRecentConfirmations(userId: number, since: Date) {
      const rows = await db
        .select({ id: emailConfirmations.id })
        .from(emailConfirmations)
        .where(and(eq(emailConfirmations.userId, userId), gt(emailConfirmations.createdAt, since)));
      return rows.length;
    },

    /** Ends every open link of the user (a new one replaces them). */
    async voidConfirmations(userId: number, now: Date) {
      await db
        .update(emailConfirmations)
        .set({ usedAt: now })
        .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt)));
    },

    /** Uses up an unexpired confirmation link; answers its user, or null. */
    async consumeConfirmation(tokenHash: string, now: Date) {
      const [row] = await db
        .update(emailConfirmations)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailConfirmations.tokenHash, tokenHash),
            isNull(emailConfirmations.usedAt),
            gt(emailConfirmations.expiresAt, now),
          ),
        )
        .returning({ userId: emailConfirmations.userId });
      return row?.userId ?? null;
    },

    /** Confirms the owner's address, puts the school live and starts its subscription. */
    async confirmOwner(userId: number, now: Date) {
      const [user] = await db
        .update(users)
        .set({ emailConfirmedAt: now })
        .where(eq(users.id, userId))
        .returning({ email: users.email, schoolId: users.schoolId });
      if (!user?.schoolId) return null;
      const [school] = await db
        .update(schools)
        .set({ active: true })
        .where(eq(schools.id, user.schoolId))
        .returning({ name: schools.name });
      await db
        .update(subscriptions)
        .set({ status: 'active', updatedAt: now })
        .where(and(eq(subscriptions.schoolId, user.schoolId), eq(subscriptions.status, 'awaiting_confirmation')));
      return { email: user.email, schoolName: school!.name };
    },

    // ---- subscriptions ----

    async subscriptionOfSchool(schoolId: number) {
      const [row] = await db
        .select({ subscription: subscriptions, school: { id: schools.id, name: schools.name, type: schools.type } })
        .from(subscriptions)
        .innerJoin(schools, eq(schools.id, subscriptions.schoolId))
        .where(eq(subscriptions.schoolId, schoolId));
      return row ?? null;
    },

    /** The subscription row locked for an update (FOR UPDATE: two changes at once apply one after the other). */
    async lockSubscription(id: number) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      return row ?? null;
    },

    async subscriptionSubjectsOf(subscriptionId: number) {
      return db
        .select({ id: subjects.id, name: subjects.name })
        .from(subscriptionSubjects)
        .innerJoin(subjects, eq(subjects.id, subscriptionSubjects.subjectId))
        .where(eq(subscriptionSubjects.subscriptionId, subscriptionId))
        .orderBy(asc(subjects.name));
    },

    async changesOf(subscriptionId: number) {
      return db
        .select()
        .from(subscriptionChanges)
        .where(eq(subscriptionChanges.subscriptionId, subscriptionId))
        .orderBy(desc(subscriptionChanges.changedAt), desc(subscriptionChanges.id))
        .limit(50);
    },

    async subjectNames() {
      const rows = await db.select().from(subjects);
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async updateSubscription(
      id: number,
      values: {
        monthly: boolean;
        amount: number;
        discountPercent: number;
        periodStart: Date;
        periodEnd: Date;
        subjectIds: number[];
        now: Date;
      },
    ) {
      const { subjectIds, amount, now, ...rest } = values;
      await db
        .update(subscriptions)
        .set({ ...rest, amount: money(amount), updatedAt: now })
        .where(eq(subscriptions.id, id));
      await db.delete(subscriptionSubjects).where(eq(subscriptionSubjects.subscriptionId, id));
      await db.insert(subscriptionSubjects).values(subjectIds.map((subjectId) => ({ subscriptionId: id, subjectId })));
    },

    /** Active subscriptions whose period ended by `now`, the longest overdue first. */
    async dueSubscriptionIds(now: Date, limit: number) {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.periodEnd, now)))
        .orderBy(asc(subscriptions.periodEnd), asc(subscriptions.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Claims a period for renewal: answers the new row's id, or null when the period was already
     * renewed (the unique key on subscription and period start decides).
     */
    async claimRenewal(values: {
      subscriptionId: number;
      schoolId: number;
      periodStart: Date;
      periodEnd: Date;
      amount: number;
    }) {
      const [row] = await db
        .insert(subscriptionRenewals)
        .values({ ...values, amount: money(values.amount) })
        .onConflictDoNothing({ target: [subscriptionRenewals.subscriptionId, subscriptionRenewals.periodStart] })
        .returning({ id: subscriptionRenewals.id });
      return row?.id ?? null;
    },

    async setRenewalInvoice(renewalId: number, invoiceId: number) {
      await db.update(subscriptionRenewals).set({ invoiceId }).where(eq(subscriptionRenewals.id, renewalId));
    },

    /** Moves a subscription into its next period at that period's price; its subjects stay. */
    async advancePeriod(
      id: number,
      values: { periodStart: Date; periodEnd: Date; amount: number; discountPercent: number; now: Date },
    ) {
      const { amount, now, ...rest } = values;
      await db
        .update(subscriptions)
        .set({ ...rest, amount: money(amount), updatedAt: now })
        .where(eq(subscriptions.id, id));
    },

    async insertChange(values: typeof subscriptionChanges.$inferInsert) {
      await db.insert(subscriptionChanges).values(values);
    },

    async schoolName(schoolId: number) {
      const [row] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
      return row?.name ?? null;
    },

    // ---- invoices ----

    /** A page of the school's invoices, newest (highest number) first, after the id `beforeId`. */
    async invoicesOfSchool(schoolId: number, beforeId: number | undefined, take: number) {
      return db
        .select()
        .from(invoices)
        .where(
          beforeId === undefined
            ? eq(invoices.schoolId, schoolId)
            : and(eq(invoices.schoolId, schoolId), lt(invoices.id, beforeId)),
        )
        .orderBy(desc(invoices.id))
        .limit(take);
    },

    /**
     * A keyset page of every school's invoices, newest first, with the school: those whose school
     * name (or bill-to name) contains `q` or whose number is `q`, all or only unpaid or paid. The
     * total is counted up to COUNT_CAP.
     */
    async adminInvoicePage(
      filters: { q?: string | undefined; number?: number | undefined; status: 'all' | 'unpaid' | 'paid' },
      limit: number,
      beforeId: number | undefined,
    ) {
      const where: SQL[] = [];
      if (filters.q) {
        const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(
          or(
            ilike(schools.name, pattern),
            ilike(invoices.billTo, pattern),
            ...(filters.number !== undefined ? [eq(invoices.number, filters.number)] : []),
          )!,
        );
      }
      if (filters.status !== 'all') where.push(eq(invoices.status, filters.status));
      const pageWhere = beforeId === undefined ? where : [...where, lt(invoices.id, beforeId)];
      const [rows, [counted]] = await Promise.all([
        db
          .select({ invoice: invoices, school: { id: schools.id, name: schools.name } })
          .from(invoices)
          .innerJoin(schools, eq(schools.id, invoices.schoolId))
          .where(pageWhere.length ? and(...pageWhere) : undefined)
          .orderBy(desc(invoices.id))
          .limit(limit + 1),
        db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(
          db
            .select({ one: sql`1` })
            .from(invoices)
            .innerJoin(schools, eq(schools.id, invoices.schoolId))
            .where(where.length ? and(...where) : undefined)
            .limit(COUNT_CAP + 1)
            .as('counted'),
        ),
      ]);
      return { rows, counted: counted?.total ?? 0 };
    },

    async findInvoice(id: number) {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      if (!row) return null;
      const lines = await db
        .select({ description: invoiceLines.description, amount: invoiceLines.amount })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, id))
        .orderBy(asc(invoiceLines.position));
      return { ...row, lines };
    },

    async setInvoicePaid(id: number, paidAt: Date | null) {
      await db
        .update(invoices)
        .set({ status: paidAt ? 'paid' : 'unpaid', paidAt })
        .where(eq(invoices.id, id));
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
