/** An invoice number as printed: the counter's value with a prefix, zero-padded to six digits. */
export const formatInvoiceNumber = (n: number) => `MW-${String(n).padStart(6, '0')}`;
