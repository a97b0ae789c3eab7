import { billingPeriodEnd, invoiceTotals, type SchoolType } from '@markwell/domain/pricing/index';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { loggableError } from '../../lib/loggable-error';
import { createBillingRepository, type BillingRepository } from './billing.repository';
import { dayText } from './billing-dates';
import { issueInvoice, pricePlan, type InvoiceSettings } from './plan-pricing';

/** The job queue whose job renews every subscription whose period has ended. */
export const RENEWAL_QUEUE = 'billing.renew-subscriptions';

/** Subscriptions one sweep renews at most; the next sweep takes the rest. */
const SUBSCRIPTIONS_PER_SWEEP = 500;
/** Periods one subscription catches up in one sweep (a server stopped for months, a yearly plan...). */
const PERIODS_PER_SUBSCRIPTION = 24;

type SubscriptionRow = NonNullable<Awaited<ReturnType<BillingRepository['lockSubscription']>>>;

/**
 * The period after the current one, priced as of its first day (prices by date: a change staff
 * made during the current period applies from here on), with its invoice lines.
 */
export async function nextPeriodPlan(repo: BillingRepository, row: SubscriptionRow, type: SchoolType) {
  const periodStart = row.periodEnd;
  const periodEnd = billingPeriodEnd(periodStart, row.monthly);
  const subjectIds = (await repo.subscriptionSubjectsOf(row.id)).map((s) => s.id);
  const plan = pricePlan(await repo.pricesAt(periodStart), subjectIds, type, row.monthly);
  const span = `from ${dayText(periodStart)} to ${dayText(periodEnd)}`;
  const lines = plan.lines.map((line, i) =>
    // Subject lines come first; the discount or rounding line after them keeps its text.
    i < plan.subjects.length ? { ...line, description: `${line.description} ${span}` } : line,
  );
  return { periodStart, periodEnd, plan, lines };
}

/** The "next invoice" line of the subscription page: when, and how much with VAT. */
export async function nextInvoicePreview(
  repo: BillingRepository,
  row: SubscriptionRow,
  type: SchoolType,
  vatPercent: number,
) {
  if (row.status !== 'active') return null;
  // A subject without a price that day cannot be priced in advance: the page says nothing then.
  const next = await nextPeriodPlan(repo, row, type).catch(() => null);
  if (!next) return null;
  const totals = invoiceTotals(
    next.lines.map((l) => l.amount),
    vatPercent,
  );
  return {
    issued_on: next.periodStart.toISOString(),
    period_end: next.periodEnd.toISOString(),
    net: totals.net,
    vat: totals.vat,
    gross: totals.gross,
  };
}

/**
 * Renewal at period end: the next period starts where the last one ended, at the prices in force
 * that day, and is invoiced. Run by the job queue; safe to run twice or on many instances at once.
 */
export function createRenewalsService(db: Db, settings: InvoiceSettings, log?: FastifyBaseLogger) {
  /**
   * Renews one period of one subscription in one transaction, if it is due: answers the invoice
   * id, or null when there was nothing to do. The row lock makes a second sweep wait and then
   * find the period already moved on; the unique renewal key stops anything else billing twice.
   */
  async function renewOnce(subscriptionId: number, now: Date): Promise<number | null> {
    return db.transaction(async (tx) => {
      const r = createBillingRepository(tx);
      const row = await r.lockSubscription(subscriptionId);
      // Only an active plan renews: one still awaiting its owner's confirmation does not.
      if (!row || row.status !== 'active' || row.periodEnd > now) return null;
      const found = await r.subscriptionOfSchool(row.schoolId);
      if (!found) return null;
      const next = await nextPeriodPlan(r, row, found.school.type);
      const renewalId = await r.claimRenewal({
        subscriptionId: row.id,
        schoolId: row.schoolId,
        periodStart: next.periodStart,
        periodEnd: next.periodEnd,
        amount: next.plan.amount,
      });
      if (renewalId === null) {
        log?.warn({ subscriptionId, periodStart: next.periodStart }, 'period already renewed, not billed again');
        return null;
      }
      const invoice = await issueInvoice(r, settings, {
        schoolId: row.schoolId,
        subscriptionId: row.id,
        billTo: found.school.name,
        lines: next.lines,
        now,
      });
      await r.setRenewalInvoice(renewalId, invoice.id);
      await r.advancePeriod(row.id, {
        periodStart: next.periodStart,
        periodEnd: next.periodEnd,
        amount: next.plan.amount,
        discountPercent: next.plan.discountPercent,
        now,
      });
      return invoice.id;
    });
  }

  return {
    renewOnce,

    /**
     * Renews every active subscription whose period ended by `now`, period after period until
     * its current period contains `now`, each period with its own invoice. A subscription that
     * cannot be renewed (a subject without a price, say) is logged and left for the next sweep;
     * the others go on. Answers the invoices issued; throws at the end if any failed, so the job
     * is retried.
     */
    async renewDue(now = new Date()): Promise<number[]> {
      const issued: number[] = [];
      let failed = 0;
      for (const id of await createBillingRepository(db).dueSubscriptionIds(now, SUBSCRIPTIONS_PER_SWEEP)) {
        try {
          for (let i = 0; i < PERIODS_PER_SUBSCRIPTION; i++) {
            const invoiceId = await renewOnce(id, now);
            if (invoiceId === null) break;
            issued.push(invoiceId);
          }
        } catch (err) {
          failed++;
          log?.error({ error: loggableError(err), subscriptionId: id }, 'subscription renewal failed');
        }
      }
      if (failed) throw new Error(`${failed} subscription(s) could not be renewed`);
      return issued;
    },
  };
}
