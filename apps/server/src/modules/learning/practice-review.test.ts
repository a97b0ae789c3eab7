import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, notifications, practiceAnswers, schoolGroups, users } from '../../db/schema/index';
import { statusesFor } from '../../../test/exam-fixtures';
import { factories } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let lessonId: number;
let class10b: number;
let class11a: number;
let riversideClass: number;
beforeAll(async () => {
  t = await createTestApp();
  const [l] = await t.db.select().from(lessons).where(eq(lessons.name, 'Rate of photosynthesis'));
  lessonId = l!.id;
  const groups = await t.db.select().from(schoolGroups);
  const byName = (name: string) => groups.find((g) => g.name === name)!.id;
  class10b = byName('10B Biology');
  class11a = byName('11A Chemistry');
  riversideClass = byName('Year 10 Biology');
});
afterAll(() => t.close());

const api = (path: string) => `/api/v2${path}`;
const get = (path: string) => ({ method: 'GET' as const, url: api(path) });
const post = (path: string, payload: Record<string, unknown>) => ({ method: 'POST' as const, url: api(path), payload });
const teachers = statusesFor({ student: 403, otherTeacher: 200, school: 200, platform: 403 });

/** A practice answer of the demo student the engine was unsure of (flagged here), with its question. */
async function flaggedAnswer(answer = 'Plants make more food when it is sunny.', compared = true) {
  const lesson = (await t.request('student', get(`/learning/lessons/${lessonId}`))).json();
  const q = lesson.questions.find((x: { type: string }) => x.type === 'text');
  const res = await t.request(
    'student',
    post('/learning/practice-answers', { lesson_id: lessonId, question_id: q.question_id, answer }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().id as number;
  await t.db.update(practiceAnswers).set({ needsReview: true }).where(eq(practiceAnswers.id, id));
  if (compared)
    await t.request('student', post(`/learning/practice-answers/${id}/self-assessment`, { assessment: 'partly' }));
  return { id, marks: res.json().marks as number, max: res.json().max_marks as number, question: q };
}

describe('GET /learning/reviews/counts', () => {
  it('gives each of the teacher’s classes with its answers waiting for review', async () => {
    await flaggedAnswer();
    expect(await t.statusByCaller(get('/learning/reviews/counts'))).toEqual(teachers);
    const mine = (await t.request('teacher', get('/learning/reviews/counts'))).json();
    expect(mine.map((c: { group_id: number }) => c.group_id)).toEqual([class10b]);
    expect(mine[0].to_review).toBeGreaterThan(0);
    const admin = (await t.request('schoolAdmin', get('/learning/reviews/counts'))).json();
    // A biology answer is not the chemistry class's work, though the student is in both.
    expect(admin.find((c: { group_id: number }) => c.group_id === class11a)).toMatchObject({ to_review: 0 });
    const riverside = (await t.request('otherTeacher', get('/learning/reviews/counts'))).json();
    expect(riverside).toEqual([{ group_id: riversideClass, group_name: 'Year 10 Biology', to_review: 0 }]);
  });
});

describe('GET /learning/reviews', () => {
  it('lists the class’s flagged answers newest first, as text, with the engine mark and the marking points', async () => {
    const a = await flaggedAnswer('<b>Light</b> is the limiting factor');
    const path = `/learning/reviews?group_id=${class10b}`;
    expect(await t.statusByCaller(get(path))).toEqual(
      statusesFor({ student: 403, otherTeacher: 404, school: 200, platform: 403 }),
    );
    const body = (await t.request('teacher', get(path))).json();
    expect(body.group).toEqual({ id: class10b, name: '10B Biology' });
    expect(body.total).toBe(body.items.length);
    expect(body.items[0]).toMatchObject({
      id: a.id,
      student: { id: await t.userId('student') },
      lesson: { id: lessonId, name: 'Rate of photosynthesis' },
      question_text: a.question.text,
      answer_text: '<b>Light</b> is the limiting factor',
      engine_marks: a.marks,
      max_marks: a.max,
      self_assessment: 'partly',
      correct_choices: null,
    });
    expect(body.items[0].marking_points.length).toBeGreaterThan(0);
    // An unsure answer the student did not compare with the model answer keeps the engine's mark.
    const uncompared = await flaggedAnswer('Light makes it faster.', false);
    const again = (await t.request('teacher', get(path))).json();
    expect(again.items.map((i: { id: number }) => i.id)).not.toContain(uncompared.id);
  });

  it('answers 400 for a bad class id, 404 for another school’s and 403 for a class of the school not taught', async () => {
    expect((await t.request('teacher', get('/learning/reviews?group_id=abc'))).statusCode).toBe(400);
    expect((await t.request('teacher', get('/learning/reviews'))).statusCode).toBe(400);
    expect((await t.request('teacher', get(`/learning/reviews?group_id=${riversideClass}`))).statusCode).toBe(404);
    expect((await t.request('teacher', get('/learning/reviews?group_id=999999'))).statusCode).toBe(404);
    expect((await t.request('teacher', get(`/learning/reviews?group_id=${class11a}`))).statusCode).toBe(403);
  });
});

describe('POST /learning/practice-answers/:id/review', () => {
  it('confirms or changes the mark, takes the answer off the list and tells the student', async () => {
    const a = await flaggedAnswer();
    const path = `/learning/practice-answers/${a.id}/review`;
    expect(await t.statusByCaller(() => post(path, { marks: a.marks }))).toEqual(
      statusesFor({ student: 403, otherTeacher: 404, school: 200, platform: 403 }),
    );
    const changed = a.marks === a.max ? 0 : a.max;
    const res = await t.request('teacher', post(path, { marks: changed }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, engine_marks: a.marks, teacher_marks: changed, max_marks: a.max });
    const [row] = await t.db.select().from(practiceAnswers).where(eq(practiceAnswers.id, a.id));
    expect(row).toMatchObject({ teacherMarks: changed, engineMarks: a.marks, reviewedBy: await t.userId('teacher') });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    const list = (await t.request('teacher', get(`/learning/reviews?group_id=${class10b}`))).json();
    expect(list.items.map((i: { id: number }) => i.id)).not.toContain(a.id);
    // The student sees the check on the lesson, and has been told.
    const lesson = (await t.request('student', get(`/learning/lessons/${lessonId}`))).json();
    expect(lesson.teacher_checked[0]).toMatchObject({
      id: a.id,
      question_text: a.question.text,
      engine_marks: a.marks,
      teacher_marks: changed,
      max_marks: a.max,
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, await t.userId('student')),
          eq(notifications.link, `/student/learn/lessons/${lessonId}`),
        ),
      );
    expect(told.length).toBeGreaterThan(0);
    expect(told.at(-1)!.body).toContain(`${changed}/${a.max}`);
  });

  it('answers 400 for a mark out of range, 404 for another school’s or an untaught student’s answer', async () => {
    const a = await flaggedAnswer();
    const path = `/learning/practice-answers/${a.id}/review`;
    for (const marks of [a.max + 1, -1, 1.5, 'two']) {
      expect((await t.request('teacher', post(path, { marks }))).statusCode).toBe(400);
    }
    expect((await t.request('teacher', post(path, { marks: 0, extra: 1 }))).statusCode).toBe(400);
    expect((await t.request('teacher', post('/learning/practice-answers/abc/review', { marks: 0 }))).statusCode).toBe(
      400,
    );
    expect((await t.request('otherTeacher', post(path, { marks: 0 }))).statusCode).toBe(404);
    expect(
      (await t.request('teacher', post('/learning/practice-answers/999999/review', { marks: 0 }))).statusCode,
    ).toBe(404);
    // A teacher of the same school who does not teach the student's class.
    const [teacher] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, await t.userId('teacher')));
    const colleague = await factories(t).buildTeacher(teacher!.schoolId!);
    expect((await t.request({ userId: colleague.id }, post(path, { marks: 0 }))).statusCode).toBe(404);
    const [row] = await t.db.select().from(practiceAnswers).where(eq(practiceAnswers.id, a.id));
    expect(row!.reviewedAt).toBeNull();
  });
});
