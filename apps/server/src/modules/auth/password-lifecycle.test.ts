import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, users } from '../../db/schema/index';
import { loadEnv } from '../../env';
import { hashPassword, OWASP_LOG2_N, setPasswordHashCost, verifyPassword } from '../../lib/password';
import { anyUser } from '../../../test/helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
const GOOD_PASSWORD = 'plum tractor sunrise';

/** A student of the first demo school with a known password (hashed at the test cost). */
async function person(password = 'first password here', over: Partial<typeof users.$inferInsert> = {}) {
  const email = `person-${process.pid}-${++seq}@lifecycle.test`;
  const [row] = await t.db
    .insert(users)
    .values({ email, name: 'Pat Person', kind: 'student', passwordHash: await hashPassword(password), ...over })
    .returning();
  return { ...row!, password };
}

const login = (username: string, password: string, ip = `10.9.${seq}.1`) =>
  t.app.inject({ method: 'POST', url: '/login_check', payload: { username, password }, remoteAddress: ip });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v2/me', headers: bearer(token) });

async function tokenOf(email: string, password: string) {
  const res = await login(email, password);
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

describe('POST /api/v2/me/password', () => {
  const change = (token: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v2/me/password', headers: bearer(token), payload: body as object });

  it('is for any signed-in user (401 anonymous), and checks its body (400)', async () => {
    // Every demo caller gets past access and fails on the current password: 400, never 403.
    expect(
      await t.statusByCaller({
        method: 'POST',
        url: '/api/v2/me/password',
        payload: { currentPassword: 'not it', newPassword: GOOD_PASSWORD },
      }),
    ).toEqual(anyUser(400));
    const p = await person();
    const token = await tokenOf(p.email, p.password);
    const bad = await change(token, { currentPassword: p.password });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });

  it('refuses a wrong current password, and a new one that breaks the rules', async () => {
    const p = await person();
    const token = await tokenOf(p.email, p.password);
    const wrong = await change(token, { currentPassword: 'nope nope', newPassword: GOOD_PASSWORD });
    expect(wrong.json()).toMatchObject({ status: 400, code: 'wrong_current_password' });
    const short = await change(token, { currentPassword: p.password, newPassword: 'short1' });
    expect(short.json()).toMatchObject({ status: 400, code: 'password_rejected', problems: ['too_short'] });
    const common = await change(token, { currentPassword: p.password, newPassword: 'qwertyuiop' });
    expect(common.json()).toMatchObject({ code: 'password_rejected', problems: ['too_common'] });
    expect(common.json().errors).toEqual([{ path: 'newPassword', message: expect.stringMatching(/common/) }]);
  });

  it('sets the new password, answers a new token and revokes every other token', async () => {
    const p = await person();
    const here = await tokenOf(p.email, p.password);
    const elsewhere = await tokenOf(p.email, p.password);
    const res = await change(here, { currentPassword: p.password, newPassword: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login(p.email, p.password)).statusCode).toBe(401);
    expect((await login(p.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/v2/logout', () => {
  it('is 401 anonymous, 204 for any user, and the token stops working on the server', async () => {
    expect((await t.request('anonymous', { method: 'POST', url: '/api/v2/logout' })).statusCode).toBe(401);
    const p = await person();
    const token = await tokenOf(p.email, p.password);
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/v2/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('unauthenticated');
  });
});

describe('one-time passwords', () => {
  it('lets the account do nothing but see itself, change the password or log out', async () => {
    const p = await person('one time pass 1', { mustChangePassword: true });
    const token = await tokenOf(p.email, p.password);
    const self = await me(token);
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ mustChangePassword: true });
    const other = await t.app.inject({ method: 'DELETE', url: '/api/v2/me/avatar', headers: bearer(token) });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      code: 'password_change_required',
      type: 'https://markwell.test/problems/password_change_required',
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v2/me/password',
      headers: bearer(token),
      payload: { currentPassword: p.password, newPassword: GOOD_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;
    expect((await me(fresh)).json()).toMatchObject({ mustChangePassword: false });
    const now = await t.app.inject({ method: 'DELETE', url: '/api/v2/me/avatar', headers: bearer(fresh) });
    expect(now.statusCode).toBe(200);
  });
});

describe('forgot password', () => {
  const forgot = (email: string, ip = '10.20.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/v2/password-resets', payload: { email }, remoteAddress: ip });
  const confirm = (token: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/api/v2/password-resets/confirm', payload: { token, newPassword } });
  const mailTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const tokenIn = (text: string) => /reset-password#token=([\w-]+)/.exec(text)?.[1];

  it('answers the same whether or not the address has an account, and checks its body', async () => {
    const p = await person();
    const known = await forgot(p.email, '10.20.1.1');
    const unknown = await forgot(`nobody-${seq}@lifecycle.test`, '10.20.1.1');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect((await forgot('not an address', '10.20.1.1')).statusCode).toBe(400);
    await t.app.jobs.drain();
    expect(await mailTo(p.email)).toHaveLength(1);
    expect(await mailTo(`nobody-${seq}@lifecycle.test`)).toHaveLength(0);
  });

  it('e-mails a single-use link stored only as a hash; using it revokes the other tokens', async () => {
    const p = await person();
    const oldToken = await tokenOf(p.email, p.password);
    await forgot(p.email, '10.20.2.1');
    await t.app.jobs.drain();
    const [mail] = await mailTo(p.email);
    const token = tokenIn(mail!.text)!;
    expect(mail!.text).toContain('http://localhost:');
    const stored = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, p.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // A refused password leaves the link usable.
    expect((await confirm(token, 'short')).json()).toMatchObject({ code: 'password_rejected' });
    expect((await confirm(token, GOOD_PASSWORD)).statusCode).toBe(204);
    expect((await confirm(token, 'another good password')).json()).toMatchObject({
      status: 400,
      code: 'reset_link_invalid',
    });
    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await login(p.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('voids the older links when a newer one is asked for: only the newest works', async () => {
    const p = await person();
    await forgot(p.email, '10.20.5.1');
    await forgot(p.email, '10.20.5.2');
    await t.app.jobs.drain();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, p.email)).orderBy(mailOutbox.id);
    expect(mails).toHaveLength(2);
    const [older, newer] = mails.map((m) => tokenIn(m.text)!);
    expect((await confirm(older!, GOOD_PASSWORD)).json()).toMatchObject({ code: 'reset_link_invalid' });
    expect((await confirm(newer!, GOOD_PASSWORD)).statusCode).toBe(204);
  });

  it('refuses an expired link and an unknown one', async () => {
    const p = await person();
    await forgot(p.email, '10.20.3.1');
    await t.app.jobs.drain();
    const token = tokenIn((await mailTo(p.email))[0]!.text)!;
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, p.id));
    expect((await confirm(token, GOOD_PASSWORD)).json()).toMatchObject({ code: 'reset_link_invalid' });
    expect((await confirm('made-up-token', GOOD_PASSWORD)).json()).toMatchObject({ code: 'reset_link_invalid' });
  });

  it('makes links that expire after one hour', async () => {
    const p = await person();
    await forgot(p.email, '10.20.4.1');
    await t.app.jobs.drain();
    const [row] = await t.db
      .select({ seconds: sql<number>`extract(epoch from (expires_at - created_at))`.mapWith(Number) })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, p.id));
    expect(Math.round(row!.seconds)).toBe(3600);
  });
});

describe('password hashing', () => {
  it("hashes at OWASP's cost (scrypt N=2^17) unless a test run asks for fast hashes", async () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: t.app.env.dataDir };
    expect(loadEnv({ ...base, NODE_ENV: 'production', PASSWORD_HASH_COST: 'fast' }).passwordHashLog2N).toBe(17);
    expect(loadEnv({ ...base, NODE_ENV: 'development', PASSWORD_HASH_COST: 'fast' }).passwordHashLog2N).toBe(17);
    expect(loadEnv({ ...base, NODE_ENV: 'test' }).passwordHashLog2N).toBe(17);
    expect(loadEnv({ ...base, NODE_ENV: 'test', PASSWORD_HASH_COST: 'fast' }).passwordHashLog2N).toBe(10);
    setPasswordHashCost(OWASP_LOG2_N);
    try {
      const hash = await hashPassword('correct horse battery');
      expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
      expect(await verifyPassword('correct horse battery', hash)).toBe(true);
      expect(await verifyPassword('correct horse battery!', hash)).toBe(false);
    } finally {
      setPasswordHashCost(t.app.env.passwordHashLog2N);
    }
  });

  it('upgrades an older, cheaper hash at the next successful login', async () => {
    const p = await person('an older hash 1', {
      // Cheaper than what new hashes get (here the test cost): as hashes made before OWASP's cost.
      passwordHash:
        'scrypt$256$8$1$c2FsdHNhbHRzYWx0c2FsdA$' +
        (await import('node:crypto'))
          .scryptSync('an older hash 1', Buffer.from('c2FsdHNhbHRzYWx0c2FsdA', 'base64url'), 32, { N: 256 })
          .toString('base64url'),
    });
    expect((await login(p.email, p.password)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, p.id));
    expect(row!.passwordHash.startsWith('scrypt$256$')).toBe(false);
    expect((await login(p.email, p.password)).statusCode).toBe(200);
  });
});
