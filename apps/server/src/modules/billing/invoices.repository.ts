// Invoices: numbering, lines, a school's invoices and the admin's list.
import { and, asc, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { billingCounters, invoiceLines, invoices, schools } from '../../db/schema/index';

/** An amount as the numeric columns store it. */
export const money = (n: number) => n.toFixed(2);

export function createInvoicesRepository(db: Db) {
  return {
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
