/** Query keys of the billing screens; every one starts with `all`. */
const all = ['billing'] as const;

export const billingKeys = {
  all,
  subscription: [...all, 'subscription'] as const,
  invoices: [...all, 'invoices'] as const,
  invoice: (id: number) => [...all, 'invoice', id] as const,
  adminInvoices: [...all, 'admin-invoices'] as const,
  adminInvoiceList: (filters: { q: string; status: string; cursor: string | undefined }) =>
    [...all, 'admin-invoices', filters] as const,
  prices: [...all, 'prices'] as const,
};
