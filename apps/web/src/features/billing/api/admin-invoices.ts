/** The platform admin's invoices: every school's, a keyset page at a time, and marking them paid. */
import { billingEndpoints } from '@markwell/contracts/endpoints/billing';
import { callEndpoint } from '../../../lib/call-endpoint';
import {
  type AdminInvoicePage,
  type AdminInvoiceStatus,
  type AdminInvoiceSummary,
  type Invoice,
} from '@markwell/contracts/billing';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from './query-keys';

export type { AdminInvoicePage, AdminInvoiceStatus, AdminInvoiceSummary };

/** Invoices per page of the admin's list. */
export const ADMIN_INVOICES_PAGE_SIZE = 20;

export interface AdminInvoiceFilters {
  /** Part of a school's name, or an invoice number. */
  q: string;
  status: AdminInvoiceStatus;
  cursor: string | undefined;
}

/** GET /api/v2/admin/invoices: a page of every school's invoices, newest first. */
export function getAdminInvoices(filters: AdminInvoiceFilters, signal?: AbortSignal) {
  return callEndpoint(billingEndpoints.getAdminInvoices, {
    query: {
      q: filters.q || undefined,
      status: filters.status,
      cursor: filters.cursor,
      limit: ADMIN_INVOICES_PAGE_SIZE,
    },
    validate: true,
    signal,
  });
}

export function useAdminInvoices(filters: AdminInvoiceFilters) {
  return useQuery({
    queryKey: billingKeys.adminInvoiceList(filters),
    queryFn: ({ signal }) => getAdminInvoices(filters, signal),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** PATCH /api/v2/invoices/:id/payment {paid}: the admin records a transfer arriving (or undoes it). */
export function setInvoicePaid(id: number, paid: boolean): Promise<Invoice> {
  return callEndpoint(billingEndpoints.patchInvoicesByIdPayment, { params: { id }, body: { paid }, validate: true });
}

/** Marks an invoice paid or unpaid; the invoice and the admin's lists show it at once. */
export function useSetInvoicePaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paid }: { id: number; paid: boolean }) => setInvoicePaid(id, paid),
    meta: { silentError: true },
    onSuccess: (invoice) => {
      client.setQueryData(billingKeys.invoice(invoice.id), invoice);
      // Not awaited: the caller's own onSuccess (its announcement) runs before the list reloads,
      // which may take the row (and the button that called) away.
      void client.invalidateQueries({ queryKey: billingKeys.adminInvoices });
    },
  });
}
