import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, PracticeWorkList, PracticeWorkStudents } from '@markwell/contracts';
import { SUBJECT_IDS } from '@markwell/domain/pricing/index';
import {
  assignmentLessons,
  assignments,
  lessonCompletions,
  lessonPracticeQuestions,
  lessons,
  practiceAnswers,
  schoolGroups,
  users,
} from '../../db/schema/index';
import { factories } from '../../../test/factories';
import { statusesFor } from '../../../test/exam-fixtures';
import { createTestApp, type Caller, type TestApp } from '../../../test/test-app';

const api = (path: string) => `/api/v2${path}`;
const get = (path: string) => ({ method: 'GET' as const, url: api(path) });
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const BIOLOGY = SUBJECT_IDS.Biology;
const CHEMISTRY = SUBJECT_IDS.Chemistry;

let t: TestApp;
let practice: Assignment;
let lessonId: number;
let questionId: number;
let class10b: number;
let otherClass: number;
let stranger: { id: number };
let foreignPractice: number;
const ids: Record<string, number> = {};

async function practise(caller: Caller | { userId: number }, answer: string) {
  const res = await t.request(caller, {
    method: 'POST',
    url: api('/learning/practice-answers'),
    payload: { lesson_id: lessonId, question_id: questionId, answer },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  const f = factories(t);
  const [l] = await t.db.select().from(lessons).where(eq(lessons.name, 'Rate of photosynthesis'));
  lessonId = l!.id;
  // A lesson nobody has worked on yet, with one practice question: answering it completes it.
  await t.db.delete(practiceAnswers).where(eq(practiceAnswers.lessonId, lessonId));
  await t.db.delete(lessonCompletions).where(eq(lessonCompletions.lessonId, lessonId));
  const lesson = (await t.request('student', get(`/learning/lessons/${lessonId}`))).json();
  questionId = lesson.questions.find((q: { text: string }) => /rate of photosynthesis/.test(q.text)).question_id;
  await t.db.insert(lessonPracticeQuestions).values({ lessonId, questionId, position: 0 });
  for (const u of await t.db.select().from(users).where(like(users.email, '%@demo.markwell.test')))
    ids[u.email.split('@')[0]!] = u.id;
  const [g] = await t.db.select().from(schoolGroups).where(eq(schoolGroups.name, '10B Biology'));
  class10b = g!.id;
  const schoolId = g!.schoolId;

  const res = await t.request('teacher', {
    method: 'POST',
    url: api('/mafassignments'),
    payload: {
      kind: 'practice',
      title: 'Practice: rate of photosynthesis',
      lesson_ids: [lessonId],
      target_lessons_completed: true,
      target_score: 60,
      opens_at: hours(-1),
      // due after the demo's practice, so it comes first (newest due first)
      due_at: hours(24 * 30),
      targets: { group_ids: [class10b], subgroups: [], student_ids: [] },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  practice = res.json();

  // Sophie gets it right (completed, 100%): met. Amir completes it with nothing right: not met.
  await practise(
    'student',
    'More light gives more energy. At low light intensity light is the limiting factor, until carbon dioxide becomes limiting.',
  );
  await practise({ userId: ids['amir-khan']! }, 'Because plants grow');

  // A teacher of the school who neither set it nor teaches 10B, and a class of theirs.
  stranger = await f.buildTeacher(schoolId);
  otherClass = (await f.buildClass(schoolId, { teacherIds: [stranger.id] })).id;
  // Another school's practice (Riverside's teacher sets one to a class of theirs).
  const [riverside] = await t.db.select().from(users).where(eq(users.email, 'teacher2@demo.markwell.test'));
  const [row] = await t.db
    .insert(assignments)
    .values({
      schoolId: riverside!.schoolId!,
      kind: 'practice',
      templateId: null,
      createdBy: riverside!.id,
      title: 'Riverside practice',
      opensAt: new Date(),
      dueAt: new Date(Date.now() + 86_400_000),
      targetLessonsCompleted: true,
    })
    .returning({ id: assignments.id });
  foreignPractice = row!.id;
  await t.db
    .insert(assignmentLessons)
    .values({ schoolId: riverside!.schoolId!, assignmentId: foreignPractice, lessonId });
});
afterAll(() => t?.close());

describe('GET /assignments/practice', () => {
  it('is for teachers and school admins; bad paging, class or subject is a 400', async () => {
    expect(await t.statusByCaller(get('/assignments/practice'))).toEqual(
      statusesFor({ student: 403, otherTeacher: 200, school: 200, platform: 403 }),
    );
    for (const url of ['?limit=500', '?groupId=x', '?subject=999', '?page=0'])
      expect((await t.request('teacher', get(`/assignments/practice${url}`))).statusCode, url).toBe(400);
  });

  it('lists set practice with its target, due time and how many met it, as the practice page counts', async () => {
    const list = (await t.request('teacher', get('/assignments/practice'))).json() as PracticeWorkList;
    const item = list.items.find((i) => i.id === practice.id)!;
    const page = (await t.request('teacher', get(`/mafassignments/${practice.id}`))).json() as Assignment;
    expect(item).toMatchObject({
      title: 'Practice: rate of photosynthesis',
      due_at: practice.due_at,
      lessons: [{ lesson_id: lessonId, name: 'Rate of photosynthesis' }],
      target_lessons_completed: true,
      target_score: 60,
      set_to: page.practice_students.length,
      met: page.practice_students.filter((s) => s.met).length,
    });
    expect(item.met).toBe(1);
    expect(item.set_to).toBeGreaterThan(2);
    // the demo's practice is listed too, newest due first, exams never
    expect(list.items.map((i) => i.title)).toEqual(['Practice: rate of photosynthesis', 'Practice: respiration']);
    expect(list.total).toBe(2);
  });

  it('keeps to the filters: the class counts only its students, the subject keeps practice of that subject', async () => {
    const inClass = (await t.request('teacher', get(`/assignments/practice?groupId=${class10b}`))).json();
    expect(inClass.items.find((i: { id: number }) => i.id === practice.id)).toMatchObject({ met: 1 });
    const biology = (await t.request('teacher', get(`/assignments/practice?subject=${BIOLOGY}`))).json();
    expect(biology.total).toBe(2);
    const chemistry = (await t.request('teacher', get(`/assignments/practice?subject=${CHEMISTRY}`))).json();
    expect(chemistry).toMatchObject({ items: [], total: 0 });
    const admin = await t.request('schoolAdmin', get(`/assignments/practice?groupId=${otherClass}`));
    expect(admin.json()).toMatchObject({ items: [], total: 0 });
    const paged = (await t.request('teacher', get('/assignments/practice?limit=1&page=2'))).json();
    expect(paged).toMatchObject({ total: 2, items: [{ title: 'Practice: respiration' }] });
  });

  it('shows a teacher their own practice and classes only, a school admin the school, another school nothing', async () => {
    const mine = (await t.request({ userId: stranger.id }, get('/assignments/practice'))).json();
    expect(mine).toMatchObject({ items: [], total: 0 });
    const admin = (await t.request('schoolAdmin', get('/assignments/practice'))).json() as PracticeWorkList;
    expect(admin.items.map((i) => i.id)).toContain(practice.id);
    const riverside = (await t.request('otherTeacher', get('/assignments/practice'))).json() as PracticeWorkList;
    expect(riverside.items.map((i) => i.id)).not.toContain(practice.id);
    expect(riverside.items.map((i) => i.id)).toContain(foreignPractice);
    // a class of another teacher: 403; another school's class: 404
    expect((await t.request('teacher', get(`/assignments/practice?groupId=${otherClass}`))).statusCode).toBe(403);
    const [riversideClass] = await t.db
      .select()
      .from(schoolGroups)
      .where(
        eq(
          schoolGroups.schoolId,
          (await t.db.select().from(assignments).where(eq(assignments.id, foreignPractice)))[0]!.schoolId,
        ),
      );
    const foreignClass = await t.request('teacher', get(`/assignments/practice?groupId=${riversideClass!.id}`));
    const missingClass = await t.request('teacher', get('/assignments/practice?groupId=2000000000'));
    expect(foreignClass.statusCode).toBe(404);
    expect(foreignClass.json().detail).toBe(missingClass.json().detail);
  });
});

describe('GET /assignments/practice/:id/students', () => {
  const url = () => `/assignments/practice/${practice.id}/students`;

  it('is for the practice’s teachers and school admins; a bad id or class is a 400', async () => {
    expect(await t.statusByCaller(get(url()))).toEqual(
      statusesFor({ student: 403, otherTeacher: 404, school: 200, platform: 403 }),
    );
    expect((await t.request({ userId: stranger.id }, get(url()))).statusCode).toBe(403);
    for (const bad of ['/assignments/practice/x/students', `${url()}?groupId=0`, '/assignments/practice/-1/students'])
      expect((await t.request('teacher', get(bad))).statusCode, bad).toBe(400);
  });

  it('answers another school’s practice, an exam or a missing id like a missing one (404)', async () => {
    const missing = await t.request('teacher', get('/assignments/practice/2000000000/students'));
    const foreign = await t.request('teacher', get(`/assignments/practice/${foreignPractice}/students`));
    expect(missing.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(missing.json().detail);
    const [exam] = await t.db.select().from(assignments).where(eq(assignments.kind, 'exam')).limit(1);
    expect((await t.request('schoolAdmin', get(`/assignments/practice/${exam!.id}/students`))).statusCode).toBe(404);
  });

  it('says per student who met the target and who not: lessons completed of those set, live score against the target', async () => {
    const res = (await t.request('teacher', get(url()))).json() as PracticeWorkStudents;
    const page = (await t.request('teacher', get(`/mafassignments/${practice.id}`))).json() as Assignment;
    expect(res.practice).toMatchObject({ id: practice.id, target_score: 60, met: 1 });
    // the same students and figures as the practice's own page, by name
    expect(res.students).toEqual(
      [...page.practice_students].sort((a, b) => a.name.localeCompare(b.name) || a.student_id - b.student_id),
    );
    const sophie = res.students.find((s) => s.student_id === ids.student)!;
    expect(sophie).toMatchObject({ lessons_completed: 1, met: true, lessons: [{ completed: true, met: true }] });
    expect(sophie.lessons[0]!.live_score).toBeGreaterThanOrEqual(60);
    const amir = res.students.find((s) => s.student_id === ids['amir-khan'])!;
    expect(amir).toMatchObject({ lessons_completed: 1, met: false, lessons: [{ completed: true, live_score: 0 }] });
    const notYet = res.students.find((s) => s.student_id === ids['bella-jones'])!;
    expect(notYet).toMatchObject({ lessons_completed: 0, met: false, lessons: [{ live_score: null, answers: 0 }] });
    // one class only; a class the practice is not set to is a 404
    const in10b = (await t.request('teacher', get(`${url()}?groupId=${class10b}`))).json() as PracticeWorkStudents;
    expect(in10b.students.length).toBe(res.students.length);
    expect((await t.request('schoolAdmin', get(`${url()}?groupId=${otherClass}`))).statusCode).toBe(404);
  });
});
