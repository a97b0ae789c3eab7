import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle, users } from '../../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ACCOUNT_RULE, ADDRESS_RULE } from './login-throttle';

// Modules added with known devices are imported inside the tests that need them, so every other
// test here still runs (and fails) against a server without them.
const deviceModule = () => import('./device-cookie');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60;

/** A password login from `ip`, as a browser that sends `cookie` (a Cookie header), or none. */
const login = (username: string, password: string, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/login_check',
    payload: { username, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

/** The device cookie a response sets, as the browser sends it back (`name=value`). */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const set = res.cookies.find((c) => c.name.startsWith('mw_device_') && c.value !== '');
  expect(set, 'a device cookie is set').toBeDefined();
  return `${set!.name}=${set!.value}`;
}

/** A browser's first sign-in to the account: its device cookie from then on. */
async function signIn(email: string, ip: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await login(email, password, ip);
  expect(res.statusCode).toBe(200);
  return deviceCookieOf(res);
}

/** One wrong password from each of ACCOUNT_RULE.free addresses: the account is held. */
async function strangersFail(email: string, net: string) {
  for (let i = 0; i < ACCOUNT_RULE.free; i++) {
    expect((await login(email, `stranger-${i}`, `${net}.${i}.1`)).statusCode).toBe(401);
  }
}

const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('known devices at /login_check', () => {
  it("lets the owner's known browser in while strangers' failures hold the account; a new browser still waits", async () => {
    const account = DEMO_ACCOUNTS.student;
    const cookie = await signIn(account, '10.20.0.1');
    await strangersFail(account, '10.21');

    const fresh = await login(account, DEMO_PASSWORD, '10.22.0.1');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(fresh.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fresh.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT_RULE.maxDelaySeconds);

    const known = await login(account, DEMO_PASSWORD, '10.22.0.2', cookie);
    expect(known.statusCode).toBe(200);
    expect(known.json().token).toEqual(expect.any(String));
    // The sign-in renews the same cookie (same name) for another stretch.
    expect(deviceCookieOf(known).split('=')[0]).toBe(cookie.split('=')[0]);
  });

  it('sets the device cookie HttpOnly, SameSite=Lax, only for the login path, for DEVICE_COOKIE_DAYS, holding no password', async () => {
    const res = await login(DEMO_ACCOUNTS.teacher, DEMO_PASSWORD, '10.23.0.1');
    expect(res.statusCode).toBe(200);
    const set = res.cookies.find((c) => c.name.startsWith('mw_device_'))!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/login_check', maxAge: 90 * DAY });
    // The test app is served over http: a Secure cookie would never come back.
    expect(set.secure).toBeFalsy();
    const { passwordHash } = await userRow(DEMO_ACCOUNTS.teacher);
    const salt = passwordHash.split('$')[4]!;
    expect(set.value).not.toContain(salt);
    expect(set.value).not.toContain(DEMO_PASSWORD);

    const { createDeviceCookies, deviceCookieOptions } = await deviceModule();
    const https = deviceCookieOptions({
      jwtSecret: 'x'.repeat(32),
      siteUrl: 'https://markwell.example',
      DEVICE_COOKIE_DAYS: 30,
    });
    expect(https).toMatchObject({ secure: true, maxAgeSeconds: 30 * DAY });
    const [line] = createDeviceCookies(https).issue({ id: 1, passwordHash }, new Map());
    expect(line).toMatch(/; Max-Age=2592000; Path=\/login_check; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('counts failures made with a device cookie against that device only', async () => {
    const { DEVICE_RULE } = await import('./login-throttle');
    const account = DEMO_ACCOUNTS.teacher;
    const laptop = await signIn(account, '10.30.0.1');
    const phone = await signIn(account, '10.30.0.2');
    // Someone with the laptop's cookie guesses, from a new address each time.
    for (let i = 0; i < DEVICE_RULE.free; i++) {
      expect((await login(account, `cookie-guess-${i}`, `10.31.${i}.1`, laptop)).statusCode).toBe(401);
    }
    const held = await login(account, DEMO_PASSWORD, '10.31.200.1', laptop);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(DEVICE_RULE.baseDelaySeconds - 5);
    // The owner's other browser, and a new one, are not held by those failures.
    expect((await login(account, DEMO_PASSWORD, '10.32.0.1', phone)).statusCode).toBe(200);
    expect((await login(account, DEMO_PASSWORD, '10.32.0.2')).statusCode).toBe(200);
    const [accountKey] = await t.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `account:${account}`));
    expect(accountKey?.attempts ?? 0).toBe(0);
  });

  it("ignores a forged cookie, another account's, an expired one and one from before a password change", async () => {
    const { createDeviceCookies, deviceCookieOptions } = await deviceModule();
    const account = DEMO_ACCOUNTS.schoolAdmin;
    const stale = await signIn(account, '10.40.0.1');
    const others = await signIn(DEMO_ACCOUNTS.staff, '10.40.0.2');

    const newPassword = 'Known-device-passphrase-7';
    const changed = await t.request('schoolAdmin', {
      method: 'POST',
      url: '/api/v2/me/password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword },
      remoteAddress: '10.40.0.1',
    });
    expect(changed.statusCode).toBe(200);
    const current = await signIn(account, '10.40.0.3', newPassword);

    const [name, value] = current.split('=') as [string, string];
    const [nonce, issued, mac] = value.split('.') as [string, string, string];
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const forged = `${name}=${nonce}.${issued}.${flipped}`;
    const renamed = `${name}=${others.split('=')[1]}`;
    const row = await userRow(account);
    const options = deviceCookieOptions(t.app.env);
    const issuedDaysAgo = (days: number) => {
      const cookies = createDeviceCookies({ ...options, now: () => Date.now() - days * DAY * 1000 });
      return cookies.issue(row, new Map())[0]!.split(';')[0]!;
    };

    await strangersFail(account, '10.41');
    // Held a minute rather than seconds, so the checks below all meet the account's wait.
    await t.db
      .update(loginThrottle)
      .set({ attempts: 500 })
      .where(eq(loginThrottle.key, `account:${account}`));

    const ignored = { forged, stale, others, renamed, expired: issuedDaysAgo(91) };
    for (const [what, cookie] of Object.entries(ignored)) {
      const res = await login(account, newPassword, '10.42.0.1', cookie);
      expect(res.statusCode, what).toBe(429);
    }
    // The genuine cookie, and one issued 89 days ago, still count.
    expect((await login(account, newPassword, '10.42.0.2', current)).statusCode).toBe(200);
    expect((await login(account, newPassword, '10.42.0.3', issuedDaysAgo(89))).statusCode).toBe(200);
  });

  it('still holds a known device at an address that sprays guesses over many accounts', async () => {
    const account = DEMO_ACCOUNTS.teacher2;
    const cookie = await signIn(account, '10.50.0.1');
    await strangersFail(account, '10.51');
    for (let i = 0; i < ADDRESS_RULE.free; i++) {
      expect((await login(`sprayed-${i}@school.example`, 'Summer2024!', '10.50.0.9')).statusCode).toBe(401);
    }
    const sprayer = await login(account, DEMO_PASSWORD, '10.50.0.9', cookie);
    expect(sprayer.statusCode).toBe(429);
    expect(Number(sprayer.headers['retry-after'])).toBeGreaterThan(ADDRESS_RULE.baseDelaySeconds - 5);
    expect((await login(account, DEMO_PASSWORD, '10.50.0.10', cookie)).statusCode).toBe(200);
  });

  it('treats a malformed Cookie header as no device cookie, never as an error', async () => {
    const account = DEMO_ACCOUNTS.admin;
    const name = (await signIn(account, '10.65.0.1')).split('=')[0]!;
    const junk = `=; ;; %%%; mw_device_=%E0%A4%A; ${name}=%zz.%00.; ${name}=second; other=${'x'.repeat(2000)}`;
    const res = await login(account, DEMO_PASSWORD, '10.65.0.2', junk);
    expect(res.statusCode).toBe(200);
    // Nothing in it counts as a known device; the browser still gets its device cookie.
    expect(deviceCookieOf(res).split('=')[0]).toBe(name);
    expect((await login(account, 'wrong', '10.65.0.3', junk)).statusCode).toBe(401);
  });

  it('keeps at most MAX_DEVICE_COOKIES device cookies in one browser, letting the oldest go', async () => {
    const { createDeviceCookies, deviceCookieOptions, MAX_DEVICE_COOKIES } = await deviceModule();
    const options = deviceCookieOptions(t.app.env);
    // A classroom computer: MAX_DEVICE_COOKIES other accounts signed in on it, a day apart.
    const jar = Array.from({ length: MAX_DEVICE_COOKIES }, (_, i) => {
      const cookies = createDeviceCookies({ ...options, now: () => Date.now() - (i + 1) * DAY * 1000 });
      return cookies.issue({ id: 900_000 + i, passwordHash: 'x' }, new Map())[0]!.split(';')[0]!;
    });
    const res = await login(DEMO_ACCOUNTS.staff, DEMO_PASSWORD, '10.60.0.1', jar.join('; '));
    expect(res.statusCode).toBe(200);
    const dropped = res.cookies.filter((c) => c.maxAge === 0).map((c) => c.name);
    expect(dropped).toEqual([jar.at(-1)!.split('=')[0]]);
    expect(res.cookies.filter((c) => c.value !== '' && c.name.startsWith('mw_device_'))).toHaveLength(1);
  });
});
