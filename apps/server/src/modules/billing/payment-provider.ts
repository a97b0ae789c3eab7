import { formatPrice } from '@markwell/domain/pricing/index';
import { formatDateUtc } from '@markwell/domain/time/index';

/** What a payment provider needs to know of an invoice. */
export interface PayableInvoice {
  number: string;
  gross: number;
  currency: string;
  dueAt: Date;
}

/**
 * How an invoice gets paid. Schools pay by invoice today; a card processor is another
 * implementation (its `instructions` a checkout link, its webhook marking invoices paid).
 */
export interface PaymentProvider {
  /** Stored on each invoice, so an invoice stays with the provider it was issued for. */
  readonly id: string;
  /** The sentence the invoice shows under "How to pay". */
  instructions(invoice: PayableInvoice): string;
}

/** Payment by bank transfer against the invoice, marked paid by the platform admin. */
export function createInvoicePaymentProvider(bankDetails: string | undefined): PaymentProvider {
  return {
    id: 'invoice',
    instructions(invoice) {
      if (invoice.gross <= 0) {
        return `This credit note of ${invoice.currency} ${formatPrice(-invoice.gross)} is refunded to your account or set against your next invoice.`;
      }
      const where = bankDetails ? ` to ${bankDetails}` : '';
      return `Pay ${invoice.currency} ${formatPrice(invoice.gross)} by bank transfer${where} by ${formatDateUtc(invoice.dueAt)}, quoting ${invoice.number}.`;
    },
  };
}
