import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveCourseTree, LiveScoreTable } from '@markwell/contracts';
import { courses } from '../../db/schema/index';
import { statusesFor } from '../../../test/exam-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dashboardFixtures, type DashboardFixtures } from '../../../test/dashboard-fixtures';

const DAY = 86_400_000;
let t: TestApp;
let d: DashboardFixtures;
const get = (url: string) => ({ method: 'GET' as const, url: `/api/v2${url}` });

beforeAll(async () => {
  t = await createTestApp();
  d = await dashboardFixtures(t);
  const { a, b, c } = d.students;
  const both = await d.template([d.q.photosynthesis.id, d.q.rate.id]);
  const first = await d.setWork(both.id, { dueInDays: -20 });
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
  // Ann: full marks on the equation, none on the rate (her oldest answer on that lesson)...
  await d.sit(
    first,
    a.id,
    [
      { questionId: d.q.photosynthesis.id, marks: 4, max: 4 },
      { questionId: d.q.rate.id, marks: 0, max: 3 },
    ],
    { released: true, answeredAt: at(21) },
  );
  // ...then twelve full-mark answers on the rate lesson: the window of 12 drops the first 0.
  const rateOnly = await d.template([d.q.rate.id]);
  for (let i = 0; i < 12; i++) {
    const w = await d.setWork(rateOnly.id, { dueInDays: -19 + i });
    await d.sit(w, a.id, [{ questionId: d.q.rate.id, marks: 3, max: 3 }], { answeredAt: at(19 - i) });
  }
  // Ben: half the equation, the whole rate question.
  await d.sit(
    first,
    b.id,
    [
      { questionId: d.q.photosynthesis.id, marks: 2, max: 4 },
      { questionId: d.q.rate.id, marks: 3, max: 3 },
    ],
    { released: true, answeredAt: at(21) },
  );
  // Left out: Ben's later attempt not for credit, Cat's attempt still in progress.
  const later = await d.setWork(both.id, { dueInDays: 2 });
  await d.sit(later, b.id, [{ questionId: d.q.photosynthesis.id, marks: 0, max: 4 }], {
    noCredit: true,
    answeredAt: at(1),
  });
  await d.sit(later, c.id, [{ questionId: d.q.photosynthesis.id, marks: 0, max: 4 }], {
    submitted: false,
    answeredAt: at(1),
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /livedata/subject/summary', () => {
  it('is for teachers and school admins only', async () => {
    expect(await t.statusByCaller(get('/livedata/subject/summary?subject=8'))).toEqual(
      statusesFor({ student: 403, otherTeacher: 200, school: 200, platform: 403 }),
    );
  });

  it('answers a subject off the fixed list or none with 400', async () => {
    for (const url of [
      '/livedata/subject/summary?subject=3',
      '/livedata/subject/summary',
      '/livedata/subject/summary?subject=x',
    ]) {
      const res = await t.request(d.as(d.teacher), get(url));
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it("averages each class's students' live scores over its lessons", async () => {
    const res = await t.request(d.as(d.teacher), get('/livedata/subject/summary?subject=8'));
    expect(res.statusCode).toBe(200);
    const body = res.json() as LiveScoreTable;
    expect(body.threshold).toBe(40);
    // Ann 100 and 100, Ben 50 and 100: (100 + 100 + 50 + 100) / 4
    expect(body.rows).toEqual([
      {
        id: d.group.id,
        name: 'Test 10X',
        group_id: null,
        students: 3,
        students_with_data: 2,
        average: 87.5,
        lessons_with_data: 2,
        below_threshold: 0,
      },
    ]);
    // The school admin sees every class of the school, taught or not.
    const admin = (
      await t.request(d.as(d.school.owner), get('/livedata/subject/summary?subject=8'))
    ).json() as LiveScoreTable;
    expect(admin.rows.map((r) => r.id).sort()).toEqual([d.group.id, d.untaught.id].sort());
    // Another school's teacher never sees this school's classes; no class follows Chemistry here.
    const demo = (await t.request('teacher', get('/livedata/subject/summary?subject=8'))).json() as LiveScoreTable;
    expect(demo.rows.map((r) => r.id)).not.toContain(d.group.id);
    const chem = (
      await t.request(d.as(d.teacher), get('/livedata/subject/summary?subject=28'))
    ).json() as LiveScoreTable;
    expect(chem.rows).toEqual([]);
  });
});

describe('GET /livedata/subject/:type', () => {
  it('is for teachers and school admins only, and knows three types', async () => {
    expect(await t.statusByCaller(get('/livedata/subject/students?subject=8'))).toMatchObject({
      anonymous: 401,
      student: 403,
      teacher: 200,
      schoolAdmin: 200,
      staff: 403,
      admin: 403,
    });
    expect((await t.request(d.as(d.teacher), get('/livedata/subject/lessons?subject=8'))).statusCode).toBe(400);
    expect((await t.request(d.as(d.teacher), get('/livedata/subject/groups?subject=5'))).statusCode).toBe(400);
  });

  it('breaks the subject down by student, by course and by class and course', async () => {
    const students = (
      await t.request(d.as(d.teacher), get('/livedata/subject/students?subject=8'))
    ).json() as LiveScoreTable;
    expect(students.rows.map((r) => [r.name, r.average, r.lessons_with_data, r.group_id])).toEqual([
      ['Ann Able', 100, 2, d.group.id],
      ['Ben Bright', 75, 2, d.group.id],
      ['Cat Calm', null, 0, d.group.id],
    ]);
    const courses = (
      await t.request(d.as(d.teacher), get('/livedata/subject/courses?subject=8'))
    ).json() as LiveScoreTable;
    expect(courses.rows.find((r) => r.id === d.courses.bioenergetics)).toMatchObject({ average: 87.5, students: 3 });
    expect(courses.rows.find((r) => r.id === d.courses.cellBiology)).toMatchObject({
      average: null,
      lessons_with_data: 0,
    });
    const groups = (
      await t.request(d.as(d.teacher), get('/livedata/subject/groups?subject=8'))
    ).json() as LiveScoreTable;
    expect(groups.rows.map((r) => [r.group_id, r.id, r.average])).toEqual([
      [d.group.id, d.courses.cellBiology, null],
      [d.group.id, d.courses.bioenergetics, 87.5],
    ]);
  });
});

describe('GET /livedata/student/course', () => {
  const url = (q: Record<string, number>) =>
    get(
      `/livedata/student/course?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`,
    );

  it('refuses callers, bad input, other schools and classes not taught', async () => {
    const q = { group: d.group.id, course: d.courses.bioenergetics };
    expect((await t.request('anonymous', url(q))).statusCode).toBe(401);
    expect((await t.request('student', url(q))).statusCode).toBe(403);
    expect((await t.request('staff', url(q))).statusCode).toBe(403);
    expect((await t.request(d.as(d.teacher), get('/livedata/student/course?group=1'))).statusCode).toBe(400);
    expect((await t.request(d.as(d.teacher), get('/livedata/student/course?group=a&course=2'))).statusCode).toBe(400);
    // another school's class, as for a missing one
    expect((await t.request('teacher', url(q))).statusCode).toBe(404);
    expect((await t.request(d.as(d.teacher), url({ ...q, group: 2_000_000 }))).statusCode).toBe(404);
    // a class of the school the caller does not teach
    expect((await t.request(d.as(d.otherTeacher), url(q))).statusCode).toBe(403);
    // a course the class does not follow, a student not in the class
    const [chemistry] = await t.db.select().from(courses).where(eq(courses.name, 'Quantitative chemistry'));
    expect((await t.request(d.as(d.teacher), url({ ...q, course: chemistry!.id }))).statusCode).toBe(404);
    expect((await t.request(d.as(d.teacher), url({ ...q, student: await t.userId('student') }))).statusCode).toBe(404);
  });

  it("gives the student's live score per lesson, from their last 12 answers", async () => {
    const res = await t.request(
      d.as(d.teacher),
      url({ group: d.group.id, course: d.courses.bioenergetics, student: d.students.a.id }),
    );
    expect(res.statusCode).toBe(200);
    const tree = res.json() as LiveCourseTree;
    expect(tree.student).toEqual({ id: d.students.a.id, name: 'Ann Able' });
    const lessons = tree.chapters.flatMap((c) => c.topics.flatMap((tp) => tp.lessons));
    expect(lessons.find((l) => l.name === 'Rate of photosynthesis')).toMatchObject({ score: 100, answers: 12 });
    expect(lessons.find((l) => l.name === 'The photosynthesis equation')).toMatchObject({ score: 100, answers: 1 });
    expect(lessons.find((l) => l.name === 'Aerobic respiration')).toMatchObject({ score: null, answers: 0 });
    expect(tree.score).toBe(100);
  });

  it("gives the class's mean per lesson without a student", async () => {
    const tree = (
      await t.request(d.as(d.school.owner), url({ group: d.group.id, course: d.courses.bioenergetics }))
    ).json() as LiveCourseTree;
    expect(tree.student).toBeNull();
    const lessons = tree.chapters.flatMap((c) => c.topics.flatMap((tp) => tp.lessons));
    expect(lessons.find((l) => l.name === 'The photosynthesis equation')).toMatchObject({
      score: 75,
      students_with_data: 2,
    });
    expect(lessons.find((l) => l.name === 'Rate of photosynthesis')).toMatchObject({ score: 100, answers: 13 });
    const photosynthesis = tree.chapters.find((c) => c.name === 'Photosynthesis')!;
    expect(photosynthesis.topics[0]!.score).toBe(87.5);
    expect(tree.score).toBe(87.5);
  });
});
