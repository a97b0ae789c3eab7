import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v2/admin/schools', () => {
  it('is for the platform admin only', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/admin/schools' })).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 403,
      teacher: 403,
      schoolAdmin: 403,
      staff: 403,
      admin: 200,
    });
  });

  it('lists schools with head counts', async () => {
    const list = (await t.request('admin', { method: 'GET', url: '/api/v2/admin/schools' })).json();
    expect(list).toEqual([
      expect.objectContaining({ name: 'Northfield Academy', type: 'largeschool', teachers: 2, students: 6, groups: 2 }),
      expect.objectContaining({ name: 'Riverside School', type: 'smallschool', teachers: 1, students: 1, groups: 1 }),
    ]);
  });
});

describe('PATCH /api/v2/admin/schools/:id', () => {
  const riverside = async () => {
    const list = (await t.request('admin', { method: 'GET', url: '/api/v2/admin/schools' })).json();
    return list.find((s: { name: string }) => s.name === 'Riverside School') as { id: number; active: boolean };
  };
  const setActive = (id: number | string, body: unknown, caller: Parameters<TestApp['request']>[0] = 'admin') =>
    t.request(caller, { method: 'PATCH', url: `/api/v2/admin/schools/${id}`, payload: body as object });
  const logIn = (username: string) =>
    t.app.inject({ method: 'POST', url: '/login_check', payload: { username, password: DEMO_PASSWORD } });

  it('is for the platform admin only', async () => {
    const { id } = await riverside();
    expect(
      await t.statusByCaller({ method: 'PATCH', url: `/api/v2/admin/schools/${id}`, payload: { active: true } }),
    ).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 403,
      teacher: 403,
      schoolAdmin: 403,
      staff: 403,
      admin: 200,
    });
  });

  it('refuses a bad body or id with a problem, and a missing school with 404', async () => {
    const { id } = await riverside();
    for (const body of [{}, { active: 'no' }, { active: false, name: 'x' }]) {
      const res = await setActive(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await setActive('abc', { active: false })).statusCode).toBe(400);
    const missing = await setActive(999_999, { active: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });

  it('deactivated, its people cannot log in (told why) nor use their tokens; reactivated, both work again', async () => {
    const { id } = await riverside();
    const token = await t.token('otherTeacher');
    const me = () => t.app.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);

    const off = await setActive(id, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id, name: 'Riverside School', active: false, teachers: 1, students: 1 });
    expect((await riverside()).active).toBe(false);

    expect((await me()).statusCode).toBe(401);
    for (const email of [DEMO_ACCOUNTS.teacher2, DEMO_ACCOUNTS.student2]) {
      const login = await logIn(email);
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({
        code: 'school_deactivated',
        detail: expect.stringContaining('deactivated'),
      });
    }
    // A wrong password is still just wrong: nothing is revealed without it.
    const guess = await t.app.inject({
      method: 'POST',
      url: '/login_check',
      payload: { username: DEMO_ACCOUNTS.teacher2, password: 'not-the-password' },
    });
    expect(guess.statusCode).toBe(401);
    // The other school is untouched.
    expect((await logIn(DEMO_ACCOUNTS.teacher)).statusCode).toBe(200);

    const on = await setActive(id, { active: true });
    expect(on.json()).toMatchObject({ id, active: true });
    expect((await me()).statusCode).toBe(200);
    expect((await logIn(DEMO_ACCOUNTS.teacher2)).statusCode).toBe(200);
  });
});
