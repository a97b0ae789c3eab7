import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

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
