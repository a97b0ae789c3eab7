import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECT_IDS } from '@markwell/domain/pricing/index';
import {
  billingCounters,
  curricula,
  invoiceLines,
  invoices,
  mailOutbox,
  schoolVisibleCurricula,
  schools,
  subscriptions,
  subscriptionSubjects,
  users,
} from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { issueFormToken } from './form-token';
import { confirmationToken, freshIp, postRegistration, registration } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/login_check', payload: { username, password }, remoteAddress: freshIp() });
const errorPaths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((e) => e.path).sort();

describe('GET /api/v2/register/categories', () => {
  it('is public and prices every subject on offer for each school type', async () => {
    const statuses = await t.statusByCaller({ method: 'GET', url: '/api/v2/register/categories' });
    expect(new Set(Object.values(statuses))).toEqual(new Set([200]));
    const body = (await t.request('anonymous', { method: 'GET', url: '/api/v2/register/categories' })).json();
    expect(body.categories.map((c: { type: string }) => c.type)).toEqual([
      'coach',
      'smallschool',
      'largeschool',
      'xlschool',
    ]);
    const large = body.categories.find((c: { type: string }) => c.type === 'largeschool');
    expect(large.price_column).toBe('price_medium');
    expect(large.subjects.find((s: { id: number }) => s.id === SUBJECT_IDS.Biology)).toMatchObject({
      price: 45,
      price_discount: 40,
    });
    expect(body.subjects.find((s: { id: number }) => s.id === SUBJECT_IDS.Roadmap)).toMatchObject({
      price_medium: 18.5,
      price_medium_discount: null,
    });
    expect(body.vat_percent).toBe(20);
    expect(body.form_token).toMatch(/^\d+\.[\w-]+$/);
  });
});

describe('POST /api/v2/registers/users', () => {
  it('answers each invalid field as its own problem entry', async () => {
    const res = await postRegistration(t, { school_type: 'castle', curriculas: [], form_token: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(errorPaths(res.json())).toEqual(
      ['body.curriculas', 'body.email', 'body.name', 'body.password', 'body.school_name', 'body.school_type'].sort(),
    );
    const empty = await postRegistration(t, registration(t, { curriculas: [] }));
    expect(empty.json().errors).toEqual([{ path: 'body.curriculas', message: 'Choose at least one subject' }]);
  });

  it('refuses a weak password, an unknown subject and a taken e-mail address with clear errors', async () => {
    const weak = await postRegistration(t, registration(t, { password: 'password123' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('password_rejected');
    expect(errorPaths(weak.json())).toContain('body.password');

    const unknown = await postRegistration(t, registration(t, { curriculas: [SUBJECT_IDS.Biology, 999] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'unknown_subject', errors: [{ path: 'body.curriculas' }] });

    // Addresses are compared without case: the demo school admin's, typed in capitals, is taken.
    const taken = await postRegistration(t, registration(t, { email: DEMO_ACCOUNTS.schoolAdmin.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'email_taken', errors: [{ path: 'body.email' }] });
  });

  it('refuses bots cheaply: a filled hidden field, a form sent at once, a forged token', async () => {
    const honeypot = await postRegistration(t, registration(t, { website: 'http://spam.example' }));
    expect(honeypot.statusCode).toBe(400);
    expect(honeypot.json().code).toBe('form_rejected');
    const tooFast = await postRegistration(t, registration(t, { form_token: issueFormToken(t.app.env.jwtSecret) }));
    expect(tooFast.json().code).toBe('form_rejected');
    const forged = await postRegistration(
      t,
      registration(t, { form_token: issueFormToken('another-secret', Date.now() - 9000) }),
    );
    expect(forged.json().code).toBe('form_rejected');
    const stale = await postRegistration(
      t,
      registration(t, { form_token: issueFormToken(t.app.env.jwtSecret, Date.now() - 2 * 24 * 3600 * 1000) }),
    );
    expect(stale.json().code).toBe('form_rejected');
  });

  it('limits registrations to 5 an hour per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await postRegistration(t, {}, ip)).statusCode).toBe(400);
    const sixth = await postRegistration(t, registration(t), ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('rate_limited');
  });

  it('creates the school, its owner, the subscription at the server price, curricula and an invoice; live once the e-mail is confirmed', async () => {
    const body = registration(t, { school_type: 'smallschool' });
    const res = await postRegistration(t, body);
    expect(res.statusCode).toBe(201);
    // small school, discounted prices 27 + 27 + 22 = 76, three subjects 20% off
    expect(res.json()).toMatchObject({ amount: 60.8, discount_percent: 20, monthly: true, email: body.email });
    const schoolId = res.json().school_id as number;

    const [school] = await t.db.select().from(schools).where(eq(schools.id, schoolId));
    expect(school).toMatchObject({ name: body.school_name, type: 'smallschool', active: false });
    const [owner] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(owner).toMatchObject({ schoolId, kind: 'teacher', schoolAdmin: true, owner: true, emailConfirmedAt: null });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.schoolId, schoolId));
    expect(sub).toMatchObject({ status: 'awaiting_confirmation', amount: '60.80', discountPercent: 20, monthly: true });
    const subjectIds = (
      await t.db.select().from(subscriptionSubjects).where(eq(subscriptionSubjects.subscriptionId, sub!.id))
    ).map((r) => r.subjectId);
    expect(subjectIds.sort((a, b) => a - b)).toEqual([SUBJECT_IDS.Spanish, SUBJECT_IDS.Biology, SUBJECT_IDS.Chemistry]);
    const visible = await t.db
      .select({ subjectId: curricula.subjectId })
      .from(schoolVisibleCurricula)
      .innerJoin(curricula, eq(curricula.id, schoolVisibleCurricula.curriculaId))
      .where(eq(schoolVisibleCurricula.schoolId, schoolId));
    expect(new Set(visible.map((v) => v.subjectId))).toEqual(new Set(subjectIds));
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.schoolId, schoolId));
    expect(invoice).toMatchObject({
      net: '60.80',
      vat: '12.16',
      gross: '72.96',
      status: 'unpaid',
      billTo: body.school_name,
    });
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id));
    expect(lines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0)).toBe(6080);

    // Before confirming: no login, and the answer says why.
    const early = await login(body.email, body.password);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('email_unconfirmed');

    const token = await confirmationToken(t, body.email);
    expect(token).toBeTruthy();
    const confirm = (tk: string) =>
      t.app.inject({ method: 'POST', url: '/api/v2/registers/confirmations', payload: { token: tk } });
    const confirmed = await confirm(token!);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: body.email, school_name: body.school_name });
    expect((await confirm(token!)).json().code).toBe('confirm_link_invalid');
    expect((await confirm('not-a-token')).statusCode).toBe(400);

    const [live] = await t.db.select().from(schools).where(eq(schools.id, schoolId));
    expect(live!.active).toBe(true);
    const signIn = await login(body.email, body.password);
    expect(signIn.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${signIn.json().token}` };
    const plan = await t.app.inject({ method: 'GET', url: '/api/v2/subscription/user', headers: auth });
    expect(plan.json()).toMatchObject({ status: 'active', amount: 60.8, discount_percent: 20, can_change: true });
    const list = await t.app.inject({ method: 'GET', url: '/api/v2/invoices', headers: auth });
    expect(list.json().items).toHaveLength(1);
  });

  it('charges yearly at ten months and ignores any price the client might think of', async () => {
    const body = {
      ...registration(t, { school_type: 'coach', curriculas: [SUBJECT_IDS.Biology] }),
      monthly: false,
      amount: 1,
    };
    const res = await postRegistration(t, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: 150, discount_percent: 0, monthly: false });
  });

  it('leaves nothing behind when the last insert fails', async () => {
    const count = async () => {
      const [row] = await t.db
        .execute<{ n: number }>(
          sql`
        select (select count(*) from ${schools}) + (select count(*) from ${users}) + (select count(*) from ${subscriptions})
             + (select count(*) from ${invoices}) + (select count(*) from ${mailOutbox}) + (select count(*) from ${subscriptionSubjects}) as n`,
        )
        .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
      return Number(row!.n);
    };
    const counterBefore = await t.db.select().from(billingCounters);
    const before = await count();
    // The registration's last write queues the e-mail's delivery job: make exactly that fail.
    await t.db.execute(sql`
      create function refuse_mail_jobs() returns trigger language plpgsql as $$
      begin
        if new.queue = 'mail' then raise exception 'delivery queue unavailable'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_mail_jobs before insert on jobs for each row execute function refuse_mail_jobs()`,
    );
    try {
      const body = registration(t);
      const res = await postRegistration(t, body);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('delivery queue unavailable');
      expect(await count()).toBe(before);
      expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
      expect(await t.db.select().from(billingCounters)).toEqual(counterBefore);
    } finally {
      await t.db.execute(sql`drop trigger refuse_mail_jobs on jobs`);
      await t.db.execute(sql`drop function refuse_mail_jobs()`);
    }
  });
});

describe('POST /api/v2/registers/confirmations/resend', () => {
  const resend = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/registers/confirmations/resend',
      payload: { email },
      remoteAddress: freshIp(),
    });

  it('answers alike for any address and e-mails a waiting owner a new link that replaces the old one', async () => {
    const body = registration(t);
    expect((await postRegistration(t, body)).statusCode).toBe(201);
    const first = await confirmationToken(t, body.email);
    const unknown = await resend('nobody-here@register.test');
    const known = await resend(body.email.toUpperCase());
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect((await resend('not an address')).statusCode).toBe(400);

    await t.app.jobs.drain();
    const second = await confirmationToken(t, body.email);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const confirm = (token: string | null) =>
      t.app.inject({ method: 'POST', url: '/api/v2/registers/confirmations', payload: { token } });
    expect((await confirm(first)).json().code).toBe('confirm_link_invalid');
    expect((await confirm(second)).statusCode).toBe(200);

    // Confirmed: nothing more is sent.
    const mails = async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email))).length;
    const before = await mails();
    await resend(body.email);
    await t.app.jobs.drain();
    expect(await mails()).toBe(before);
  });
});
