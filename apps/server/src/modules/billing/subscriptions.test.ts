import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECT_IDS } from '@markwell/domain/pricing/index';
import { invoices, subscriptions } from '../../db/schema/index';
import { factories } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerConfirmedSchool } from './test-helpers';

let t: TestApp;
let f: ReturnType<typeof factories>;
beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
});
afterAll(() => t.close());

const ONLY_SCHOOL_ADMIN = (ok: number) => ({
  anonymous: 401,
  student: 403,
  otherTeacher: 403,
  teacher: 403,
  schoolAdmin: ok,
  staff: 403,
  admin: 403,
});
const { Biology, Chemistry, Spanish, French } = SUBJECT_IDS;
const DAY = 24 * 3600 * 1000;

describe('GET /api/v2/subscription/user', () => {
  it("shows a school admin their school's plan", async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/subscription/user' })).toEqual(ONLY_SCHOOL_ADMIN(200));
    const body = (await t.request('schoolAdmin', { method: 'GET', url: '/api/v2/subscription/user' })).json();
    expect(body).toMatchObject({
      school: { name: 'Northfield Academy', type: 'largeschool' },
      status: 'active',
      monthly: true,
      amount: 72, // (40 + 40) × 90%
      discount_percent: 10,
      can_change: true,
      changes: [],
    });
    expect(body.subjects.map((s: { name: string }) => s.name)).toEqual(['Biology', 'Chemistry']);
    // The renewal invoice comes when this period ends, at the prices in force then.
    expect(body.next_invoice).toMatchObject({ issued_on: body.period_end, net: 72, vat: 14.4, gross: 86.4 });
  });

  it('answers 404 to a school admin whose school has no subscription', async () => {
    const school = await f.buildSchool();
    const res = await t.request({ userId: school.owner.id }, { method: 'GET', url: '/api/v2/subscription/user' });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/v2/subscriptions/:id/quotes and PATCH /api/v2/subscriptions/:id/user', () => {
  it('checks roles, input and ownership', async () => {
    const { owner } = await registerConfirmedSchool(t);
    const [own] = await t.db.select().from(subscriptions).where(eq(subscriptions.schoolId, owner.schoolId!));
    const body = { curriculas: [Biology], monthly: true, quoted_charge: 0 };
    const patch = (id: number | string, payload: object = body) => ({
      method: 'PATCH' as const,
      url: `/api/v2/subscriptions/${id}/user`,
      payload,
    });
    const statuses = await t.statusByCaller(patch(own!.id));
    // Demo callers' role checks come first; the demo school admin then meets another school's plan: 404.
    expect(statuses).toEqual(ONLY_SCHOOL_ADMIN(404));
    expect((await t.request({ userId: owner.id }, patch('x'))).statusCode).toBe(400);
    expect(
      (
        await t.request({ userId: owner.id }, patch(own!.id, { curriculas: [], monthly: true, quoted_charge: 0 }))
      ).json(),
    ).toMatchObject({
      code: 'validation_failed',
      errors: [{ path: 'body.curriculas' }],
    });
    expect((await t.request({ userId: owner.id }, patch(own!.id, { ...body, curriculas: [777] }))).json().code).toBe(
      'unknown_subject',
    );
    const quote = {
      method: 'POST' as const,
      url: `/api/v2/subscriptions/${own!.id}/quotes`,
      payload: { curriculas: [Biology], monthly: true },
    };
    expect(await t.statusByCaller(quote)).toEqual(ONLY_SCHOOL_ADMIN(404));
    // A school admin who is not the owner sees the plan but cannot change it.
    const deputy = await f.buildTeacher(owner.schoolId!, { schoolAdmin: true });
    const seen = (await t.request({ userId: deputy.id }, { method: 'GET', url: '/api/v2/subscription/user' })).json();
    expect(seen.can_change).toBe(false);
    expect((await t.request({ userId: deputy.id }, patch(own!.id))).statusCode).toBe(403);
  });

  it('prorates adding a subject mid-period, says so first, invoices it and shows the new curricula', async () => {
    const { owner, schoolId } = await registerConfirmedSchool(t, { curriculas: [Biology, Chemistry] });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.schoolId, schoolId));
    // Half of a 30-day period is gone.
    const start = new Date(Date.now() - 15 * DAY);
    await t.db
      .update(subscriptions)
      .set({ periodStart: start, periodEnd: new Date(start.getTime() + 30 * DAY) })
      .where(eq(subscriptions.id, sub!.id));
    const as = { userId: owner.id };
    const choice = { curriculas: [Biology, Chemistry, Spanish], monthly: true };
    const quote = (
      await t.request(as, { method: 'POST', url: `/api/v2/subscriptions/${sub!.id}/quotes`, payload: choice })
    ).json();
    // small school: (27 + 27) × 90% = 48.6 now; (27 + 27 + 22) × 80% = 60.8 after; 12.2 × 15 / 30 = 6.1
    expect(quote).toMatchObject({
      amount: 60.8,
      discount_percent: 20,
      charge: 6.1,
      days_left: 15,
      period_days: 30,
      new_period: false,
    });
    expect(quote.explanation).toContain('GBP 6.10 now');
    // Dates as everywhere else in the product: DD.MM.YYYY.
    const end = new Date(quote.period_end);
    const ddmmyyyy = `${String(end.getUTCDate()).padStart(2, '0')}.${String(end.getUTCMonth() + 1).padStart(2, '0')}.${end.getUTCFullYear()}`;
    expect(quote.explanation).toContain(`From ${ddmmyyyy} the plan costs`);
    expect(quote.explanation).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const stale = await t.request(as, {
      method: 'PATCH',
      url: `/api/v2/subscriptions/${sub!.id}/user`,
      payload: { ...choice, quoted_charge: 5 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'quote_changed', quote: { charge: 6.1 } });

    const res = await t.request(as, {
      method: 'PATCH',
      url: `/api/v2/subscriptions/${sub!.id}/user`,
      payload: { ...choice, quoted_charge: quote.charge },
    });
    expect(res.statusCode).toBe(200);
    const { subscription, invoice_id } = res.json();
    expect(subscription).toMatchObject({ amount: 60.8, discount_percent: 20 });
    expect(subscription.changes[0]).toMatchObject({
      subjects_before: ['Biology', 'Chemistry'],
      amount_before: 48.6,
      amount_after: 60.8,
      prorated: 6.1,
      invoice_id,
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoice_id));
    expect(invoice).toMatchObject({ net: '6.10', vat: '1.22', gross: '7.32' });

    const curricula = await t.request(as, { method: 'GET', url: `/api/v2/schools/${schoolId}/curriculas` });
    expect(curricula.statusCode).toBe(200);
    const names = JSON.stringify(curricula.json());
    expect(names).toContain('Edexcel Spanish');

    // Dropping Chemistry hides its curricula and credits the rest of the period.
    const drop = { curriculas: [Biology, Spanish], monthly: true };
    const q2 = (
      await t.request(as, { method: 'POST', url: `/api/v2/subscriptions/${sub!.id}/quotes`, payload: drop })
    ).json();
    expect(q2.charge).toBeLessThan(0);
    expect(q2.explanation).toContain('credit');
    const dropped = await t.request(as, {
      method: 'PATCH',
      url: `/api/v2/subscriptions/${sub!.id}/user`,
      payload: { ...drop, quoted_charge: q2.charge },
    });
    expect(dropped.statusCode).toBe(200);
    const after = JSON.stringify(
      (await t.request(as, { method: 'GET', url: `/api/v2/schools/${schoolId}/curriculas` })).json(),
    );
    expect(after).not.toContain('AQA Chemistry');
    expect(after).toContain('AQA Biology');

    const same = await t.request(as, {
      method: 'PATCH',
      url: `/api/v2/subscriptions/${sub!.id}/user`,
      payload: { ...drop, quoted_charge: 0 },
    });
    expect(same.json().code).toBe('plan_unchanged');
  });

  it('starts a new period when switching to yearly, less the unused part of the month', async () => {
    const { owner, schoolId } = await registerConfirmedSchool(t, { curriculas: [French], school_type: 'coach' });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.schoolId, schoolId));
    const choice = { curriculas: [French], monthly: false };
    const quote = (
      await t.request(
        { userId: owner.id },
        { method: 'POST', url: `/api/v2/subscriptions/${sub!.id}/quotes`, payload: choice },
      )
    ).json();
    expect(quote.new_period).toBe(true);
    expect(quote.amount).toBe(120); // coach French 12 × 10
    expect(quote.charge).toBe(Math.round((120 - (12 * quote.days_left) / quote.period_days) * 100) / 100);
    const res = await t.request(
      { userId: owner.id },
      {
        method: 'PATCH',
        url: `/api/v2/subscriptions/${sub!.id}/user`,
        payload: { ...choice, quoted_charge: quote.charge },
      },
    );
    expect(res.json().subscription).toMatchObject({ monthly: false, amount: 120 });
  });
});

describe('invoices', () => {
  const get = (url: string) => ({ method: 'GET' as const, url });

  it("lists the school's invoices for its admins only", async () => {
    expect(await t.statusByCaller(get('/api/v2/invoices'))).toEqual(ONLY_SCHOOL_ADMIN(200));
    const list = (await t.request('schoolAdmin', get('/api/v2/invoices'))).json();
    expect(list.items[0]).toMatchObject({
      number: 'MW-000001',
      net: 72,
      vat: 14.4,
      gross: 86.4,
      status: 'unpaid',
      currency: 'GBP',
    });
  });

  it('pages the list newest first with a cursor, and checks its query', async () => {
    expect((await t.request('schoolAdmin', get('/api/v2/invoices?limit=101'))).statusCode).toBe(400);
    expect((await t.request('schoolAdmin', get('/api/v2/invoices?cursor=not*a*cursor'))).statusCode).toBe(400);
    expect((await t.request('schoolAdmin', get('/api/v2/invoices?cursor=WzFd_x'))).statusCode).toBe(400);
    const all = (await t.request('schoolAdmin', get('/api/v2/invoices'))).json();
    expect(all.next_cursor).toBeNull();
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: number }[]; next_cursor: string | null } = (
        await t.request('schoolAdmin', get(`/api/v2/invoices?limit=1${cursor ? `&cursor=${cursor}` : ''}`))
      ).json();
      expect(page.items.length).toBeLessThanOrEqual(1);
      paged.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(paged).toEqual(all.items.map((i: { id: number }) => i.id));
    expect(paged).toEqual([...paged].sort((a, b) => b - a));
  });

  it('shows one invoice and its PDF to its school (and the platform admin); another school gets 404', async () => {
    const [own] = await t.db.select().from(invoices).orderBy(invoices.id).limit(1); // Northfield's
    const statuses = await t.statusByCaller(get(`/api/v2/invoices/${own!.id}`));
    expect(statuses).toEqual({ ...ONLY_SCHOOL_ADMIN(200), admin: 200 });
    const { owner } = await registerConfirmedSchool(t);
    expect((await t.request({ userId: owner.id }, get(`/api/v2/invoices/${own!.id}`))).statusCode).toBe(404);
    expect((await t.request('schoolAdmin', get('/api/v2/invoices/99999999'))).statusCode).toBe(404);
    expect((await t.request('schoolAdmin', get('/api/v2/invoices/abc'))).statusCode).toBe(400);
    const invoice = (await t.request('schoolAdmin', get(`/api/v2/invoices/${own!.id}`))).json();
    expect(invoice.lines.map((l: { description: string }) => l.description)).toEqual([
      'Biology, one month',
      'Chemistry, one month',
      'Discount for 2 subjects (10%)',
    ]);
    expect(invoice.payment.instructions).toContain('MW-000001');

    const pdf = await t.request('schoolAdmin', get(`/api/v2/invoices/${own!.id}/pdf`));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('MW-000001.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.request({ userId: owner.id }, get(`/api/v2/invoices/${own!.id}/pdf`))).statusCode).toBe(404);
  });

  it('lets the platform admin mark an invoice paid', async () => {
    const [own] = await t.db.select().from(invoices).orderBy(invoices.id).limit(1);
    const pay = (paid: unknown) => ({
      method: 'PATCH' as const,
      url: `/api/v2/invoices/${own!.id}/payment`,
      payload: { paid },
    });
    expect((await t.statusByCaller(pay(false))).schoolAdmin).toBe(403);
    expect((await t.request('admin', pay('yes'))).statusCode).toBe(400);
    const res = await t.request('admin', pay(true));
    expect(res.json()).toMatchObject({ status: 'paid', payment: { instructions: 'Paid: thank you.' } });
    expect(res.json().paid_at).toBeTruthy();
  });
});

describe('GET /api/v2/admin/invoices', () => {
  const list = (query = '') => ({ method: 'GET' as const, url: `/api/v2/admin/invoices${query}` });
  type Row = { id: number; number: string; status: string; school: { name: string } };

  it('is for the platform admin only, and checks its query', async () => {
    expect(await t.statusByCaller(list())).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 403,
      teacher: 403,
      schoolAdmin: 403,
      staff: 403,
      admin: 200,
    });
    for (const bad of ['?status=late', '?limit=101', '?cursor=not*a*cursor', '?cursor=WzFd_x']) {
      const res = await t.request('admin', list(bad));
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it("lists every school's invoices newest first, filtered by payment and found by school or number", async () => {
    const all = (await t.request('admin', list())).json();
    const items = all.items as Row[];
    expect(items.map((i) => i.id)).toEqual([...items.map((i) => i.id)].sort((a, b) => b - a));
    expect(items.map((i) => i.school.name)).toEqual(expect.arrayContaining(['Northfield Academy', 'Riverside School']));
    expect(all.total).toBe(items.length);
    const first = items.find((i) => i.number === 'MW-000001')!;
    expect(first).toMatchObject({ school: { name: 'Northfield Academy' }, gross: 86.4, currency: 'GBP' });

    const unpaid = (await t.request('admin', list('?status=unpaid'))).json().items as Row[];
    expect(unpaid.length).toBeGreaterThan(0);
    expect(unpaid.every((i) => i.status === 'unpaid')).toBe(true);
    const paid = (await t.request('admin', list('?status=paid'))).json().items as Row[];
    expect(paid.every((i) => i.status === 'paid')).toBe(true);
    expect(unpaid.length + paid.length).toBe(items.length);

    const riverside = (await t.request('admin', list('?q=riverside'))).json().items as Row[];
    expect(riverside.length).toBeGreaterThan(0);
    expect(riverside.every((i) => i.school.name === 'Riverside School')).toBe(true);
    for (const q of ['MW-000001', 'mw-1', '1']) {
      const found = (await t.request('admin', list(`?q=${q}`))).json().items as Row[];
      expect(found.map((i) => i.number)).toContain('MW-000001');
    }
    expect((await t.request('admin', list('?q=%25'))).json().items).toEqual([]); // % is a character, not a wildcard

    // Paged one at a time, the same list.
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Row[]; next_cursor: string | null } = (
        await t.request('admin', list(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`))
      ).json();
      paged.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(paged).toEqual(items.map((i) => i.id));
  });

  it('shows a payment marked by the admin at once', async () => {
    const [unpaid] = (await t.request('admin', list('?status=unpaid'))).json().items as Row[];
    const pay = (paid: boolean) => ({
      method: 'PATCH' as const,
      url: `/api/v2/invoices/${unpaid!.id}/payment`,
      payload: { paid },
    });
    expect((await t.request('admin', pay(true))).statusCode).toBe(200);
    const after = (await t.request('admin', list(`?q=${unpaid!.number}`))).json().items as (Row & {
      paid_at: string;
    })[];
    expect(after.find((i) => i.id === unpaid!.id)).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
    expect(((await t.request('admin', list('?status=unpaid'))).json().items as Row[]).map((i) => i.id)).not.toContain(
      unpaid!.id,
    );
    expect((await t.request('admin', pay(false))).json()).toMatchObject({ status: 'unpaid', paid_at: null });
  });
});

describe('subject prices', () => {
  const STAFF_ONLY = {
    anonymous: 401,
    student: 403,
    otherTeacher: 403,
    teacher: 403,
    schoolAdmin: 403,
    staff: 200,
    admin: 200,
  };
  const prices = {
    price_mini: 20,
    price_small: 33,
    price_medium: 50,
    price_large: 70,
    price_mini_discount: null,
    price_small_discount: 30,
    price_medium_discount: null,
    price_large_discount: null,
  };

  it('are for content staff, never backdated', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/subject-prices' })).toEqual(STAFF_ONLY);
    const post = (payload: object) => ({ method: 'POST' as const, url: '/api/v2/subject-prices', payload });
    expect((await t.request('schoolAdmin', post({ ...prices, subject_id: Biology }))).statusCode).toBe(403);
    expect((await t.request('staff', post({ ...prices, subject_id: Biology, price_mini: -1 }))).statusCode).toBe(400);
    expect((await t.request('staff', post({ ...prices, subject_id: 555 }))).statusCode).toBe(404);
    const past = await t.request(
      'staff',
      post({ ...prices, subject_id: Biology, effective_from: '2020-01-01T00:00:00Z' }),
    );
    expect(past.json()).toMatchObject({ code: 'effective_from_past', errors: [{ path: 'body.effective_from' }] });
  });

  it('apply to new periods only: a scheduled list waits, a list from now prices new sign-ups, a begun period keeps its own', async () => {
    const later = new Date(Date.now() + 30 * DAY).toISOString();
    const scheduled = await t.request('staff', {
      method: 'POST',
      url: '/api/v2/subject-prices',
      payload: { ...prices, subject_id: French, effective_from: later },
    });
    expect(scheduled.statusCode).toBe(201);
    const schedule = (await t.request('staff', { method: 'GET', url: '/api/v2/subject-prices' })).json();
    const french = schedule.items.find((i: { subject: { id: number } }) => i.subject.id === French);
    expect(french.current.price_small).toBe(25);
    expect(french.upcoming.map((u: { price_small: number }) => u.price_small)).toEqual([33]);

    const now = await t.request('staff', {
      method: 'POST',
      url: '/api/v2/subject-prices',
      payload: { ...prices, subject_id: Biology },
    });
    expect(now.statusCode).toBe(201);
    const categories = (await t.request('anonymous', { method: 'GET', url: '/api/v2/register/categories' })).json();
    const bio = categories.categories
      .find((c: { type: string }) => c.type === 'smallschool')
      .subjects.find((s: { id: number }) => s.id === Biology);
    expect(bio).toMatchObject({ price: 33, price_discount: 30 });
    // Northfield's period began before: it still sees (and pays) the prices it began with.
    const plan = (await t.request('schoolAdmin', { method: 'GET', url: '/api/v2/subscription/user' })).json();
    expect(plan.offer.find((s: { id: number }) => s.id === Biology).price_medium).toBe(45);
  });
});
