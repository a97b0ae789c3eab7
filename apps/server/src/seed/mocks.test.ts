import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableMock, MockResults } from '@markwell/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoTimeline, mockSessions, users } from '../db/schema/index';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { moveDemoTimeline, shiftDemoDates } from './demo-timeline';
import { DEMO_MOCK_NAME } from './mocks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function demoMock() {
  const list = (await t.request('teacher', { method: 'GET', url: '/api/v2/mock/available' })).json() as AvailableMock[];
  return list.find((m) => m.session.name === DEMO_MOCK_NAME)!;
}

describe('the demo mock exam', () => {
  it('is open to both demo schools, set to 10B and sat in both', async () => {
    const mock = await demoMock();
    expect(mock).toMatchObject({ set: true, session: { state: 'open' } });
    expect(mock.assignments.map((a) => a.classes)).toEqual([['10B Biology']]);
    const results = (
      await t.request('staff', { method: 'GET', url: `/api/v2/sessions/${mock.session.id}/results` })
    ).json() as MockResults;
    // Results count released marks only, and the demo's sittings are marked but not released yet:
    // the export lists every sitting (five in Northfield, one in Riverside).
    expect(results.schools.map((s) => [s.school_name, s.students])).toEqual([]);
    const csv = await t.request('staff', { method: 'GET', url: `/admin/mock-exam/export-session/${mock.session.id}` });
    expect(csv.body.trim().split('\r\n')).toHaveLength(1 + 6);
  });

  it('moves with the demo clock, its schools’ assignments staying inside its window', async () => {
    // The template database was seeded when the run began: bring its dates up to now first, so
    // the comparison below sees only the ten days this test takes away.
    await moveDemoTimeline(t.db);
    const before = await demoMock();
    const ms = 10 * DAY;
    const schoolIds = (
      await t.db
        .selectDistinct({ id: users.schoolId })
        .from(users)
        .where(inArray(users.email, [DEMO_ACCOUNTS.teacher, DEMO_ACCOUNTS.teacher2]))
    ).map((r) => r.id!);
    await shiftDemoDates(t.db, schoolIds, -ms);
    await t.db
      .update(demoTimeline)
      .set({ datesAsOf: sql`${demoTimeline.datesAsOf} - ${ms}::float8 * interval '1 millisecond'` });
    const [past] = await t.db.select().from(mockSessions).where(eq(mockSessions.id, before.session.id));
    expect(past!.closesAt.getTime()).toBeLessThan(Date.now());
    await moveDemoTimeline(t.db);
    const after = await demoMock();
    expect(after.session.state).toBe('open');
    expect(Math.abs(Date.parse(after.session.closes_at) - Date.parse(before.session.closes_at))).toBeLessThan(60_000);
    expect(Date.parse(after.assignments[0]!.due_at)).toBeLessThanOrEqual(Date.parse(after.session.closes_at));
  });
});
