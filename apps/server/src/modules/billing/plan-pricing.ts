import {
  discountedSubjectPrice,
  invoiceTotals,
  subjectCountDiscount,
  subscriptionPrice,
  type SchoolType,
} from '@markwell/domain/pricing/index';
import type { PricedSubject } from '@markwell/contracts';
import { badRequest } from '../../lib/errors';
import type { BillingRepository } from './billing.repository';
import { formatInvoiceNumber } from './invoice-number';
import type { PaymentProvider } from './payment-provider';

const cents = (n: number) => Math.round(n * 100);

/**
 * The server's own price of a plan (whatever a form showed): packages/domain's subscription
 * price, with invoice lines that add up to it (each subject at its discounted price, the
 * subject-count discount to the cent, then any rounding to the plan price). An id not on offer is a 400 naming the field.
 */
export function pricePlan(
  offer: readonly PricedSubject[],
  subjectIds: readonly number[],
  type: SchoolType,
  monthly: boolean,
) {
  const chosen = subjectIds.map((id) => {
    const subject = offer.find((s) => s.id === id);
    if (!subject) {
      throw badRequest('unknown_subject', `No subject with id ${id} is on offer.`, {
        errors: [{ path: 'body.curriculas', message: `No subject with id ${id} is on offer.` }],
      });
    }
    return subject;
  });
  const amount = subscriptionPrice(chosen, type, { monthly });
  const discountPercent = subjectCountDiscount(chosen.length);
  const period = monthly ? 'month' : 'year';
  const lines = chosen.map((s) => ({
    description: `${s.name}, one ${period}`,
    amount: discountedSubjectPrice(s, type, { monthly, decimals: 2 }),
  }));
  // The discount is its exact share of the lines above it, to the cent; what the plan price's
  // rounding (one decimal) leaves is a line of its own, so every figure shown is what it says.
  const subjectsCents = lines.reduce((sum, l) => sum + cents(l.amount), 0);
  const discountCents = Math.round((subjectsCents * discountPercent) / 100);
  if (discountCents !== 0)
    lines.push({
      description: `Discount for ${chosen.length} subjects (${discountPercent}%)`,
      amount: -discountCents / 100,
    });
  const rest = cents(amount) - (subjectsCents - discountCents);
  if (rest !== 0) lines.push({ description: 'Rounding to the plan price', amount: rest / 100 });
  return { amount, discountPercent, subjects: chosen, lines };
}

export interface InvoiceSettings {
  vatPercent: number;
  dueDays: number;
  currency: string;
  provider: PaymentProvider;
}

/** Issues an invoice (the next number, totals with VAT, due date) in the caller's transaction. */
export async function issueInvoice(
  repo: BillingRepository,
  settings: InvoiceSettings,
  args: {
    schoolId: number;
    subscriptionId: number;
    billTo: string;
    lines: { description: string; amount: number }[];
    now: Date;
  },
) {
  const number = await repo.nextCounter('invoice');
  const totals = invoiceTotals(
    args.lines.map((l) => l.amount),
    settings.vatPercent,
  );
  const dueAt = new Date(args.now.getTime() + settings.dueDays * 24 * 60 * 60 * 1000);
  const id = await repo.insertInvoice({
    number,
    schoolId: args.schoolId,
    subscriptionId: args.subscriptionId,
    billTo: args.billTo,
    issuedAt: args.now,
    dueAt,
    vatPercent: settings.vatPercent,
    ...totals,
    provider: settings.provider.id,
    lines: args.lines,
  });
  return { id, number: formatInvoiceNumber(number), ...totals, dueAt };
}
