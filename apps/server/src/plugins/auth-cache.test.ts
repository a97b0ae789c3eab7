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

/** Polls the second process until it answers `status`; the figure is how long that took. */
async function msUntil(token: string, status: number, withinMs = 2_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await me(token);
    if (res.statusCode === status) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`still ${res.statusCode} after ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('signed-in users cached by each process', () => {
  it('a log out through one process revokes the token in the other at once', async () => {
    const token = await first.token('student');
    expect((await me(token)).statusCode).toBe(200); // now cached by the second process
    const out = await first.app.inject({
      method: 'POST',
      url: '/api/v2/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(await msUntil(token, 401)).toBeLessThan(2_000);
  });

  it('a school deactivated through one process signs its users out in the other at once', async () => {
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
    expect(await msUntil(token, 401)).toBeLessThan(2_000);
    await first.request('admin', {
      method: 'PATCH',
      url: `/api/v2/admin/schools/${schoolId}`,
      payload: { active: true },
    });
    expect(await msUntil(token, 200)).toBeLessThan(2_000);
  });

  it('a token whose signature was checked once is still refused when it expires', async () => {
    const {
      iat: _iat,
      exp: _exp,
      ...claims
    } = first.app.jwt.decode<Record<string, unknown>>(await first.token('student'))!;
    const shortLived = second.jwt.sign(claims, { expiresIn: '2s' });
    expect((await me(shortLived)).statusCode).toBe(200); // verified and kept for 300 s
    const tampered = `${shortLived.slice(0, -2)}${shortLived.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await me(tampered)).statusCode).toBe(401);
    expect(await msUntil(shortLived, 401, 3_000)).toBeLessThan(3_000);
  });
});
