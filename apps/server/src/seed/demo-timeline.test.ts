import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { assignments, attempts, demoTimeline, examTemplates, schools, users } from '../db/schema/index';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { moveDemoTimeline, shiftDemoDates } from './demo-timeline';
import { prepareDemoData } from './index';
import { DEMO_IN_PROGRESS_TITLE } from './attempts';
import { DEMO_RELEASED_TITLE, DEMO_TO_MARK_TITLE } from './marking';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface StudentItem {
  id: number;
  title: string;
  status: string;
  opens_at: string;
  due_at: string;
}

/** The demo student's assignments, as their list answers them. */
async function studentList(when: 'all' | 'current') {
  const res = await t.request('student', { method: 'GET', url: `/api/v2/mafassignments?when=${when}&limit=100` });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json().items as StudentItem[];
}

async function demoSchoolIds() {
  const rows = await t.db
    .selectDistinct({ id: users.schoolId })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.teacher, DEMO_ACCOUNTS.teacher2]));
  return rows.map((r) => r.id!);
}

async function datesAsOf() {
  const [row] = await t.db.select().from(demoTimeline);
  return row?.datesAsOf;
}

/** As if the demo data had been seeded `ms` earlier: its dates and its reference time go back. */
async function pretendTimePassed(ms: number) {
  await shiftDemoDates(t.db, await demoSchoolIds(), -ms);
  await t.db
    .update(demoTimeline)
    .set({ datesAsOf: sql`${demoTimeline.datesAsOf} - ${ms}::float8 * interval '1 millisecond'` });
}

/** Every demo assignment's window and its attempts' times, relative to `now` (ms). */
async function timelineRelativeTo(now: number) {
  const ids = await demoSchoolIds();
  const rows = await t.db
    .select({
      id: assignments.id,
      opensAt: assignments.opensAt,
      dueAt: assignments.dueAt,
      startedAt: attempts.startedAt,
      submittedAt: attempts.submittedAt,
      releasedAt: attempts.releasedAt,
    })
    .from(assignments)
    .leftJoin(attempts, eq(attempts.assignmentId, assignments.id))
    .where(inArray(assignments.schoolId, ids))
    .orderBy(assignments.id, attempts.id);
  const at = (d: Date | null) => (d ? d.getTime() - now : null);
  return rows.map((r) => [r.id, at(r.opensAt), at(r.dueAt), at(r.startedAt), at(r.submittedAt), at(r.releasedAt)]);
}

describe('demo timeline', () => {
  it('is recorded by the seed, so a start right after it moves the dates by no more than the time since', async () => {
    const recorded = (await datesAsOf())!;
    expect(recorded).toBeInstanceOf(Date);
    // The template database was seeded when this run began.
    expect(Date.now() - recorded.getTime()).toBeLessThan(HOUR);
    const now = new Date();
    const { seeded, movedMs } = await prepareDemoData(t.db, now);
    expect(seeded).toBe(false);
    expect(movedMs).toBe(now.getTime() - recorded.getTime());
    expect(await datesAsOf()).toEqual(now);
  });

  it('brings the demo back after days away: open, due in two days, in progress, to mark and released again', async () => {
    const seededAt = (await datesAsOf())!.getTime();
    const asSeeded = await timelineRelativeTo(seededAt);
    const before = await studentList('all');
    const statusByTitle = Object.fromEntries(before.map((i) => [i.title, i.status]));
    expect(statusByTitle).toMatchObject({
      'Photosynthesis homework': 'to_do',
      [DEMO_IN_PROGRESS_TITLE]: 'in_progress',
      [DEMO_TO_MARK_TITLE]: 'to_do',
      [DEMO_RELEASED_TITLE]: 'marked',
    });

    // Nine days pass with the server stopped.
    await pretendTimePassed(9 * DAY);
    const stale = await studentList('all');
    expect((await studentList('current')).map((i) => i.title)).not.toContain('Photosynthesis homework');
    expect(stale.find((i) => i.title === DEMO_IN_PROGRESS_TITLE)!.status).not.toBe('in_progress');

    // The next start.
    const now = new Date();
    const { seeded, movedMs } = await prepareDemoData(t.db, now);
    expect(seeded).toBe(false);
    expect(movedMs).toBe(now.getTime() - seededAt + 9 * DAY);
    expect(await datesAsOf()).toEqual(now);

    // Every date stands where it stood from the moment of the seed, now from the moment of the start.
    expect(await timelineRelativeTo(now.getTime())).toEqual(asSeeded);
    const current = await studentList('current');
    const homework = current.find((i) => i.title === 'Photosynthesis homework')!;
    expect(homework.status).toBe('to_do');
    const dueIn = new Date(homework.due_at).getTime() - Date.now();
    expect(dueIn).toBeGreaterThan(47 * HOUR);
    expect(dueIn).toBeLessThan(49 * HOUR);
    expect(Object.fromEntries((await studentList('all')).map((i) => [i.title, i.status]))).toEqual(statusByTitle);
    // The student can carry on with the attempt in progress.
    const open = await t.request('student', {
      method: 'GET',
      url: `/api/v2/mafanswers/${current.find((i) => i.title === DEMO_IN_PROGRESS_TITLE)!.id}`,
    });
    expect(open.statusCode, open.payload).toBe(200);
  });

  it('moves only the demo schools: another school keeps its dates', async () => {
    const [school] = await t.db.insert(schools).values({ name: 'Elsewhere High' }).returning();
    const [teacher] = await t.db
      .insert(users)
      .values({
        email: 'elsewhere@school.example',
        passwordHash: 'x',
        name: 'Else Where',
        kind: 'teacher',
        schoolId: school!.id,
      })
      .returning();
    const [template] = await t.db
      .insert(examTemplates)
      .values({ name: 'Elsewhere test', schoolId: school!.id, createdBy: teacher!.id })
      .returning();
    const opensAt = new Date(Date.now() - 20 * DAY);
    const dueAt = new Date(Date.now() - 10 * DAY);
    const [theirs] = await t.db
      .insert(assignments)
      .values({ schoolId: school!.id, templateId: template!.id, title: 'Long past', opensAt, dueAt })
      .returning();

    await pretendTimePassed(3 * DAY);
    expect(await moveDemoTimeline(t.db)).toBeGreaterThan(3 * DAY - HOUR);
    const [after] = await t.db.select().from(assignments).where(eq(assignments.id, theirs!.id));
    expect(after).toMatchObject({ opensAt, dueAt });
  });

  it('moves once when two processes start at the same time', async () => {
    await pretendTimePassed(2 * DAY);
    const now = new Date();
    const moved = await Promise.all([moveDemoTimeline(t.db, now), moveDemoTimeline(t.db, now)]);
    expect(moved.filter((ms) => ms > 0)).toHaveLength(1);
    expect(moved.filter((ms) => ms === 0)).toHaveLength(1);
  });

  it('dates a database seeded before the timeline was recorded from its demo schools', async () => {
    const ids = await demoSchoolIds();
    await pretendTimePassed(5 * DAY);
    const fiveDaysAgo = new Date(Date.now() - 5 * DAY);
    await t.db.update(schools).set({ createdAt: fiveDaysAgo }).where(inArray(schools.id, ids));
    await t.db.delete(demoTimeline);

    const now = new Date();
    expect(await moveDemoTimeline(t.db, now)).toBe(now.getTime() - fiveDaysAgo.getTime());
    expect(await datesAsOf()).toEqual(now);
    const homework = (await studentList('current')).find((i) => i.title === 'Photosynthesis homework')!;
    expect(new Date(homework.due_at).getTime() - Date.now()).toBeGreaterThan(47 * HOUR);
  });

  it('never moves anything on a database without the demo accounts, nor records a timeline there', async () => {
    const before = await t.db.select({ id: assignments.id, dueAt: assignments.dueAt }).from(assignments);
    // Inside a transaction rolled back at the end, so the demo accounts come back for the other tests.
    const probe = t.db.transaction(async (db) => {
      await db.delete(demoTimeline);
      await db
        .update(users)
        .set({ email: sql`'gone-' || ${users.email}` })
        .where(inArray(users.email, Object.values(DEMO_ACCOUNTS)));
      expect(await moveDemoTimeline(db, new Date(Date.now() + 30 * DAY))).toBe(0);
      expect(await db.select().from(demoTimeline)).toEqual([]);
      expect(await db.select({ id: assignments.id, dueAt: assignments.dueAt }).from(assignments)).toEqual(before);
      db.rollback();
    });
    await expect(probe).rejects.toThrow('Rollback');
  });
});
