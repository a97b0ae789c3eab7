import type { FastifyInstance } from 'fastify';
import { createInvoicePaymentProvider } from './payment-provider';
import type { InvoiceSettings } from './plan-pricing';

/** Invoice settings from the configuration, shared by the module's routes. */
export function invoiceSettingsOf(app: FastifyInstance): InvoiceSettings {
  return {
    vatPercent: app.env.INVOICE_VAT_PERCENT,
    dueDays: app.env.INVOICE_DUE_DAYS,
    currency: app.env.CURRENCY,
    provider: createInvoicePaymentProvider(app.env.PAYMENT_BANK_DETAILS),
  };
}
