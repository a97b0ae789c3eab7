import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentSummary } from '@markwell/contracts';
import { attempts, notifications } from '../../db/schema/index';
import { factories } from '../../../test/factories';
import { assignmentSatBy, markingFixtures, oneQuestionTemplate } from '../../../test/marking-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMarkingDigestService, MARKING_DIGEST_QUEUE } from './index';

const DAY = 24 * 60 * 60_000;

let t: TestApp;
let fx: Awaited<ReturnType<typeof markingFixtures>>;
beforeAll(async () => {
  t = await createTestApp({ MARKING_DIGEST_HOUR: '7' });
  fx = await markingFixtures(t);
});
afterAll(() => t.close());

const url = (path: string) => `/api/v2${path}`;
type Who = { userId: number } | 'teacher' | 'otherTeacher' | 'student' | 'anonymous';

/** The caller's assignments of every time, with work to mark only when asked. */
async function listOf(who: Who, toMark = false) {
  const res = await t.request(who, {
    method: 'GET',
    url: url(`/mafassignments?when=all&limit=100${toMark ? '&to_mark=1' : ''}`),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: AssignmentSummary[]; total: number };
}

const rowOf = async (who: Who, id: number) => (await listOf(who)).items.find((a) => a.id === id);

/** The digests a user has (the notifications the digest raised), newest first. */
async function digestsOf(userId: number) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.onceKey, 'marking-digest:%')));
}

/** Runs the digest job through the real queue, on the given clock. */
async function runDigest(asOf: Date) {
  await t.app.jobs.enqueue(MARKING_DIGEST_QUEUE, { asOf: asOf.toISOString() });
  await t.app.jobs.drain();
}

describe('the To mark count of the teacher’s assignments list', () => {
  it('counts submissions whose marks are not released, the same on the list, the home’s filter and the marking page', async () => {
    const a = await fx.assign();
    const teachers = [fx.people.setter, fx.people.classTeacher];
    for (const who of teachers) {
      const row = await rowOf(who, a.id);
      expect(row).toMatchObject({ submitted_count: 2, released_count: 0, to_mark_count: 2 });
      // the filter keeps it, with the same count
      const filtered = await listOf(who, true);
      expect(filtered.items.find((x) => x.id === a.id)?.to_mark_count).toBe(2);
      expect(filtered.items.every((x) => x.to_mark_count > 0)).toBe(true);
      expect(filtered.total).toBe(filtered.items.length);
    }
    const overview = await t.request('teacher', { method: 'GET', url: url(`/mafanswers/${a.id}/marking/all`) });
    expect(overview.json().to_mark_count).toBe(2);
    const detail = await t.request('teacher', { method: 'GET', url: url(`/mafassignments/${a.id}`) });
    expect(detail.json().to_mark_count).toBe(2);

    const released = await t.request('teacher', {
      method: 'POST',
      url: url(`/mafanswers/${a.id}/finishes`),
      payload: { confirm: true },
    });
    expect(released.statusCode).toBe(200);
    expect(await rowOf('teacher', a.id)).toMatchObject({ submitted_count: 2, released_count: 2, to_mark_count: 0 });
    expect((await listOf('teacher', true)).items.map((x) => x.id)).not.toContain(a.id);
    const after = await t.request('teacher', { method: 'GET', url: url(`/mafanswers/${a.id}/marking/all`) });
    expect(after.json().to_mark_count).toBe(0);
  });

  it('counts an attempt still being marked, and one whose time ran out, on the list and the marking page alike', async () => {
    const a = await fx.assign();
    // Ben's marks are not stored yet (the marking job has not run), and Ann's attempt ends unsubmitted
    await t.db
      .update(attempts)
      .set({ autoMarkedAt: null })
      .where(and(eq(attempts.assignmentId, a.id), eq(attempts.studentId, fx.ben.id)));
    await t.db
      .update(attempts)
      .set({ submittedAt: null, submittedBy: null, deadlineAt: new Date(Date.now() - 10 * 60_000) })
      .where(and(eq(attempts.assignmentId, a.id), eq(attempts.studentId, fx.ann.id)));
    expect((await rowOf('teacher', a.id))?.to_mark_count).toBe(2);
    const overview = await t.request('teacher', { method: 'GET', url: url(`/mafanswers/${a.id}/marking/all`) });
    expect(overview.json().to_mark_count).toBe(2);
  });

  it('never lists another school’s work, and refuses a bad filter (400) and callers without a login (401)', async () => {
    const other = await listOf('otherTeacher', true);
    const mine = await listOf('teacher', true);
    expect(mine.items.length).toBeGreaterThan(0);
    const mineIds = new Set(mine.items.map((a) => a.id));
    expect(other.items.some((a) => mineIds.has(a.id))).toBe(false);
    expect(other.items.every((a) => a.school_id !== fx.schoolId)).toBe(true);
    const bad = await t.request('teacher', { method: 'GET', url: url('/mafassignments?to_mark=maybe') });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect((await t.request('anonymous', { method: 'GET', url: url('/mafassignments?to_mark=1') })).statusCode).toBe(
      401,
    );
    // a student's list takes no teacher filter: their own view, as before
    const student = await t.request('student', { method: 'GET', url: url('/mafassignments?to_mark=1') });
    expect(student.statusCode).toBe(200);
    expect(student.json().items.every((a: object) => !('to_mark_count' in a))).toBe(true);
  });
});

describe('the daily marking digest', () => {
  it('tells each teacher of the class once a day how many submissions wait across which assignments', async () => {
    const f = factories(t);
    const classTeacher = fx.people.classTeacher.userId;
    const before = (await digestsOf(classTeacher)).length;
    const morning = new Date(Date.UTC(2031, 0, 6, 8, 0));
    await runDigest(morning);
    await runDigest(new Date(morning.getTime() + 3 * 60 * 60_000));
    // two instances at once: the once-key lets one through
    const sibling = await t.sibling();
    try {
      const [x, y] = await Promise.all([
        createMarkingDigestService(t.db).send(morning),
        createMarkingDigestService(sibling.db).send(morning),
      ]);
      expect([...x, ...y]).not.toContain(classTeacher);
    } finally {
      await sibling.close();
    }
    const digests = await digestsOf(classTeacher);
    expect(digests).toHaveLength(before + 1);
    const digest = digests.find((d) => d.onceKey === 'marking-digest:2031-01-06')!;
    const waiting = (await listOf(fx.people.classTeacher, true)).items;
    const total = waiting.reduce((s, a) => s + a.to_mark_count, 0);
    expect(total).toBeGreaterThan(0);
    expect(digest.title).toBe(`${total} submission${total === 1 ? '' : 's'} waiting for marks`);
    for (const a of waiting) expect(digest.body).toContain(`${a.title} (${a.to_mark_count})`);
    expect(digest.body).toContain(`across ${waiting.length} assignment`);
    expect(digest.link).toBe(
      waiting.length === 1
        ? `/teacher/assignments/${waiting[0]!.id}/marking`
        : '/teacher/assignments?when=all&to_mark=1',
    );
    // it reaches the teacher's inbox like any notification
    const inbox = await t.request(fx.people.classTeacher, { method: 'GET', url: url('/notifications') });
    expect(inbox.json().items.map((n: { title: string }) => n.title)).toContain(digest.title);

    // the next day brings the next one
    await runDigest(new Date(morning.getTime() + DAY));
    expect(await digestsOf(classTeacher)).toHaveLength(before + 2);

    // a colleague who teaches none of it, and another school's teacher, get nothing
    expect(await digestsOf(fx.people.colleague.userId)).toHaveLength(0);
    const school = await f.buildSchool();
    const stranger = await f.buildTeacher(school.id);
    await f.buildClass(school.id, { teacherIds: [stranger.id] });
    await runDigest(new Date(morning.getTime() + 2 * DAY));
    expect(await digestsOf(stranger.id)).toHaveLength(0);
  });

  it('sends nothing before the digest hour', async () => {
    const classTeacher = fx.people.classTeacher.userId;
    const before = (await digestsOf(classTeacher)).length;
    await runDigest(new Date(Date.UTC(2031, 1, 3, 6, 59)));
    expect(await digestsOf(classTeacher)).toHaveLength(before);
  });

  it('sends nothing to a teacher whose work is all released', async () => {
    const f = factories(t);
    const teacher = await f.buildTeacher(fx.schoolId, { name: 'Rhea Released' });
    const as = { userId: teacher.id };
    const group = await f.buildClass(fx.schoolId, {
      curriculaIds: [fx.question.curriculaId!],
      teacherIds: [teacher.id],
    });
    const templateId = await oneQuestionTemplate(t, f, {
      schoolId: fx.schoolId,
      teacherId: teacher.id,
      curriculaId: fx.question.curriculaId!,
      questionId: fx.question.id,
    });
    const { assignmentId } = await assignmentSatBy(
      t,
      f,
      { schoolId: fx.schoolId, templateId, teacherId: teacher.id, groupId: group.id, questionId: fx.question.id },
      ['Light intensity.'],
    );
    expect((await listOf(as, true)).items.map((a) => [a.id, a.to_mark_count])).toEqual([[assignmentId, 1]]);
    const released = await t.request(as, {
      method: 'POST',
      url: url(`/mafanswers/${assignmentId}/finishes`),
      payload: { confirm: true },
    });
    expect(released.statusCode).toBe(200);
    expect((await listOf(as, true)).total).toBe(0);
    await runDigest(new Date(Date.UTC(2031, 2, 3, 9, 0)));
    expect(await digestsOf(teacher.id)).toHaveLength(0);
  });
});
