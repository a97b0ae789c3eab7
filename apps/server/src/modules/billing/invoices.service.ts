import type { AdminInvoicePage, AdminInvoiceStatus, CursorQuery, Invoice, InvoiceSummary } from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { invoices } from '../../db/schema/index';
import { isStaff, type AuthUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { cappedTotal, decodeCursor, keysetPage } from '../../lib/paging';
import { createBillingRepository } from './billing.repository';
import { formatInvoiceNumber } from './invoice-number';
import { renderInvoicePdf } from './invoice-pdf';
import type { PaymentProvider } from './payment-provider';

type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice number as people type it: `MW-000012`, `mw-12` or `12`. */
const invoiceNumberOf = (q: string) => {
  const match = /^(?:mw-?)?0*(\d{1,9})$/i.exec(q.trim());
  return match ? Number(match[1]) : undefined;
};

/** A school's invoices: list, one invoice (page and PDF), and the admin marking them paid. */
export function createInvoicesService(db: Db, settings: { currency: string; providers: PaymentProvider[] }) {
  const repo = createBillingRepository(db);

  const summary = (row: InvoiceRow): InvoiceSummary => ({
    id: row.id,
    number: formatInvoiceNumber(row.number),
    issued_at: row.issuedAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    net: Number(row.net),
    vat: Number(row.vat),
    gross: Number(row.gross),
    status: row.status,
    credit_note: Number(row.gross) < 0,
    currency: settings.currency,
  });

  /** The invoice if the caller may see it: their own school's (platform admin: any); else 404. */
  async function find(user: AuthUser, id: number): Promise<Invoice> {
    const row = await repo.findInvoice(id);
    if (!row || (!isStaff(user) && row.schoolId !== user.schoolId)) throw notFound('Invoice');
    const base = summary(row);
    const provider = settings.providers.find((p) => p.id === row.provider) ?? settings.providers[0]!;
    return {
      ...base,
      bill_to: row.billTo,
      vat_percent: Number(row.vatPercent),
      paid_at: row.paidAt?.toISOString() ?? null,
      lines: row.lines.map((l) => ({ description: l.description, amount: Number(l.amount) })),
      payment: {
        provider: provider.id,
        instructions:
          row.status === 'paid'
            ? 'Paid: thank you.'
            : provider.instructions({
                number: base.number,
                gross: base.gross,
                currency: base.currency,
                dueAt: row.dueAt,
              }),
      },
    };
  }

  return {
    /** The caller's school's invoices, newest first, a page at a time. */
    async list(user: AuthUser, query: CursorQuery) {
      const beforeId = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ['number'] as const)[0];
      const rows = await repo.invoicesOfSchool(user.schoolId!, beforeId, query.limit + 1);
      const page = keysetPage(rows, query.limit, (row) => [row.id]);
      return { items: page.items.map(summary), next_cursor: page.next_cursor };
    },
    get: find,

    /** Every school's invoices for the platform admin, newest first, searched and filtered. */
    async adminList(
      query: CursorQuery & { q?: string | undefined; status: AdminInvoiceStatus },
    ): Promise<AdminInvoicePage> {
      const beforeId = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ['number'] as const)[0];
      const q = query.q || undefined;
      const { rows, counted } = await repo.adminInvoicePage(
        { q, number: q ? invoiceNumberOf(q) : undefined, status: query.status },
        query.limit,
        beforeId,
      );
      const page = keysetPage(rows, query.limit, (row) => [row.invoice.id]);
      return {
        items: page.items.map((row) => ({
          ...summary(row.invoice),
          school: row.school,
          paid_at: row.invoice.paidAt?.toISOString() ?? null,
        })),
        next_cursor: page.next_cursor,
        ...cappedTotal(counted),
      };
    },
    /** The invoice as a PDF file, with a file name. */
    async pdf(user: AuthUser, id: number) {
      const invoice = await find(user, id);
      return { name: `${invoice.number}.pdf`, bytes: await renderInvoicePdf(invoice) };
    },
    /** Marks an invoice paid (or unpaid again, to undo a mistake). */
    async setPaid(user: AuthUser, id: number, paid: boolean, now = new Date()) {
      await find(user, id);
      await repo.setInvoicePaid(id, paid ? now : null);
      return find(user, id);
    },
  };
}
