import { formatPrice, planChangeCharge } from '@markwell/domain/pricing/index';
import { formatDateUtc as day } from '@markwell/domain/time/index';
import type { ChangeSubscriptionBody, Subscription, SubscriptionQuote } from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { createBillingRepository, type BillingRepository } from './billing.repository';
import { issueInvoice, pricePlan, type InvoiceSettings } from './plan-pricing';
import { nextInvoicePreview } from './renewals.service';

type SubscriptionRow = NonNullable<Awaited<ReturnType<BillingRepository['lockSubscription']>>>;
interface PlanChoice {
  curriculas: number[];
  monthly: boolean;
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The school owner's plan: see it, price a change (prorated), change it. */
export function createSubscriptionsService(db: Db, settings: InvoiceSettings) {
  const repo = createBillingRepository(db);
  const money = (n: number) => `${settings.currency} ${formatPrice(n)}`;

  /** The caller's school's subscription, or 404 (also for another school's id: it is not theirs to know). */
  async function ownSubscription(r: BillingRepository, user: AuthUser, id?: number) {
    const found = user.schoolId ? await r.subscriptionOfSchool(user.schoolId) : null;
    if (!found || (id !== undefined && found.subscription.id !== id)) throw notFound('Subscription');
    return found;
  }

  /** What a change costs, from the subscription's row (prices of a begun period stay those it began with). */
  async function quote(
    r: BillingRepository,
    row: SubscriptionRow,
    type: Parameters<typeof pricePlan>[2],
    choice: PlanChoice,
    now: Date,
  ) {
    const cycleChanged = row.monthly !== choice.monthly || row.periodEnd <= now;
    const offer = await r.pricesAt(cycleChanged ? now : row.periodStart);
    const plan = pricePlan(offer, choice.curriculas, type, choice.monthly);
    const change = planChangeCharge({
      currentAmount: row.amount,
      currentMonthly: row.monthly,
      newAmount: plan.amount,
      newMonthly: choice.monthly,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      at: now,
    });
    const per = choice.monthly ? 'month' : 'year';
    let explanation: string;
    if (change.newPeriod) {
      const unused = Math.round((plan.amount - change.charge) * 100) / 100;
      explanation =
        `A new ${choice.monthly ? 'monthly' : 'yearly'} period starts today (until ${day(change.periodEnd)}) at ${money(plan.amount)} a ${per}` +
        (unused ? `, less ${money(unused)} for the ${change.daysLeft} unused days of the current period` : '') +
        `: ${change.charge >= 0 ? `${money(change.charge)} to pay now` : `a credit of ${money(-change.charge)}`}, before VAT.`;
    } else {
      const next = `From ${day(row.periodEnd)} the plan costs ${money(plan.amount)} a ${per}.`;
      explanation =
        change.charge > 0
          ? `You pay ${money(change.charge)} now (before VAT) for the ${change.daysLeft} days left of this ${change.periodDays}-day period. ${next}`
          : change.charge < 0
            ? `You get a credit of ${money(-change.charge)} (before VAT) for the ${change.daysLeft} days left of this ${change.periodDays}-day period. ${next}`
            : `Nothing to pay now. ${next}`;
    }
    const result: SubscriptionQuote = {
      amount: plan.amount,
      discount_percent: plan.discountPercent,
      charge: change.charge,
      days_left: change.daysLeft,
      period_days: change.periodDays,
      new_period: change.newPeriod,
      period_start: change.periodStart.toISOString(),
      period_end: change.periodEnd.toISOString(),
      explanation,
    };
    return { result, plan, change };
  }

  async function view(user: AuthUser, id?: number): Promise<Subscription> {
    const { subscription: s, school } = await ownSubscription(repo, user, id);
    const [subjects, offer, changes, names, nextInvoice] = await Promise.all([
      repo.subscriptionSubjectsOf(s.id),
      repo.pricesAt(s.periodStart),
      repo.changesOf(s.id),
      repo.subjectNames(),
      nextInvoicePreview(repo, s, school.type, settings.vatPercent),
    ]);
    const namesOf = (ids: number[]) => ids.map((i) => names.get(i) ?? `#${i}`).sort((a, b) => a.localeCompare(b));
    return {
      id: s.id,
      school,
      status: s.status,
      monthly: s.monthly,
      subjects,
      amount: Number(s.amount),
      discount_percent: s.discountPercent,
      period_start: s.periodStart.toISOString(),
      period_end: s.periodEnd.toISOString(),
      vat_percent: settings.vatPercent,
      currency: settings.currency,
      can_change: user.owner && s.status === 'active',
      offer,
      changes: changes.map((c) => ({
        changed_at: c.changedAt.toISOString(),
        subjects_before: namesOf(c.before.subjectIds),
        subjects_after: namesOf(c.after.subjectIds),
        monthly_before: c.before.monthly,
        monthly_after: c.after.monthly,
        amount_before: Number(c.before.amount),
        amount_after: Number(c.after.amount),
        prorated: Number(c.prorated),
        invoice_id: c.invoiceId,
      })),
      next_invoice: nextInvoice,
    };
  }

  return {
    /** The caller's school's plan, priced and with its change history. */
    get: (user: AuthUser) => view(user),

    /** What changing the plan would cost now, said before the owner confirms. */
    async quote(user: AuthUser, id: number, choice: PlanChoice, now = new Date()) {
      const { subscription, school } = await ownSubscription(repo, user, id);
      return (await quote(repo, subscription, school.type, choice, now)).result;
    },

    /**
     * Changes the plan (owner only): recomputes the price, records the change with its date,
     * invoices or credits the prorated difference, and makes the school's curricula follow.
     */
    async change(user: AuthUser, id: number, body: ChangeSubscriptionBody, now = new Date()) {
      const { school } = await ownSubscription(repo, user, id);
      if (!user.owner) throw forbidden('Only the owner of the school can change its plan.');
      const invoiceId = await db.transaction(async (tx) => {
        const r = createBillingRepository(tx);
        const row = (await r.lockSubscription(id))!;
        if (row.status !== 'active') {
          throw new AppError(409, 'subscription_not_active', 'Confirm your e-mail address before changing the plan.');
        }
        const before = (await r.subscriptionSubjectsOf(id)).map((s) => s.id);
        if (sameSet(before, body.curriculas) && row.monthly === body.monthly) {
          throw badRequest('plan_unchanged', 'Choose other subjects or another billing period to change the plan.');
        }
        const { result, plan, change } = await quote(r, row, school.type, body, now);
        if (Math.round(result.charge * 100) !== Math.round(body.quoted_charge * 100)) {
          throw new AppError(409, 'quote_changed', `The price of this change is now: ${result.explanation}`, {
            quote: result,
          });
        }
        await r.updateSubscription(id, {
          monthly: body.monthly,
          amount: plan.amount,
          discountPercent: plan.discountPercent,
          periodStart: change.periodStart,
          periodEnd: change.periodEnd,
          subjectIds: body.curriculas,
          now,
        });
        await r.dropCurriculaOfOtherSubjects(school.id, body.curriculas);
        let invoice: number | null = null;
        if (change.charge !== 0) {
          const names = plan.subjects.map((s) => s.name).join(', ');
          const lines = change.newPeriod
            ? [
                ...plan.lines.map((l) => ({ ...l, description: `${l.description} from ${day(change.periodStart)}` })),
                ...(Math.round((change.charge - plan.amount) * 100) !== 0
                  ? [
                      {
                        description: `Unused ${change.daysLeft} of ${change.periodDays} days of the previous period`,
                        amount: Math.round((change.charge - plan.amount) * 100) / 100,
                      },
                    ]
                  : []),
              ]
            : [
                {
                  description: `Plan changed on ${day(now)} to ${names}: ${change.daysLeft} of ${change.periodDays} days left`,
                  amount: change.charge,
                },
              ];
          invoice = (
            await issueInvoice(r, settings, {
              schoolId: school.id,
              subscriptionId: id,
              billTo: school.name,
              lines,
              now,
            })
          ).id;
        }
        await r.insertChange({
          subscriptionId: id,
          changedBy: user.id,
          changedAt: now,
          before: { subjectIds: before, monthly: row.monthly, amount: row.amount },
          after: { subjectIds: body.curriculas, monthly: body.monthly, amount: plan.amount.toFixed(2) },
          prorated: change.charge.toFixed(2),
          invoiceId: invoice,
        });
        return invoice;
      });
      return { subscription: await view(user, id), invoice_id: invoiceId };
    },
  };
}
