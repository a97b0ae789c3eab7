// Subscriptions: their subjects, changes and renewals.
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  schools,
  subjects,
  subscriptionChanges,
  subscriptionRenewals,
  subscriptions,
  subscriptionSubjects,
} from '../../db/schema/index';

import { money } from './invoices.repository';

export function createSubscriptionsRepository(db: Db) {
  return {
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
  };
}
