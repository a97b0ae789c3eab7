import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkList, WorkStatistics, WorkSubjectRow } from '@markwell/contracts';
import { assignments, groupStudents } from '../../db/schema/index';
import { factories } from '../../../test/factories';
import { statusesFor } from '../../../test/exam-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dashboardFixtures, type DashboardFixtures } from '../../../test/dashboard-fixtures';

const HOUR = 3_600_000;
let t: TestApp;
let d: DashboardFixtures;
const get = (url: string) => ({ method: 'GET' as const, url: `/api/v2${url}` });
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  d = await dashboardFixtures(t);
  const { a, b, c } = d.students;
  const paper = await d.template([d.q.photosynthesis.id, d.q.rate.id]);
  // Exams (timed): one sat two days ago, one open now with Cat sitting it.
  const sat = await d.setWork(paper.id, { timeLimitSeconds: 1200, dueInDays: -2 });
  await d.sit(
    sat,
    a.id,
    [
      { questionId: d.q.photosynthesis.id, marks: 3, max: 4 },
      { questionId: d.q.rate.id, marks: 3, max: 3 },
    ],
    { released: true },
  ); // 6/7
  await d.sit(
    sat,
    b.id,
    [
      { questionId: d.q.photosynthesis.id, marks: 1, max: 4 },
      { questionId: d.q.rate.id, marks: 0, max: 3 },
    ],
    { lateMs: HOUR },
  ); // 1/7, an hour late
  const open = await d.setWork(paper.id, { timeLimitSeconds: 1200, dueInDays: 2 });
  await d.sit(open, c.id, [{ questionId: d.q.photosynthesis.id, marks: 0, max: 4 }], { submitted: false });
  // Assignments (no limit): Ben's attempt is not for credit; the cells one is on Cell Biology only.
  const homework = await d.setWork((await d.template([d.q.photosynthesis.id])).id, { dueInDays: -1 });
  await d.sit(homework, a.id, [{ questionId: d.q.photosynthesis.id, marks: 2, max: 4 }]);
  await d.sit(homework, b.id, [{ questionId: d.q.photosynthesis.id, marks: 4, max: 4 }], { noCredit: true });
  const cells = await d.setWork((await d.template([d.q.chloroplast.id])).id, { dueInDays: -3 });
  await d.sit(cells, a.id, [{ questionId: d.q.chloroplast.id, marks: 1, max: 1 }], { released: true });
  // Deleted work counts nowhere, whatever was sat.
  const deleted = await d.setWork(paper.id, { dueInDays: -4 });
  await d.sit(deleted, a.id, [{ questionId: d.q.photosynthesis.id, marks: 0, max: 4 }]);
  await t.db.update(assignments).set({ deletedAt: new Date() }).where(eq(assignments.id, deleted.id));
  Object.assign(ids, { sat: sat.id, open: open.id, homework: homework.id, cells: cells.id });
});
afterAll(async () => {
  await t.close();
});

describe('GET /exams and /assignments', () => {
  it('are for teachers and school admins; bad paging or class is a 400', async () => {
    for (const url of ['/exams', '/assignments'])
      expect(await t.statusByCaller(get(url))).toEqual(
        statusesFor({ student: 403, otherTeacher: 200, school: 200, platform: 403 }),
      );
    for (const url of ['/exams?limit=500', '/assignments?groupId=x', '/exams?subject=3'])
      expect((await t.request(d.as(d.teacher), get(url))).statusCode, url).toBe(400);
  });

  it('split timed work (exams) from the rest, with where students stand', async () => {
    const exams = (await t.request(d.as(d.teacher), get('/exams'))).json() as WorkList;
    expect(exams.total).toBe(2);
    expect(exams.items.map((i) => i.id)).toEqual([ids.open, ids.sat]);
    expect(exams.items[0]).toMatchObject({
      kind: 'exam',
      set_to: 3,
      not_started: 2,
      in_progress: 1,
      submitted: 0,
      mean: null,
    });
    // (6/7 + 1/7) / 2
    // one definition: submitted counts every submitted attempt, released those of them marked and released
    expect(exams.items[1]).toMatchObject({ set_to: 3, not_started: 1, submitted: 2, released: 1, mean: 50 });
    const work = (await t.request(d.as(d.teacher), get('/assignments'))).json() as WorkList;
    expect(work.items.map((i) => [i.id, i.kind])).toEqual([
      [ids.homework, 'assignment'],
      [ids.cells, 'assignment'],
    ]);
    // Ben's no-credit attempt counts as submitted, not in the mean.
    expect(work.items[0]).toMatchObject({ submitted: 2, released: 0, not_started: 1, mean: 50 });
    expect(work.items[1]).toMatchObject({ submitted: 1, released: 1 });
    // a subject none of them is of
    expect(((await t.request(d.as(d.teacher), get('/assignments?subject=28'))).json() as WorkList).total).toBe(0);
    expect(((await t.request(d.as(d.teacher), get('/assignments?subject=8'))).json() as WorkList).total).toBe(2);
    const page = (await t.request(d.as(d.teacher), get('/assignments?limit=1&page=2'))).json() as WorkList;
    expect(page).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page.items.map((i) => i.id)).toEqual([ids.cells]);
  });

  it('show a teacher only their own and their classes’ work, a school admin all of it', async () => {
    expect(((await t.request(d.as(d.otherTeacher), get('/assignments'))).json() as WorkList).total).toBe(0);
    expect(((await t.request(d.as(d.school.owner), get('/assignments'))).json() as WorkList).total).toBe(2);
    expect(((await t.request('teacher', get('/assignments'))).json() as WorkList).items.map((i) => i.id)).not.toContain(
      ids.homework,
    );
    expect((await t.request(d.as(d.otherTeacher), get(`/exams?groupId=${d.group.id}`))).statusCode).toBe(403);
    expect((await t.request('teacher', get(`/exams?groupId=${d.group.id}`))).statusCode).toBe(404);
  });
});

describe('GET /exams/subject and /assignments/subject', () => {
  it('need a subject of the list', async () => {
    expect((await t.request('anonymous', get('/exams/subject?subject=8'))).statusCode).toBe(401);
    expect((await t.request('student', get('/assignments/subject?subject=8'))).statusCode).toBe(403);
    expect((await t.request(d.as(d.teacher), get('/exams/subject'))).statusCode).toBe(400);
    expect((await t.request(d.as(d.teacher), get('/assignments/subject?subject=7'))).statusCode).toBe(400);
  });

  it('give one row per class of the subject', async () => {
    const exams = (await t.request(d.as(d.teacher), get('/exams/subject?subject=8'))).json() as WorkSubjectRow[];
    expect(exams).toEqual([
      {
        group_id: d.group.id,
        group_name: 'Test 10X',
        count: 2,
        set_to: 6,
        submitted: 2,
        submission_rate: 33.3,
        mean: 50,
      },
    ]);
    const work = (
      await t.request(d.as(d.school.owner), get('/assignments/subject?subject=8'))
    ).json() as WorkSubjectRow[];
    // (2/4 and 1/1, Ben's not for credit): mean of 50 and 100
    expect(work.find((r) => r.group_id === d.group.id)).toMatchObject({ count: 2, set_to: 6, submitted: 3, mean: 75 });
    expect(work.find((r) => r.group_id === d.untaught.id)).toMatchObject({ count: 0, submission_rate: null });
    expect(
      ((await t.request('teacher', get('/exams/subject?subject=8'))).json() as WorkSubjectRow[]).map((r) => r.group_id),
    ).not.toContain(d.group.id);
  });
});

describe('GET /exams/statistics and /assignments/statistics', () => {
  const url = (kind: string, groupId: number, courseId: number) =>
    get(`/${kind}/statistics?groupId=${groupId}&courseId=${courseId}`);

  it('refuse callers, bad input, other schools and classes not taught', async () => {
    const ok = url('exams', d.group.id, d.courses.bioenergetics);
    expect((await t.request('anonymous', ok)).statusCode).toBe(401);
    expect((await t.request('staff', ok)).statusCode).toBe(403);
    expect((await t.request(d.as(d.teacher), get(`/exams/statistics?groupId=${d.group.id}`))).statusCode).toBe(400);
    expect((await t.request('teacher', ok)).statusCode).toBe(404);
    expect(
      (await t.request(d.as(d.otherTeacher), url('assignments', d.group.id, d.courses.bioenergetics))).statusCode,
    ).toBe(403);
    expect((await t.request(d.as(d.teacher), url('assignments', d.group.id, 2_000_000))).statusCode).toBe(404);
  });

  it('give rates, mean, median and bands of a class’s exams on a course', async () => {
    const stats = (
      await t.request(d.as(d.teacher), url('exams', d.group.id, d.courses.bioenergetics))
    ).json() as WorkStatistics;
    expect(stats).toMatchObject({
      kind: 'exam',
      count: 2,
      set_to: 6,
      submitted: 2,
      submission_rate: 33.3,
      on_time_rate: 50,
      mean: 50,
      median: 50,
    });
    expect(stats.bands.filter((b) => b.count > 0)).toEqual([
      { from: 10, to: 20, count: 1 },
      { from: 80, to: 90, count: 1 },
    ]);
    expect(stats.items.find((i) => i.id === ids.sat)).toMatchObject({ set_to: 3, submitted: 2, mean: 50 });
  });

  it('keep to the course asked for', async () => {
    const bio = (
      await t.request(d.as(d.teacher), url('assignments', d.group.id, d.courses.bioenergetics))
    ).json() as WorkStatistics;
    expect(bio).toMatchObject({
      count: 1,
      set_to: 3,
      submitted: 2,
      submission_rate: 66.7,
      on_time_rate: 100,
      mean: 50,
    });
    const cells = (
      await t.request(d.as(d.teacher), url('assignments', d.group.id, d.courses.cellBiology))
    ).json() as WorkStatistics;
    expect(cells).toMatchObject({ count: 1, submitted: 1, mean: 100, median: 100 });
    expect(cells.bands[9]!.count).toBe(1);
  });
});

describe('work under the classes it was set to', () => {
  it('never shows one class’s work under another class its students are also in', async () => {
    const f = factories(t);
    const owner = d.school.owner;
    const other = await f.buildClass(d.school.id, { name: 'Test 11A', curriculaIds: [d.bio.id] });
    // Ann is in Test 10X and in Test 11A; the work above was set to Test 10X only
    await t.db.insert(groupStudents).values({ groupId: other.id, studentId: d.students.a.id });
    const mine = await d.setWork((await d.template([d.q.rate.id])).id, {
      timeLimitSeconds: 600,
      dueInDays: 1,
      groupId: other.id,
    });
    const under11A = (await t.request(d.as(owner), get(`/exams?groupId=${other.id}`))).json() as WorkList;
    expect(under11A.items.map((i) => i.id)).toEqual([mine.id]);
    expect(under11A.items[0]).toMatchObject({ set_to: 1 });
    const under10X = (await t.request(d.as(owner), get(`/exams?groupId=${d.group.id}`))).json() as WorkList;
    expect(under10X.items.map((i) => i.id)).not.toContain(mine.id);
    const rows = (await t.request(d.as(owner), get('/exams/subject?subject=8'))).json() as WorkSubjectRow[];
    expect(rows.find((r) => r.group_id === other.id)).toMatchObject({ count: 1, set_to: 1 });
    expect(rows.find((r) => r.group_id === d.group.id)).toMatchObject({ count: 2, set_to: 6 });
  });
});
