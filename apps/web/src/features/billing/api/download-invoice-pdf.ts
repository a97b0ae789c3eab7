/** GET /api/v2/invoices/:id/pdf: the invoice as a PDF, saved through the browser. */
import { billingEndpoints } from '@markwell/contracts/endpoints/billing';
import { apiFetch } from '../../../lib/api-client';
import { pathOf } from '../../../lib/call-endpoint';
import { useMutation } from '@tanstack/react-query';

/** Fetches the PDF (the route needs the Bearer token, so a plain link cannot) and saves it. */
export async function downloadInvoicePdf({ id, number }: { id: number; number: string }): Promise<void> {
  const blob = await apiFetch<Blob>(pathOf(billingEndpoints.getInvoicesByIdPdf.path, { id }), { binary: true });
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = `${number}.pdf`;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf, meta: { silentError: true } });
}
