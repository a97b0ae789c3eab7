/** GET /api/v2/invoices and /api/v2/invoices/:id: the school's invoices. */
import { billingEndpoints } from '@markwell/contracts/endpoints/billing';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type Invoice, type InvoiceSummary } from '@markwell/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { billingKeys } from './query-keys';

export type { Invoice, InvoiceSummary };

/** Invoices per page of the list. */
export const INVOICES_PAGE_SIZE = 20;

export function getInvoices(cursor: string | undefined, signal?: AbortSignal) {
  return callEndpoint(billingEndpoints.getInvoices, {
    query: { cursor, limit: INVOICES_PAGE_SIZE },
    validate: true,
    signal,
  });
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
  return callEndpoint(billingEndpoints.getInvoicesById, { params: { id }, validate: true, signal });
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: billingKeys.invoice(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    meta: { silentError: true },
  });
}
