import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressRow, ProgressStudentTable, ProgressSummaryRow } from '@markwell/contracts';
import { statusesFor } from '../../../test/exam-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dashboardFixtures, type DashboardFixtures } from '../../../test/dashboard-fixtures';

let t: TestApp;
let d: DashboardFixtures;
const get = (url: string) => ({ method: 'GET' as const, url: `/api/v2${url}` });

beforeAll(async () => {
  t = await createTestApp();
  d = await dashboardFixtures(t);
  // Released: Ann covers three Bioenergetics lessons (the equation, the rate, anaerobic respiration).
  const three = await d.template([d.q.photosynthesis.id, d.q.rate.id, d.q.respiration.id]);
  await d.sit(
    await d.setWork(three.id),
    d.students.a.id,
    [
      { questionId: d.q.photosynthesis.id, marks: 4, max: 4 },
      { questionId: d.q.rate.id, marks: 0, max: 3 },
      { questionId: d.q.respiration.id, marks: 2, max: 4 },
    ],
    { released: true },
  );
  // Submitted, not released: Ben covers one Cell Biology lesson (animal and plant cells).
  const cells = await d.template([d.q.chloroplast.id]);
  await d.sit(await d.setWork(cells.id), d.students.b.id, [{ questionId: d.q.chloroplast.id, marks: 1, max: 1 }]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /progress/subject/summary', () => {
  it('is for teachers and school admins; a subject off the list is a 400', async () => {
    expect(await t.statusByCaller(get('/progress/subject/summary?subject=8'))).toEqual(
      statusesFor({ student: 403, otherTeacher: 200, school: 200, platform: 403 }),
    );
    const res = await t.request(d.as(d.teacher), get('/progress/subject/summary?subject=99'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toContain('subject');
  });

  it('gives one SPEC row per qualification with mean completion over class and course', async () => {
    const rows = (
      await t.request(d.as(d.teacher), get('/progress/subject/summary?subject=8'))
    ).json() as ProgressSummaryRow[];
    expect(rows).toHaveLength(1);
    const [gcse] = rows;
    expect(gcse).toMatchObject({ qualification: 'GCSE', courses: 2, count: 1 });
    // Bioenergetics 3 of 6 lessons (all assessed), Cell Biology 1 of 7 (none assessed)
    expect(gcse!.completion).toBeCloseTo((50 + 14.3) / 2, 0);
    expect(gcse!.completionAssessed).toBe(25);
    // another school's teacher counts only their own classes
    const other = (
      await t.request('otherTeacher', get('/progress/subject/summary?subject=8'))
    ).json() as ProgressSummaryRow[];
    expect(other.every((r) => r.count === 1)).toBe(true);
  });
});

describe('GET /progress/subject/:type', () => {
  it('knows groups and courses only', async () => {
    expect((await t.request('anonymous', get('/progress/subject/groups?subject=8'))).statusCode).toBe(401);
    expect((await t.request('student', get('/progress/subject/groups?subject=8'))).statusCode).toBe(403);
    expect((await t.request(d.as(d.teacher), get('/progress/subject/students?subject=8'))).statusCode).toBe(400);
  });

  it('reads a class over all its lessons, and a course over its classes', async () => {
    const groups = (
      await t.request(d.as(d.teacher), get('/progress/subject/groups?subject=8'))
    ).json() as ProgressRow[];
    expect(groups).toEqual([
      { id: d.group.id, name: 'Test 10X', lessons: 13, count: 2, completion: 30.8, completionAssessed: 23.1 },
    ]);
    const courses = (
      await t.request(d.as(d.teacher), get('/progress/subject/courses?subject=8'))
    ).json() as ProgressRow[];
    expect(courses.find((c) => c.id === d.courses.bioenergetics)).toEqual({
      id: d.courses.bioenergetics,
      name: 'Bioenergetics',
      lessons: 6,
      count: 1,
      completion: 50,
      completionAssessed: 50,
    });
    expect(courses.find((c) => c.id === d.courses.cellBiology)).toMatchObject({
      completion: 14.3,
      completionAssessed: 0,
    });
    // The school admin also sees the class nobody here teaches, with nothing covered.
    const admin = (
      await t.request(d.as(d.school.owner), get('/progress/subject/groups?subject=8'))
    ).json() as ProgressRow[];
    expect(admin.find((r) => r.id === d.untaught.id)).toMatchObject({ completion: 0, completionAssessed: 0 });
  });
});

describe('GET /progress/student/course/:type', () => {
  const url = (type: string, group: number, course: number) =>
    get(`/progress/student/course/${type}?group=${group}&course=${course}`);

  it('refuses callers, bad input, other schools and classes not taught', async () => {
    const ok = url('topics', d.group.id, d.courses.bioenergetics);
    expect((await t.request('anonymous', ok)).statusCode).toBe(401);
    expect((await t.request('admin', ok)).statusCode).toBe(403);
    expect((await t.request(d.as(d.teacher), url('units', d.group.id, d.courses.bioenergetics))).statusCode).toBe(400);
    expect((await t.request(d.as(d.teacher), get('/progress/student/course/topics?group=1'))).statusCode).toBe(400);
    expect((await t.request('teacher', ok)).statusCode).toBe(404);
    expect((await t.request(d.as(d.otherTeacher), ok)).statusCode).toBe(403);
    expect((await t.request(d.as(d.teacher), url('topics', d.group.id, 2_000_000))).statusCode).toBe(404);
  });

  it('gives each student completion and live score per topic', async () => {
    const res = await t.request(d.as(d.teacher), url('topics', d.group.id, d.courses.bioenergetics));
    expect(res.statusCode).toBe(200);
    const table = res.json() as ProgressStudentTable;
    expect(table.units.map((u) => [u.name, u.lessons])).toEqual([
      ['Photosynthetic reaction', 2],
      ['Uses of glucose', 1],
      ['Aerobic and anaerobic respiration', 3],
    ]);
    const ann = table.students.find((s) => s.id === d.students.a.id)!;
    // equation 100%, rate 0%, anaerobic respiration 50%
    expect(ann).toMatchObject({ completion: 50, completionAssessed: 50, live_score: 50 });
    expect(ann.units.map((u) => [u.completion, u.live_score])).toEqual([
      [100, 50],
      [0, null],
      [33.3, 50],
    ]);
    const ben = table.students.find((s) => s.id === d.students.b.id)!;
    expect(ben).toMatchObject({ completion: 0, completionAssessed: 0, live_score: null });
  });

  it('counts a lesson covered but not assessed until marks are released', async () => {
    const table = (
      await t.request(d.as(d.school.owner), url('chapters', d.group.id, d.courses.cellBiology))
    ).json() as ProgressStudentTable;
    const ben = table.students.find((s) => s.id === d.students.b.id)!;
    expect(ben).toMatchObject({ completion: 14.3, completionAssessed: 0, live_score: 100 });
    expect(ben.units[0]).toMatchObject({ completion: 25, completionAssessed: 0 });
  });
});
