import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox, questions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { anyUser, staffOnly } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = {
  name: 'Jane Doe',
  email: 'jane.doe@school.example',
  work: 'Hillside High',
  subject: 'Hello Markwell team',
  message: 'Could you tell us about pricing for a school of 900 students?',
  vouchers: true,
};
let ipCounter = 0;
/** Each call from its own address unless one is given, so tests do not throttle each other. */
const send = (payload: Record<string, unknown>, ip = `10.9.0.${++ipCounter}`) =>
  t.app.inject({ method: 'PATCH', url: '/api/v2/send/contact', payload, remoteAddress: ip });

describe('PATCH /send/contact', () => {
  it('stores the message and mails it to the staff address with a reply-to', async () => {
    const res = await send(form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, form.email));
    expect(stored).toMatchObject({ name: 'Jane Doe', work: 'Hillside High', vouchers: true, message: form.message });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, form.email));
    expect(mail).toMatchObject({ to: 'team@markwell.test', subject: '[Contact] Hello Markwell team' });
    expect(mail!.text).toContain(form.message);
    expect(mail!.text).toContain('Workplace: Hillside High');
  });

  it('is open to anyone (signed in or not)', async () => {
    for (const caller of ['anonymous', 'student', 'teacher'] as const) {
      const res = await t.request(caller, {
        method: 'PATCH',
        url: '/api/v2/send/contact',
        payload: form,
        remoteAddress: `10.8.0.${++ipCounter}`,
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses missing fields, a malformed e-mail and over-long text', async () => {
    const missing = await send({ subject: 'Hi' });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.email', 'body.message', 'body.name']);
    expect((await send({ ...form, email: 'not-an-email' })).statusCode).toBe(400);
    expect((await send({ ...form, message: '   ' })).statusCode).toBe(400);
    expect((await send({ ...form, message: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await send({ ...form, name: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await send({ ...form, vouchers: 'yes' })).statusCode).toBe(400);
  });

  it('answers a filled honeypot like a success but stores and mails nothing', async () => {
    const before = await t.db.select().from(contactMessages);
    const outboxBefore = await t.db.select().from(mailOutbox);
    const res = await send({ ...form, email: 'bot@spam.example', website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await t.db.select().from(contactMessages)).toHaveLength(before.length);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(outboxBefore.length);
  });

  it('keeps a newline in the subject out of the mail headers', async () => {
    await send({ ...form, email: 'inject@school.example', subject: 'Hi\r\nBcc: victim@example.com' });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, 'inject@school.example'));
    expect(mail!.subject).not.toMatch(/[\r\n]/);
  });

  it('limits each address to five messages a minute', async () => {
    const ip = '10.7.7.7';
    for (let i = 0; i < 5; i++) expect((await send(form, ip)).statusCode).toBe(200);
    const limited = await send(form, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.json().code).toBe('rate_limited');
    // How long to wait, in the header and in the body, agreeing.
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(limited.json().retry_after).toBe(wait);
    // Another address is not affected.
    expect((await send(form, '10.7.7.8')).statusCode).toBe(200);
  });
});

describe('GET /contactmessages (staff)', () => {
  it('lists messages newest first', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/contactmessages' })).toEqual(staffOnly(200));
    expect((await t.request('staff', { method: 'GET', url: '/api/v2/contactmessages?limit=0' })).statusCode).toBe(400);
    // Its own two messages, so the test holds in any order.
    const older = { ...form, name: 'Older Sender', email: 'older@school.example' };
    const newer = { ...form, name: 'Newer Sender', email: 'newer@school.example', vouchers: false };
    expect((await send(older)).statusCode).toBe(200);
    expect((await send(newer)).statusCode).toBe(200);
    const res = (await t.request('staff', { method: 'GET', url: '/api/v2/contactmessages?limit=2' })).json();
    expect(res.items).toHaveLength(2);
    expect(res.total).toBeGreaterThanOrEqual(2);
    expect(res.items.map((m: { name: string }) => m.name)).toEqual(['Newer Sender', 'Older Sender']);
    expect(res.items[1]).toMatchObject({ email: 'older@school.example', vouchers: true });
    expect(res.total_capped).toBe(false);
    // The next page starts where this one ended; a page over the cap is refused.
    const next = (await t.request('staff', { method: 'GET', url: '/api/v2/contactmessages?limit=1&offset=1' })).json();
    expect(next.items.map((m: { name: string }) => m.name)).toEqual(['Older Sender']);
    expect(next.total).toBe(res.total);
    expect((await t.request('staff', { method: 'GET', url: '/api/v2/contactmessages?limit=101' })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /sendproblem and GET /problemreports', () => {
  it('lets any signed-in user report a problem; staff see the reports', async () => {
    expect(
      await t.statusByCaller({
        method: 'POST',
        url: '/api/v2/sendproblem',
        payload: { type: 'page', url: '/pages/about-markwell', message: 'A typo in the second paragraph' },
      }),
    ).toEqual(anyUser(201));
    const [question] = await t.db.select({ id: questions.id }).from(questions).limit(1);
    if (question) {
      const res = await t.request('student', {
        method: 'POST',
        url: '/api/v2/sendproblem',
        payload: { type: 'question', questionId: question.id, message: 'The diagram does not load' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, id: expect.any(Number) });
    }
    const reports = (await t.request('staff', { method: 'GET', url: '/api/v2/problemreports?limit=100' })).json();
    expect(reports.total).toBe(question ? 7 : 6);
    expect(
      reports.items.find((r: { userEmail: string | null }) => r.userEmail === 'student@demo.markwell.test'),
    ).toMatchObject({ userName: 'Sophie Student' });
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/problemreports' })).toEqual(staffOnly(200));
    // Staff are notified of each report, with a link to their inbox.
    const notes = (await t.request('staff', { method: 'GET', url: '/api/v2/notifications?limit=1&offset=0' })).json();
    expect(notes.items[0]).toMatchObject({ title: 'Problem reported by Sophie Student', link: '/staff/inbox' });
  });

  it('validates the report', async () => {
    const bad = async (payload: Record<string, unknown>) =>
      (await t.request('student', { method: 'POST', url: '/api/v2/sendproblem', payload })).statusCode;
    expect(await bad({ type: 'question', message: 'no id' })).toBe(400);
    expect(await bad({ type: 'page', message: 'no url' })).toBe(400);
    expect(await bad({ type: 'other', message: '' })).toBe(400);
    expect(await bad({ type: 'spam', message: 'x' })).toBe(400);
    const missing = await t.request('student', {
      method: 'POST',
      url: '/api/v2/sendproblem',
      payload: { type: 'question', questionId: 99999999, message: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    expect((await t.request('staff', { method: 'GET', url: '/api/v2/problemreports?offset=-1' })).statusCode).toBe(400);
  });
});
