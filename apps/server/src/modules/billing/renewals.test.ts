import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPeriodEnd, SUBJECT_IDS } from '@markwell/domain/pricing/index';
import { invoiceLines, invoices, jobs, schools, subscriptionRenewals, subscriptions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createBillingRepository } from './billing.repository';
import { invoiceSettingsOf } from './billing-settings';
import { dayText } from './billing-dates';
import { createRenewalsService, RENEWAL_QUEUE } from './renewals.service';
import { postRegistration, registerConfirmedSchool, registration } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { Biology, Chemistry } = SUBJECT_IDS;
const DAY = 24 * 3600 * 1000;
const MINUTE = 60_000;
const service = () => createRenewalsService(t.db, invoiceSettingsOf(t.app));

/** A confirmed small school on Biology and Chemistry, monthly: (27 + 27) × 90% = 48.60 a month. */
async function subscribedSchool() {
  const { owner, schoolId } = await registerConfirmedSchool(t, { curriculas: [Biology, Chemistry] });
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.schoolId, schoolId));
  return { owner, schoolId, sub: sub! };
}

async function setPeriod(id: number, periodStart: Date, periodEnd: Date) {
  await t.db.update(subscriptions).set({ periodStart, periodEnd }).where(eq(subscriptions.id, id));
}

const invoicesOf = (schoolId: number) =>
  t.db.select().from(invoices).where(eq(invoices.schoolId, schoolId)).orderBy(invoices.number);

describe('renewal at period end', () => {
  it('has demo data to show it: a renewed month waiting for payment, and a month that renews soon', async () => {
    const [riverside] = await t.db
      .select({ subscription: subscriptions, school: schools.name })
      .from(subscriptions)
      .innerJoin(schools, eq(schools.id, subscriptions.schoolId))
      .where(eq(schools.name, 'Riverside School'));
    const endsIn = riverside!.subscription.periodEnd.getTime() - Date.now();
    expect(endsIn).toBeGreaterThan(0);
    expect(endsIn).toBeLessThan(4 * DAY);
    const [renewal] = await t.db
      .select({ periodStart: subscriptionRenewals.periodStart, status: invoices.status })
      .from(subscriptionRenewals)
      .innerJoin(invoices, eq(invoices.id, subscriptionRenewals.invoiceId))
      .where(eq(subscriptionRenewals.subscriptionId, riverside!.subscription.id));
    expect(renewal).toEqual({ periodStart: riverside!.subscription.periodStart, status: 'unpaid' });
  });

  it('bills the next period once, through the job queue, and shows it to the owner', async () => {
    const { owner, schoolId, sub } = await subscribedSchool();
    const end = new Date(Date.now() - 5 * MINUTE);
    await setPeriod(sub.id, new Date(end.getTime() - 30 * DAY), end);

    await t.app.jobs.enqueue(RENEWAL_QUEUE, {});
    await t.app.jobs.drain();

    const all = await invoicesOf(schoolId);
    expect(all).toHaveLength(2); // registration, then the renewal
    const renewal = all[1]!;
    const nextEnd = billingPeriodEnd(end, true);
    expect(renewal).toMatchObject({ net: '48.60', vat: '9.72', gross: '58.32', status: 'unpaid' });
    expect(renewal.number).toBe(all[0]!.number + 1);
    expect(renewal.dueAt.getTime() - renewal.issuedAt.getTime()).toBe(t.app.env.INVOICE_DUE_DAYS * DAY);
    const lines = await t.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, renewal.id))
      .orderBy(invoiceLines.position);
    const span = `from ${dayText(end)} to ${dayText(nextEnd)}`;
    expect(lines.map((l) => [l.description, l.amount])).toEqual([
      [`Biology, one month ${span}`, '27.00'],
      [`Chemistry, one month ${span}`, '27.00'],
      ['Discount for 2 subjects (10%)', '-5.40'],
    ]);
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(after!.periodStart).toEqual(end);
    expect(after!.periodEnd).toEqual(nextEnd);
    const [record] = await t.db
      .select()
      .from(subscriptionRenewals)
      .where(eq(subscriptionRenewals.subscriptionId, sub.id));
    expect(record).toMatchObject({ periodStart: end, periodEnd: nextEnd, amount: '48.60', invoiceId: renewal.id });

    // The owner sees it first in their list, and the page says when the next one comes.
    const as = { userId: owner.id };
    const list = (await t.request(as, { method: 'GET', url: '/api/v2/invoices' })).json();
    expect(list.items[0]).toMatchObject({ id: renewal.id, gross: 58.32, status: 'unpaid' });
    const plan = (await t.request(as, { method: 'GET', url: '/api/v2/subscription/user' })).json();
    expect(plan.period_start).toBe(end.toISOString());
    expect(plan.next_invoice).toEqual({
      issued_on: nextEnd.toISOString(),
      period_end: billingPeriodEnd(nextEnd, true).toISOString(),
      net: 48.6,
      vat: 9.72,
      gross: 58.32,
    });

    // Running again bills nothing more.
    await t.app.jobs.enqueue(RENEWAL_QUEUE, {});
    await t.app.jobs.drain();
    expect(await invoicesOf(schoolId)).toHaveLength(2);
    const done = await t.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.queue, RENEWAL_QUEUE))
      .orderBy(desc(jobs.id));
    expect(done.every((j) => j.status === 'done')).toBe(true);
  });

  it('prices the renewed period at the prices in force when it starts; the current period keeps its own', async () => {
    const { owner, schoolId, sub } = await subscribedSchool();
    const start = new Date(Date.now() - 10 * DAY);
    const end = new Date(start.getTime() + 30 * DAY);
    await setPeriod(sub.id, start, end);
    const prices = (subjectId: number, small: number, smallDiscount: number, from?: Date) => ({
      method: 'POST' as const,
      url: '/api/v2/subject-prices',
      payload: {
        subject_id: subjectId,
        price_mini: 20,
        price_small: small,
        price_medium: 50,
        price_large: 70,
        price_mini_discount: null,
        price_small_discount: smallDiscount,
        price_medium_discount: null,
        price_large_discount: null,
        ...(from ? { effective_from: from.toISOString() } : {}),
      },
    });
    // Biology costs more from now: mid-period, so from the next period on.
    expect((await t.request('staff', prices(Biology, 33, 30))).statusCode).toBe(201);
    // Chemistry costs more only from five days after the renewal: not yet for that period.
    expect((await t.request('staff', prices(Chemistry, 40, 38, new Date(end.getTime() + 5 * DAY)))).statusCode).toBe(
      201,
    );

    const plan = (await t.request({ userId: owner.id }, { method: 'GET', url: '/api/v2/subscription/user' })).json();
    expect(plan.amount).toBe(48.6); // this period: as it began
    expect(plan.next_invoice).toMatchObject({ issued_on: end.toISOString(), net: 51.3 }); // (30 + 27) × 90%

    await service().renewDue(new Date(end.getTime() + MINUTE));
    const [first, renewal, ...more] = await invoicesOf(schoolId);
    expect(more).toEqual([]);
    expect(renewal).toMatchObject({ net: '51.30', gross: '61.56' });
    expect(first!.net).toBe('48.60'); // the period already billed is not re-priced
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(after).toMatchObject({ amount: '51.30', discountPercent: 10, periodStart: end });
  });

  it('never bills a period twice: run twice in a row, run twice at once, or claimed twice', async () => {
    const { schoolId, sub } = await subscribedSchool();
    const end = new Date(Date.now() - MINUTE);
    await setPeriod(sub.id, new Date(end.getTime() - 30 * DAY), end);
    const now = new Date();

    const [a, b] = await Promise.all([service().renewDue(now), service().renewDue(now)]);
    await service().renewDue(now);
    const billed = await invoicesOf(schoolId);
    expect(billed).toHaveLength(2);
    // Exactly one of the two sweeps billed it.
    expect([...a, ...b].filter((id) => id === billed[1]!.id)).toHaveLength(1);

    // The unique key stands behind the row lock: a second claim of the same period gets nothing.
    const repo = createBillingRepository(t.db);
    const period = { subscriptionId: sub.id, schoolId, periodStart: end, periodEnd: billingPeriodEnd(end, true) };
    expect(await repo.claimRenewal({ ...period, amount: 48.6 })).toBeNull();
    const claims = await t.db
      .select()
      .from(subscriptionRenewals)
      .where(and(eq(subscriptionRenewals.subscriptionId, sub.id), eq(subscriptionRenewals.periodStart, end)));
    expect(claims).toHaveLength(1);
  });

  it('catches up every missed period with an invoice each, and leaves an unconfirmed plan alone', async () => {
    const { schoolId, sub } = await subscribedSchool();
    // Three monthly periods ended while nothing ran (the server was stopped, say).
    const now = new Date();
    const start = new Date(now.getTime() - 100 * DAY);
    const ends = [billingPeriodEnd(start, true)];
    while (ends.length < 4) ends.push(billingPeriodEnd(ends[ends.length - 1]!, true));
    expect(ends[2]! <= now && ends[3]! > now).toBe(true);
    await setPeriod(sub.id, start, ends[0]!);
    await service().renewDue(now);
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(after!.periodStart).toEqual(ends[2]);
    expect(after!.periodEnd).toEqual(ends[3]);
    const billed = await invoicesOf(schoolId);
    expect(billed).toHaveLength(4);
    const renewals = await t.db
      .select({ periodStart: subscriptionRenewals.periodStart, invoiceId: subscriptionRenewals.invoiceId })
      .from(subscriptionRenewals)
      .where(eq(subscriptionRenewals.subscriptionId, sub.id))
      .orderBy(subscriptionRenewals.periodStart);
    expect(renewals).toEqual(ends.slice(0, 3).map((periodStart, i) => ({ periodStart, invoiceId: billed[i + 1]!.id })));

    // Registered but never confirmed: not live, not billed again.
    const body = registration(t);
    const res = await postRegistration(t, body);
    const pending = (res.json() as { school_id: number }).school_id;
    const [waiting] = await t.db.select().from(subscriptions).where(eq(subscriptions.schoolId, pending));
    expect(waiting!.status).toBe('awaiting_confirmation');
    await setPeriod(waiting!.id, new Date(Date.now() - 40 * DAY), new Date(Date.now() - 10 * DAY));
    await service().renewDue();
    expect(await invoicesOf(pending)).toHaveLength(1);
  });

  it('queues one sweep at a time: a tick while one waits adds none', async () => {
    await t.app.jobs.drain();
    const first = await t.app.jobs.enqueueUnlessQueued(RENEWAL_QUEUE, {});
    expect(first).toEqual(expect.any(Number));
    expect(await t.app.jobs.enqueueUnlessQueued(RENEWAL_QUEUE, {})).toBeNull();
    await t.app.jobs.drain();
    expect(await t.app.jobs.enqueueUnlessQueued(RENEWAL_QUEUE, {})).toEqual(expect.any(Number));
    await t.app.jobs.drain();
  });
});
