import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFilter } from '@markwell/contracts';
import { SAVED_FILTERS_PER_DASHBOARD } from '@markwell/contracts';
import { statusesFor } from '../../../test/exam-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dashboardFixtures, type DashboardFixtures } from '../../../test/dashboard-fixtures';

let t: TestApp;
let d: DashboardFixtures;
const api = (url: string) => `/api/v2${url}`;
const save = (payload: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: api('/dashboards/filters'),
  payload,
});

beforeAll(async () => {
  t = await createTestApp();
  d = await dashboardFixtures(t);
});
afterAll(async () => {
  await t.close();
});

describe('POST /dashboards/filters', () => {
  it('is for teachers and school admins', async () => {
    expect(await t.statusByCaller(() => save({ dashboard: 'progress', name: 'Mine', subject: 8 }))).toEqual(
      statusesFor({ student: 403, otherTeacher: 201, school: 201, platform: 403 }),
    );
  });

  it('refuses bad input with a problem', async () => {
    for (const payload of [
      { dashboard: 'marks', name: 'x' },
      { dashboard: 'progress', name: '  ' },
      { dashboard: 'progress', name: 'x', subject: 3 },
      { dashboard: 'progress', name: 'x', group_id: 'ten' },
      // A key the filter does not know would be dropped silently and the saved filter not do what it says.
      { dashboard: 'progress', name: 'x', class: 3 },
      { dashboard: 'progress', name: 'x', lesson_id: 3 },
    ]) {
      const res = await t.request(d.as(d.teacher), save(payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('refuses a class, course or student out of reach', async () => {
    const demoClass = (await t.request('teacher', { method: 'GET', url: api('/filters') })).json().school_groups[0].id;
    expect(
      (await t.request(d.as(d.teacher), save({ dashboard: 'exams', name: 'x', group_id: demoClass }))).statusCode,
    ).toBe(404);
    expect(
      (await t.request(d.as(d.teacher), save({ dashboard: 'exams', name: 'x', group_id: d.untaught.id }))).statusCode,
    ).toBe(403);
    expect(
      (await t.request(d.as(d.teacher), save({ dashboard: 'exams', name: 'x', student_id: await t.userId('student') })))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request(d.as(d.teacher), save({ dashboard: 'exams', name: 'x', course_id: 2_000_000 }))).statusCode,
    ).toBe(404);
  });

  it('saves a named filter the owner lists and deletes', async () => {
    const res = await t.request(
      d.as(d.teacher),
      save({
        dashboard: 'livedata',
        name: ' Ann in Bioenergetics ',
        subject: 8,
        group_id: d.group.id,
        course_id: d.courses.bioenergetics,
        student_id: d.students.a.id,
      }),
    );
    expect(res.statusCode).toBe(201);
    const saved = res.json() as DashboardFilter;
    expect(saved).toMatchObject({
      dashboard: 'livedata',
      name: 'Ann in Bioenergetics',
      subject: 8,
      group_id: d.group.id,
      course_id: d.courses.bioenergetics,
      student_id: d.students.a.id,
    });
    const list = (await t.request(d.as(d.teacher), { method: 'GET', url: api('/dashboards/livedata/filters') })).json();
    expect(list.map((f: DashboardFilter) => f.id)).toEqual([saved.id]);
    // private to its owner, and per dashboard
    expect(
      (await t.request(d.as(d.school.owner), { method: 'GET', url: api('/dashboards/livedata/filters') })).json(),
    ).toEqual([]);
    expect(
      (await t.request(d.as(d.teacher), { method: 'GET', url: api('/dashboards/progress/filters') })).json(),
    ).toEqual([]);
    // someone else's is a 404, and stays
    const del = { method: 'DELETE' as const, url: api(`/dashboards/${saved.id}/filter`) };
    expect((await t.request('teacher', del)).statusCode).toBe(404);
    expect((await t.request(d.as(d.school.owner), del)).statusCode).toBe(404);
    expect((await t.request(d.as(d.teacher), del)).json()).toEqual({ success: true });
    expect((await t.request(d.as(d.teacher), del)).statusCode).toBe(404);
  });

  it(`keeps at most ${SAVED_FILTERS_PER_DASHBOARD} per dashboard`, async () => {
    const owner = d.as(d.school.owner);
    for (let i = 0; i < SAVED_FILTERS_PER_DASHBOARD; i++)
      expect((await t.request(owner, save({ dashboard: 'checkpoints', name: `F${i}` }))).statusCode).toBe(201);
    const res = await t.request(owner, save({ dashboard: 'checkpoints', name: 'one too many' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('too_many_filters');
    expect((await t.request(owner, save({ dashboard: 'exams', name: 'another dashboard' }))).statusCode).toBe(201);
  });
});

describe('GET /dashboards/:id/filters', () => {
  it('is for teachers and school admins, :id a dashboard key', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: api('/dashboards/progress/filters') })).toEqual(
      statusesFor({ student: 403, otherTeacher: 200, school: 200, platform: 403 }),
    );
    expect((await t.request(d.as(d.teacher), { method: 'GET', url: api('/dashboards/12/filters') })).statusCode).toBe(
      400,
    );
  });

  it("lists the demo teacher's saved filter of the live scores", async () => {
    const list = (await t.request('teacher', { method: 'GET', url: api('/dashboards/livedata/filters') })).json();
    expect(list).toEqual([expect.objectContaining({ name: '10B Biology', subject: 8 })]);
  });
});

describe('DELETE /dashboards/:id/filter', () => {
  it('refuses anonymous, other roles and a bad id', async () => {
    const del = (id: string) => ({ method: 'DELETE' as const, url: api(`/dashboards/${id}/filter`) });
    expect((await t.request('anonymous', del('1'))).statusCode).toBe(401);
    expect((await t.request('student', del('1'))).statusCode).toBe(403);
    expect((await t.request('staff', del('1'))).statusCode).toBe(403);
    expect((await t.request(d.as(d.teacher), del('livedata'))).statusCode).toBe(400);
    expect((await t.request(d.as(d.teacher), del('0'))).statusCode).toBe(400);
  });
});
