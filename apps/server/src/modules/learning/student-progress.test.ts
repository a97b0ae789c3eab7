import { eq, inArray, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveCourseTree, ProgressStudentTable, RevisionSet, StudentProgress } from '@markwell/contracts';
import {
  courses,
  lessonCompletions,
  practiceAnswers,
  questions,
  questionVersions,
  revisionCards,
} from '../../db/schema/index';
import { statusesFor } from '../../../test/exam-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dashboardFixtures, type DashboardFixtures } from '../../../test/dashboard-fixtures';

const DAY = 86_400_000;
let t: TestApp;
let d: DashboardFixtures;
let lessonOf: (questionId: number) => Promise<number>;
const get = (url: string) => ({ method: 'GET' as const, url: `/api/v2${url}` });
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);

/** A practice answer written as the practice route stores it. */
async function practise(studentId: number, questionId: number, marks: number, max: number, answeredAt: Date) {
  const [version] = await t.db.select().from(questionVersions).where(eq(questionVersions.questionId, questionId));
  await t.db.insert(practiceAnswers).values({
    schoolId: d.school.id,
    studentId,
    lessonId: await lessonOf(questionId),
    questionId,
    questionVersionId: version!.id,
    source: 'practice',
    answer: 'an answer',
    maxMarks: max,
    engineMarks: marks,
    engineResult: {},
    answeredAt,
  });
}

async function card(studentId: number, questionId: number, dueInDays: number) {
  await t.db.insert(revisionCards).values({
    schoolId: d.school.id,
    studentId,
    questionId,
    lessonId: await lessonOf(questionId),
    due: new Date(Date.now() + dueInDays * DAY),
    stability: 1,
    difficulty: 5,
    lastReview: at(3),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  d = await dashboardFixtures(t);
  lessonOf = async (questionId) =>
    (await t.db.select().from(questions).where(eq(questions.id, questionId)))[0]!.lessonId!;
  const { a, b } = d.students;
  // Ann: released set work (equation 4/4, rate 0/3), then practice on the rate lesson and on
  // anaerobic respiration (1 of 4: a low score), and the anaerobic lesson read (tutorial).
  const both = await d.template([d.q.photosynthesis.id, d.q.rate.id]);
  await d.sit(
    await d.setWork(both.id, { dueInDays: -10 }),
    a.id,
    [
      { questionId: d.q.photosynthesis.id, marks: 4, max: 4 },
      { questionId: d.q.rate.id, marks: 0, max: 3 },
    ],
    { released: true, answeredAt: at(11) },
  );
  // a version for the respiration question, through set work Ben sat
  await d.sit(await d.setWork((await d.template([d.q.respiration.id])).id), b.id, [
    { questionId: d.q.respiration.id, marks: 4, max: 4 },
  ]);
  await practise(a.id, d.q.rate.id, 3, 3, at(5));
  await practise(a.id, d.q.rate.id, 2, 3, at(4));
  await practise(a.id, d.q.respiration.id, 1, 4, at(3));
  await t.db.insert(lessonCompletions).values({
    schoolId: d.school.id,
    studentId: a.id,
    lessonId: await lessonOf(d.q.respiration.id),
    source: 'tutorial',
  });
  // Ann's revision: the rate question due yesterday, the equation in a week.
  await card(a.id, d.q.rate.id, -1);
  await card(a.id, d.q.photosynthesis.id, 7);
  // Set work still to do (due in two days), and work she has handed in (not listed).
  await d.setWork((await d.template([d.q.chloroplast.id], { name: 'Cells homework' })).id, { dueInDays: 2 });
});
afterAll(async () => {
  await t.close();
});

const asAnn = () => d.as(d.students.a);
const mine = async (url = '/learning/progress') => {
  const res = await t.request(asAnn(), get(url));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StudentProgress;
};

describe('GET /learning/progress', () => {
  it('is for students only', async () => {
    expect(await t.statusByCaller(get('/learning/progress'))).toEqual(
      statusesFor({ student: 200, otherTeacher: 403, school: 403, platform: 403 }),
    );
  });

  it('refuses a bad course (400) and a course the student’s classes do not follow (404)', async () => {
    for (const url of [
      '/learning/progress?course=abc',
      '/learning/progress?course=0',
      '/learning/progress?course=1.5',
    ]) {
      const res = await t.request(asAnn(), get(url));
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await t.request(asAnn(), get('/learning/progress?course=2000000'))).statusCode).toBe(404);
    // A course of a curriculum Ann's school does not follow (another school's, the demo school's).
    const annCourses = (await mine()).courses.map((c) => c.id);
    const [other] = await t.db
      .select({ id: courses.id })
      .from(courses)
      .where(not(inArray(courses.id, annCourses)))
      .limit(1);
    expect((await t.request(asAnn(), get(`/learning/progress?course=${other!.id}`))).statusCode).toBe(404);
  });

  it('gives the figures the teacher sees: live scores per lesson and topic, and completion', async () => {
    const p = await mine(`/learning/progress?course=${d.courses.bioenergetics}`);
    expect(p.courses).toHaveLength(1);
    const course = p.courses[0]!;
    const tree = (
      await t.request(
        d.as(d.teacher),
        get(
          `/livedata/student/course?group=${d.group.id}&course=${d.courses.bioenergetics}&student=${d.students.a.id}`,
        ),
      )
    ).json() as LiveCourseTree;
    expect(course.live_score).toBe(tree.score);
    const teacherTopics = tree.chapters.flatMap((c) => c.topics);
    expect(course.topics.map((tp) => [tp.id, tp.live_score])).toEqual(teacherTopics.map((tp) => [tp.id, tp.score]));
    expect(course.topics.flatMap((tp) => tp.lessons.map((l) => [l.id, l.live_score, l.answers]))).toEqual(
      teacherTopics.flatMap((tp) => tp.lessons.map((l) => [l.id, l.score, l.answers])),
    );
    // rate: set work 0/3 then practice 3/3 and 2/3 -> (0 + 100 + 66.7) / 3
    const rate = course.topics
      .flatMap((tp) => tp.lessons)
      .find((l) => l.id === tree.chapters[0]!.topics[0]!.lessons[1]!.id)!;
    expect(rate).toMatchObject({ live_score: 55.6, answers: 3, completed: true });

    const table = (
      await t.request(
        d.as(d.teacher),
        get(`/progress/student/course/lessons?group=${d.group.id}&course=${d.courses.bioenergetics}`),
      )
    ).json() as ProgressStudentTable;
    const ann = table.students.find((s) => s.id === d.students.a.id)!;
    // equation and rate by set work, anaerobic respiration by its tutorial: 3 of 6
    expect(course).toMatchObject({ lessons: 6, completed: 3, completion: 50 });
    expect(course.completion).toBe(ann.completion);
    expect(course.live_score).toBe(ann.live_score);
    for (const u of ann.units) {
      const lesson = course.topics.flatMap((tp) => tp.lessons).find((l) => l.id === u.id)!;
      expect([lesson.live_score, lesson.completed], String(u.id)).toEqual([u.live_score, u.completion === 100]);
    }
  });

  it('names the lessons to revise next and the set work still to hand in', async () => {
    const p = await mine();
    const rateLesson = await lessonOf(d.q.rate.id);
    const respiration = await lessonOf(d.q.respiration.id);
    const equation = await lessonOf(d.q.photosynthesis.id);
    expect(p.revise_next.map((r) => [r.lesson_id, r.reason])).toEqual([
      [rateLesson, 'due'],
      [respiration, 'low score'],
      [equation, 'coming up'],
    ]);
    expect(p.revise_next[1]).toMatchObject({ live_score: 25, due_at: null, course_name: 'Bioenergetics' });
    expect(p.upcoming.map((u) => [u.title.startsWith('Work'), u.status])).toEqual([[true, 'to_do']]);
    expect(new Date(p.upcoming[0]!.due_at).getTime()).toBeGreaterThan(Date.now());
    // Ben has no revision and handed nothing still due in.
    const ben = (await t.request(d.as(d.students.b), get('/learning/progress'))).json() as StudentProgress;
    expect(ben.revise_next).toEqual([]);
  });
});

describe('GET /learning/revision chooses well', () => {
  it('brings a low-scoring lesson’s question forward after the due one', async () => {
    // The respiration question is not due for a week, but Ann scores 25% on its lesson.
    await card(d.students.a.id, d.q.respiration.id, 7);
    const set = (await t.request(asAnn(), get('/learning/revision'))).json() as RevisionSet;
    expect(set.due).toBe(1);
    expect(set.questions.map((q) => [q.question.question_id, q.reason])).toEqual([
      [d.q.rate.id, 'due'],
      [d.q.respiration.id, 'low score'],
    ]);
  });
});
