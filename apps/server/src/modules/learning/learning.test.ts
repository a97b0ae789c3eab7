import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chapters,
  courses,
  curricula,
  lessonCompletions,
  lessons,
  practiceAnswers,
  qualifications,
  questionVersions,
  revisionCards,
  topics,
  users,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { statusesFor } from '../../../test/exam-fixtures';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { insertQuizQuestions } from '../../seed/questions';

let t: TestApp;
let lessonId: number;
let otherLesson: number;
beforeAll(async () => {
  t = await createTestApp();
  const [l] = await t.db.select().from(lessons).where(eq(lessons.name, 'Rate of photosynthesis'));
  lessonId = l!.id;
  // A lesson of a course of a curriculum no class follows (Spanish, made here).
  const [cur] = await t.db.insert(curricula).values({ name: 'Test Spanish', subjectId: 2 }).returning();
  const [qual] = await t.db.insert(qualifications).values({ curriculaId: cur!.id, name: 'GCSE' }).returning();
  const [course] = await t.db
    .insert(courses)
    .values({ curriculaId: cur!.id, qualificationId: qual!.id, name: 'Test Spanish course' })
    .returning();
  const [chapter] = await t.db.insert(chapters).values({ courseId: course!.id, name: 'Greetings' }).returning();
  const [topic] = await t.db.insert(topics).values({ chapterId: chapter!.id, name: 'Hola' }).returning();
  const [other] = await t.db
    .insert(lessons)
    .values({ topicId: topic!.id, name: 'Saying hello', url: '/hola' })
    .returning();
  otherLesson = other!.id;
});
afterAll(() => t.close());

const api = (path: string) => `/api/v2${path}`;
const get = (path: string) => ({ method: 'GET' as const, url: api(path) });
const post = (path: string, payload: Record<string, unknown>) => ({ method: 'POST' as const, url: api(path), payload });
const onlyStudents = statusesFor({ student: 200, otherTeacher: 403, school: 403, platform: 403 });

async function lesson(id = lessonId) {
  const res = await t.request('student', get(`/learning/lessons/${id}`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /learning/courses and /learning/courses/:id', () => {
  it('are for students, and list only the courses their classes follow', async () => {
    expect(await t.statusByCaller(get('/learning/courses'))).toEqual(onlyStudents);
    const courses = (await t.request('student', get('/learning/courses'))).json();
    expect(courses.length).toBeGreaterThan(0);
    const map = (await t.request('student', get(`/learning/courses/${courses[0].id}`))).json();
    const names = map.chapters.flatMap((c: { topics: { lessons: { name: string }[] }[] }) =>
      c.topics.flatMap((tp) => tp.lessons.map((l) => l.name)),
    );
    const all = await Promise.all(
      courses.map(async (c: { id: number }) => (await t.request('student', get(`/learning/courses/${c.id}`))).json()),
    );
    const every = all.flatMap((m) =>
      m.chapters.flatMap((c: { topics: { lessons: { id: number; name: string }[] }[] }) =>
        c.topics.flatMap((tp) => tp.lessons),
      ),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(every.map((l: { name: string }) => l.name)).toContain('Rate of photosynthesis');
    expect(every.map((l: { id: number }) => l.id)).not.toContain(otherLesson);
  });

  it('answers 404 for a course no class of the student follows, and 400 for a bad id', async () => {
    expect((await t.request('student', get(`/learning/lessons/${otherLesson}`))).statusCode).toBe(404);
    expect((await t.request('student', get('/learning/courses/999999'))).statusCode).toBe(404);
    expect((await t.request('student', get('/learning/courses/abc'))).statusCode).toBe(400);
  });
});

describe('GET /learning/lessons/:id', () => {
  it('gives the lesson and its practice questions without any of their mark schemes', async () => {
    expect(await t.statusByCaller(get(`/learning/lessons/${lessonId}`))).toEqual(onlyStudents);
    const l = await lesson();
    expect(l.name).toBe('Rate of photosynthesis');
    expect(l.questions.length).toBeGreaterThan(0);
    // The tutorial may speak of limiting factors; the questions carry nothing of their schemes.
    const text = JSON.stringify(l.questions);
    expect(text).not.toContain('limiting factor');
    expect(text).not.toMatch(/phrases|marking_points|correct/);
    // A lesson of a course none of the student's classes follows is 404.
    expect((await t.request('student', get(`/learning/lessons/${otherLesson}`))).statusCode).toBe(404);
  });
});

describe('reading a lesson', () => {
  it('pins no question version: a version is made only when an answer is given', async () => {
    const staffId = (await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.staff)))[0]!.id;
    const [questionId] = await insertQuizQuestions(t.db, staffId, [
      {
        text: 'Which factor limits photosynthesis on a cold, bright day?',
        curriculaId: (await t.db.select().from(curricula).where(eq(curricula.name, 'AQA Biology')))[0]!.id,
        lessonId,
        options: { choices: ['Temperature', 'Light'], correct: [0] },
      },
    ]);
    const versions = () => t.db.select().from(questionVersions).where(eq(questionVersions.questionId, questionId!));
    expect((await lesson()).questions.map((q: { question_id: number }) => q.question_id)).toContain(questionId);
    expect(await versions()).toHaveLength(0);
    const res = await t.request(
      'student',
      post('/learning/practice-answers', { lesson_id: lessonId, question_id: questionId, answer: [0] }),
    );
    expect(res.json()).toMatchObject({ marks: 1, max_marks: 1, correct_choices: [0] });
    expect(await versions()).toHaveLength(1);
  });
});

describe('POST /learning/practice-answers', () => {
  it('marks at once, explains the mark with the words that earned each point, and schedules revision', async () => {
    const l = await lesson();
    const q = l.questions.find((x: { text: string }) => /rate of photosynthesis/.test(x.text));
    const studentId = await t.userId('student');
    const cardOf = async () =>
      (
        await t.db
          .select()
          .from(revisionCards)
          .where(and(eq(revisionCards.studentId, studentId), eq(revisionCards.questionId, q.question_id)))
      )[0];
    const repsBefore = (await cardOf())?.reps ?? 0;
    const res = await t.request(
      'student',
      post('/learning/practice-answers', {
        lesson_id: lessonId,
        question_id: q.question_id,
        answer: 'There is more light so light is the limiting factor.',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.marks).toBe(2);
    expect(r.max_marks).toBe(3);
    expect(r.earned.map((p: { number: number }) => p.number)).toEqual([1, 2]);
    expect(r.earned[1].spans[0].text).toBe('limiting factor');
    expect(r.answer_text.slice(r.earned[1].spans[0].start, r.earned[1].spans[0].end)).toBe('limiting factor');
    expect(r.missed).toEqual([{ number: 3, text: expect.stringMatching(/becomes limiting/) }]);
    expect(new Date(r.next_review).getTime()).toBeGreaterThan(Date.now());
    const [stored] = await t.db.select().from(practiceAnswers).where(eq(practiceAnswers.id, r.id));
    expect(stored).toMatchObject({ studentId, engineMarks: 2, maxMarks: 3, source: 'practice' });
    expect((await cardOf())!.reps).toBe(repsBefore + 1);
  });

  it('is for students, and refuses bad input, a question not on the lesson and a lesson not followed', async () => {
    const l = await lesson();
    const q = l.questions[0].question_id;
    const body = { lesson_id: lessonId, question_id: q, answer: 'more light' };
    expect(await t.statusByCaller(() => post('/learning/practice-answers', body))).toEqual(onlyStudents);
    for (const payload of [
      {},
      { ...body, answer: null },
      { ...body, answer: 'x'.repeat(10_001) },
      { ...body, source: 'exam' },
      { ...body, extra: 1 },
    ]) {
      const res = await t.request('student', post('/learning/practice-answers', payload));
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect(
      (await t.request('student', post('/learning/practice-answers', { ...body, question_id: 999999 }))).statusCode,
    ).toBe(404);
    expect(
      (await t.request('student', post('/learning/practice-answers', { ...body, lesson_id: otherLesson }))).statusCode,
    ).toBe(404);
  });

  it('completes the lesson once every practice question is answered', async () => {
    const l = await lesson();
    for (const q of l.questions)
      await t.request(
        'student',
        post('/learning/practice-answers', { lesson_id: lessonId, question_id: q.question_id, answer: 'more light' }),
      );
    const studentId = await t.userId('student');
    const [done] = await t.db
      .select()
      .from(lessonCompletions)
      .where(and(eq(lessonCompletions.studentId, studentId), eq(lessonCompletions.lessonId, lessonId)));
    expect(done).toBeDefined();
    expect((await lesson()).completed_at).not.toBeNull();
    expect((await lesson()).live_score).not.toBeNull();
  });
});

describe('self-assessment, completion and revision', () => {
  it('keeps a self-assessment apart from the engine mark, for the student’s own answers only', async () => {
    const l = await lesson();
    const r = (
      await t.request(
        'student',
        post('/learning/practice-answers', {
          lesson_id: lessonId,
          question_id: l.questions[0].question_id,
          answer: 'plants grow',
        }),
      )
    ).json();
    const path = `/learning/practice-answers/${r.id}/self-assessment`;
    expect(await t.statusByCaller(() => post(path, { assessment: 'partly' }))).toEqual(onlyStudents);
    const [row] = await t.db.select().from(practiceAnswers).where(eq(practiceAnswers.id, r.id));
    expect(row).toMatchObject({ selfAssessment: 'partly', engineMarks: r.marks });
    expect((await t.request('student', post(path, { assessment: 'maybe' }))).statusCode).toBe(400);
    const otherStudent = await t.request({ userId: await otherStudentId() }, post(path, { assessment: 'yes' }));
    expect(otherStudent.statusCode).toBe(404);
  });

  it('marks a lesson done, and brings due questions back in the revision set', async () => {
    expect(await t.statusByCaller(() => post(`/learning/lessons/${lessonId}/complete`, {}))).toEqual(onlyStudents);
    const studentId = await t.userId('student');
    // A test clock: the cards fall due by moving their dates, not by waiting.
    await t.db
      .update(revisionCards)
      .set({ due: new Date(Date.now() - 60_000) })
      .where(eq(revisionCards.studentId, studentId));
    const set = (await t.request('student', get('/learning/revision'))).json();
    expect(set.due).toBeGreaterThan(0);
    expect(set.questions.length).toBe(Math.min(10, set.due));
    expect(set.questions).toContainEqual(
      expect.objectContaining({ lesson_id: lessonId, lesson_name: 'Rate of photosynthesis' }),
    );
    expect(JSON.stringify(set)).not.toContain('limiting factor');
    expect(await t.statusByCaller(get('/learning/revision'))).toEqual(onlyStudents);
  });
});

/** Another student of the same class (a classmate must not reach the demo student's answers). */
async function otherStudentId() {
  const [other] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'amir-khan@demo.markwell.test'));
  return other!.id;
}
