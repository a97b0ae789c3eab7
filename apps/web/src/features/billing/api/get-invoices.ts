/** GET /api/v2/invoices and /api/v2/invoices/:id: the school's invoices. */
import { invoiceListSchema, invoiceSchema, type Invoice, type InvoiceSummary } from '@markwell/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { billingKeys } from './query-keys';

export type { Invoice, InvoiceSummary };

/** Invoices per page of the list. */
export const INVOICES_PAGE_SIZE = 20;

export function getInvoices(cursor: string | undefined, signal?: AbortSignal) {
  return apiFetch(api.invoices, { query: { cursor, limit: INVOICES_PAGE_SIZE }, schema: invoiceListSchema, signal });
}

/** One page of the school's invoices, newest first (`cursor`: the previous page's next_cursor). */
export function useInvoices(cursor: string | undefined) {
  return useQuery({
    queryKey: [...billingKeys.invoices, cursor ?? ''],
    queryFn: ({ signal }) => getInvoices(cursor, signal),
    meta: { silentError: true },
  });
}

export function getInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  return apiFetch(api.invoice(id), { schema: invoiceSchema, signal });
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: billingKeys.invoice(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    meta: { silentError: true },
  });
}
