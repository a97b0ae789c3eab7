import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/login_check', payload: { username, password }, remoteAddress: ip });

describe('POST /login_check', () => {
  it('answers a LexikJWT-style token for a demo account', async () => {
    const res = await login(DEMO_ACCOUNTS.teacher, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ username: DEMO_ACCOUNTS.teacher, roles: ['ROLE_USER', 'ROLE_TEACHER'] });
    expect(payload.exp).toBeGreaterThan(payload.iat);
  });

  it('answers the same problem for an unknown user and a wrong password', async () => {
    const unknown = await login('nobody@demo.markwell.test', 'whatever', '10.0.0.2');
    const wrong = await login(DEMO_ACCOUNTS.student, 'wrong-password', '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    const strip = (b: Record<string, unknown>) => ({ ...b, instance: undefined });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
    expect(wrong.json()).toMatchObject({ status: 401, code: 'invalid_credentials' });
  });

  it('rejects a malformed body with the invalid fields listed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/login_check', payload: { username: '' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['body.password', 'body.username']);
  });

  it('checks at most 5 of 61 parallel guesses from one address; the owner still logs in from another', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 61 }, (_, i) => login(DEMO_ACCOUNTS.admin, `guess-${i}`, '10.1.0.1')),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(56);
    const refused = guesses.find((r) => r.statusCode === 429)!.json();
    expect(refused).toMatchObject({ code: 'too_many_attempts' });
    expect(refused.detail).toMatch(/Try again in \d+ (second|minute)/);
    // Even the right password waits at that address…
    expect((await login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD, '10.1.0.1')).statusCode).toBe(429);
    // …but the owner, from another address, is not locked out; another account is unaffected.
    expect((await login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
    expect((await login(DEMO_ACCOUNTS.staff, DEMO_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('waits longer after each further failure once the free attempts are spent', async () => {
    const { loginThrottle } = await import('../../db/schema/index');
    const { eq, sql } = await import('drizzle-orm');
    const key = `pair:${DEMO_ACCOUNTS.teacher2}|10.3.0.1`;
    for (let i = 0; i < 5; i++) expect((await login(DEMO_ACCOUNTS.teacher2, 'nope', '10.3.0.1')).statusCode).toBe(401);
    const wait = async () => (await login(DEMO_ACCOUNTS.teacher2, 'nope', '10.3.0.1')).json().retryAfterSeconds;
    expect(await wait()).toBeGreaterThan(55);
    expect(await wait()).toBeLessThanOrEqual(60);
    // A minute later one more try is allowed; after it the wait doubles.
    await t.db
      .update(loginThrottle)
      .set({ lastAttemptAt: sql`now() - interval '61 seconds'` })
      .where(eq(loginThrottle.key, key));
    expect((await login(DEMO_ACCOUNTS.teacher2, 'nope', '10.3.0.1')).statusCode).toBe(401);
    expect(await wait()).toBeGreaterThan(115);
  });

  it('slows guesses at one account spread over many addresses with short, growing waits', async () => {
    const { ACCOUNT_RULE } = await import('./login-throttle');
    const { loginThrottle } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    const account = DEMO_ACCOUNTS.student;
    // From zero: an earlier test spent one of this account's attempts.
    await t.db.delete(loginThrottle).where(eq(loginThrottle.key, `account:${account}`));
    for (let i = 0; i < ACCOUNT_RULE.free; i++) {
      expect((await login(account, `spread-${i}`, `10.5.${i}.1`)).statusCode).toBe(401);
    }
    // The next try, from yet another address, waits: a few seconds, never the pair's minutes.
    const refused = await login(account, 'spread-next', '10.5.200.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.json().retryAfterSeconds).toBeLessThanOrEqual(ACCOUNT_RULE.baseDelaySeconds);
    // Another account is untouched by it.
    expect((await login(DEMO_ACCOUNTS.teacher, DEMO_PASSWORD, '10.5.200.1')).statusCode).toBe(200);
    // The account's wait is capped: the owner is held up for at most a minute, whatever the attack.
    await t.db
      .update(loginThrottle)
      .set({ attempts: 500 })
      .where(eq(loginThrottle.key, `account:${account}`));
    const capped = await login(account, DEMO_PASSWORD, '10.5.201.1');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().retryAfterSeconds).toBeLessThanOrEqual(ACCOUNT_RULE.maxDelaySeconds);
    await t.db.delete(loginThrottle).where(eq(loginThrottle.key, `account:${account}`));
    expect((await login(account, DEMO_PASSWORD, '10.5.201.1')).statusCode).toBe(200);
  });

  it('slows one address spraying guesses over many accounts, and no other address', async () => {
    const { ADDRESS_RULE } = await import('./login-throttle');
    for (let i = 0; i < ADDRESS_RULE.free; i++) {
      expect((await login(`sprayed-${i}@school.example`, 'Summer2024!', '10.6.0.1')).statusCode).toBe(401);
    }
    const refused = await login(DEMO_ACCOUNTS.teacher, DEMO_PASSWORD, '10.6.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().retryAfterSeconds).toBeGreaterThan(ADDRESS_RULE.baseDelaySeconds - 5);
    expect((await login(DEMO_ACCOUNTS.teacher, DEMO_PASSWORD, '10.6.0.2')).statusCode).toBe(200);
  });

  it('counts attempts in the database: a second instance on the same database sees the first one’s', async () => {
    const { PAIR_RULE } = await import('./login-throttle');
    const other = await t.sibling();
    try {
      for (let i = 0; i < PAIR_RULE.free; i++) {
        expect((await login(DEMO_ACCOUNTS.staff, `instance-${i}`, '10.7.0.1')).statusCode).toBe(401);
      }
      const res = await other.inject({
        method: 'POST',
        url: '/login_check',
        payload: { username: DEMO_ACCOUNTS.staff, password: 'instance-next' },
        remoteAddress: '10.7.0.1',
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('counts only failures: many logins from one school address are never throttled', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await login(DEMO_ACCOUNTS.teacher, DEMO_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    }
  });

  it('refuses a deactivated account', async () => {
    const { users } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ active: false }).where(eq(users.email, DEMO_ACCOUNTS.student2));
    expect((await login(DEMO_ACCOUNTS.student2, DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(401);
  });
});

describe('GET /api/v2/me', () => {
  it('is 401 without or with a bad token, 200 for every role', async () => {
    expect((await t.request('anonymous', { method: 'GET', url: '/api/v2/me' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('unauthenticated');
    const statuses = await t.statusByCaller({ method: 'GET', url: '/api/v2/me' });
    expect(statuses).toEqual({
      anonymous: 401,
      student: 200,
      otherTeacher: 200,
      teacher: 200,
      schoolAdmin: 200,
      staff: 200,
      admin: 200,
    });
  });

  it('describes the school admin with flags and school', async () => {
    const res = await t.request('schoolAdmin', { method: 'GET', url: '/api/v2/me' });
    expect(res.json()).toMatchObject({
      role: 'schooladmin',
      schoolAdmin: true,
      owner: true,
      schoolName: 'Northfield Academy',
    });
  });
});

describe('avatar', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const multipart = (bytes: Buffer, filename: string, type: string) => {
    const boundary = '----markwelltest';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('uploads an image, serves it from /uploads/images and removes it', async () => {
    expect(
      (
        await t.request('anonymous', {
          method: 'POST',
          url: '/api/v2/me/avatar',
          ...multipart(PNG, 'a.png', 'image/png'),
        })
      ).statusCode,
    ).toBe(401);
    const res = await t.request('teacher', {
      method: 'POST',
      url: '/api/v2/me/avatar',
      ...multipart(PNG, 'me.png', 'image/png'),
    });
    expect(res.statusCode).toBe(200);
    const image = res.json().userImage as string;
    expect(image).toMatch(/^[a-f0-9-]{36}\.png$/);
    const file = await t.app.inject({ method: 'GET', url: `/uploads/images/${image}` });
    expect(file.statusCode).toBe(200);
    const removed = await t.request('teacher', { method: 'DELETE', url: '/api/v2/me/avatar' });
    expect(removed.json().userImage).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/uploads/images/${image}` })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const res = await t.request('teacher', {
      method: 'POST',
      url: '/api/v2/me/avatar',
      ...multipart(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('not_an_image');
    const none = await t.request('teacher', { method: 'POST', url: '/api/v2/me/avatar', payload: { x: 1 } });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('not_multipart');
  });
});

describe('per-request user lookup', () => {
  const me = (userId: number, app: TestApp = t) => app.request({ userId }, { method: 'GET', url: '/api/v2/me' });
  let seq = 0;
  const newStudent = async () => {
    const res = await t.request('schoolAdmin', {
      method: 'POST',
      url: '/api/v2/school/students',
      payload: {
        name: 'Cache Pupil',
        email: `cache-${++seq}-${Date.now()}@demo.markwell.test`,
        groupIds: [],
        subgroups: [],
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };

  it('refuses a user deactivated by their school admin at their next request, while cached', async () => {
    const id = await newStudent();
    expect((await me(id)).statusCode).toBe(200);
    expect((await me(id)).statusCode).toBe(200);
    const off = await t.request('schoolAdmin', {
      method: 'PATCH',
      url: `/api/v2/school/students/${id}`,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await me(id)).statusCode).toBe(401);
  });

  it('shows a change of school admin rights at once', async () => {
    const res = await t.request('schoolAdmin', {
      method: 'POST',
      url: '/api/v2/school/teachers',
      payload: { name: 'Cache Teacher', email: `cache-t-${Date.now()}@demo.markwell.test` },
    });
    const id = res.json().id as number;
    expect((await me(id)).json().role).toBe('teacher');
    await t.request('schoolAdmin', {
      method: 'PATCH',
      url: `/api/v2/school/teachers/${id}`,
      payload: { schoolAdmin: true },
    });
    expect((await me(id)).json()).toMatchObject({ role: 'schooladmin', schoolAdmin: true });
  });

  it('sees a change made elsewhere (another process) within AUTH_CACHE_SECONDS, and at once with 0', async () => {
    const { users } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    const cached = await createTestApp({ AUTH_CACHE_SECONDS: '1' });
    const uncached = await createTestApp({ AUTH_CACHE_SECONDS: '0' });
    try {
      const studentId = async (app: TestApp) => {
        const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.student));
        return row!.id;
      };
      const a = await studentId(cached);
      expect((await me(a, cached)).statusCode).toBe(200);
      await cached.db.update(users).set({ active: false }).where(eq(users.id, a));
      // Written behind the app's back: the cached lookup still answers, for at most the bound.
      expect((await me(a, cached)).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await me(a, cached)).statusCode).toBe(401);

      const b = await studentId(uncached);
      expect((await me(b, uncached)).statusCode).toBe(200);
      await uncached.db.update(users).set({ active: false }).where(eq(users.id, b));
      expect((await me(b, uncached)).statusCode).toBe(401);
    } finally {
      await cached.close();
      await uncached.close();
    }
  });
});
