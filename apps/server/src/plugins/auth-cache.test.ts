import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Two server processes on one database (production runs one per core): each keeps signed-in
 * users for AUTH_CACHE_SECONDS, so a change made through one must reach the other's cache at
 * once, not when its copy expires.
 */
let first: TestApp;
let second: App;
beforeAll(async () => {
  // A long cache: if the other process follows a change, only the notification can explain it.
  first = await createTestApp({ AUTH_CACHE_SECONDS: '300' });
  second = await first.sibling();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const me = (token: string) =>
  second.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: `Bearer ${token}` } });

/**
 * How long the second process may take to follow: a fifteenth of the cache's 300 s, so only the
 * notification (or, for an expired token, the expiry check) can explain a pass, and generous
 * enough that a busy machine does not fail the test. How fast it follows is not this test's
 * subject: on an idle machine it is a few milliseconds.
 */
const FOLLOWS_WITHIN_MS = 20_000;
/** A test's time: two waits of FOLLOWS_WITHIN_MS at most, and the requests around them. */
const TEST_TIMEOUT_MS = 60_000;

/** Polls the second process until it answers `status`; fails after FOLLOWS_WITHIN_MS. */
async function expectStatusSoon(token: string, status: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const res = await me(token);
    if (res.statusCode === status) return;
    if (Date.now() - started > FOLLOWS_WITHIN_MS)
      throw new Error(`still ${res.statusCode} after ${FOLLOWS_WITHIN_MS} ms, not ${status}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('signed-in users cached by each process', () => {
  it('a log out through one process revokes the token in the other at once', { timeout: TEST_TIMEOUT_MS }, async () => {
    const token = await first.token('student');
    expect((await me(token)).statusCode).toBe(200); // now cached by the second process
    const out = await first.app.inject({
      method: 'POST',
      url: '/api/v2/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    await expectStatusSoon(token, 401);
  });

  it(
    'a school deactivated through one process signs its users out in the other at once',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const token = await first.token('otherTeacher');
      expect((await me(token)).statusCode).toBe(200);
      const schoolId = ((await me(token)).json() as { schoolId: number | null }).schoolId;
      expect(schoolId).toBeTypeOf('number');
      const off = await first.request('admin', {
        method: 'PATCH',
        url: `/api/v2/admin/schools/${schoolId}`,
        payload: { active: false },
      });
      expect(off.statusCode).toBe(200);
      await expectStatusSoon(token, 401);
      await first.request('admin', {
        method: 'PATCH',
        url: `/api/v2/admin/schools/${schoolId}`,
        payload: { active: true },
      });
      await expectStatusSoon(token, 200);
    },
  );

  it(
    'a token whose signature was checked once is still refused when it expires',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const {
        iat: _iat,
        exp: _exp,
        ...claims
      } = first.app.jwt.decode<Record<string, unknown>>(await first.token('student'))!;
      const shortLived = second.jwt.sign(claims, { expiresIn: '2s' });
      expect((await me(shortLived)).statusCode).toBe(200); // verified and kept for 300 s
      const tampered = `${shortLived.slice(0, -2)}${shortLived.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await me(tampered)).statusCode).toBe(401);
      await expectStatusSoon(shortLived, 401);
    },
  );
});
