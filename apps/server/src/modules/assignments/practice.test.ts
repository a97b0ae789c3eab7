import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, CreateAssignmentBody, StudentAssignment } from '@markwell/contracts';
import {
  assignments,
  attempts,
  lessonCompletions,
  lessonPracticeQuestions,
  lessons,
  mailOutbox,
  notifications,
  practiceAnswers,
  schoolGroups,
  topics,
  users,
} from '../../db/schema/index';
import { createTestApp, type Caller, type TestApp } from '../../../test/test-app';
import { patchOf, statusesFor } from '../../../test/exam-fixtures';

let t: TestApp;
let lessonId: number;
let topicId: number;
let questionId: number;
const groups: Record<string, number> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const [l] = await t.db.select().from(lessons).where(eq(lessons.name, 'Rate of photosynthesis'));
  lessonId = l!.id;
  topicId = l!.topicId;
  // A lesson nobody has worked on yet: the demo's practice history on it is cleared.
  await t.db.delete(practiceAnswers).where(eq(practiceAnswers.lessonId, lessonId));
  await t.db.delete(lessonCompletions).where(eq(lessonCompletions.lessonId, lessonId));
  for (const g of await t.db.select().from(schoolGroups)) groups[g.name] = g.id;
  for (const u of await t.db.select().from(users).where(like(users.email, '%@demo.markwell.test')))
    ids[u.email.split('@')[0]!] = u.id;
  const lesson = await t.request('student', { method: 'GET', url: api(`/learning/lessons/${lessonId}`) });
  expect(lesson.statusCode, lesson.body).toBe(200);
  questionId = lesson.json().questions.find((q: { text: string }) => /rate of photosynthesis/.test(q.text))
    .question_id as number;
  // Staff chose this one question for the lesson's practice: answering it completes the lesson.
  await t.db.insert(lessonPracticeQuestions).values({ lessonId, questionId, position: 0 });
});
afterAll(() => t.close());

const api = (path: string) => `/api/v2${path}`;
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

function body(over: Partial<CreateAssignmentBody> = {}): CreateAssignmentBody {
  return {
    kind: 'practice',
    lesson_ids: [lessonId],
    target_lessons_completed: true,
    target_score: 60,
    opens_at: hours(-1),
    due_at: hours(72),
    targets: { group_ids: [groups['10B Biology']!], subgroups: [], student_ids: [] },
    ...over,
  };
}

async function create(caller: Caller = 'teacher', over: Partial<CreateAssignmentBody> = {}): Promise<Assignment> {
  const res = await t.request(caller, { method: 'POST', url: api('/mafassignments'), payload: body(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function practise(caller: Caller | { userId: number }, answer: string) {
  const res = await t.request(caller, {
    method: 'POST',
    url: api('/learning/practice-answers'),
    payload: { lesson_id: lessonId, question_id: questionId, answer },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('POST /mafassignments (practice)', () => {
  it('is for teachers of the class', async () => {
    expect(await t.statusByCaller(() => ({ method: 'POST', url: api('/mafassignments'), payload: body() }))).toEqual(
      statusesFor({ student: 403, otherTeacher: 400, school: 201, platform: 403 }),
    );
  });

  it('sets lessons with a target to a class, notifies its students and links them to their set work', async () => {
    const a = await create('teacher', { title: 'Photosynthesis practice' });
    expect(a).toMatchObject({
      kind: 'practice',
      template_id: null,
      template_name: null,
      title: 'Photosynthesis practice',
      practice: {
        topic_id: null,
        lessons: [{ lesson_id: lessonId, name: 'Rate of photosynthesis' }],
        target_lessons_completed: true,
        target_score: 60,
      },
      can_mark: true,
    });
    expect(a.practice_students.length).toBe(a.student_count);
    expect(a.practice_students.every((s) => !s.met && s.lessons_completed === 0)).toBe(true);
    const raised = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/student/assignments#practice-${a.id}`));
    expect(raised.length).toBe(a.student_count);
    expect(raised[0]!.title).toBe('New practice: Photosynthesis practice');
  });

  it('sets a whole topic, titled after it by default', async () => {
    const a = await create('teacher', { lesson_ids: undefined, topic_id: topicId, target_lessons_completed: false });
    const [topic] = await t.db.select().from(topics).where(eq(topics.id, topicId));
    expect(a.title).toBe(`Practice: ${topic!.name}`);
    expect(a.practice!.topic_id).toBe(topicId);
    expect(a.practice!.lessons.map((l) => l.lesson_id)).toContain(lessonId);
  });

  it('refuses practice without lessons or a target, with exam fields, or with unknown lessons (400)', async () => {
    for (const over of [
      { lesson_ids: [] },
      { lesson_ids: [999999] },
      { lesson_ids: undefined, topic_id: 999999 },
      { topic_id: topicId },
      { target_lessons_completed: false, target_score: null },
      { target_score: 101 },
      { template_id: 1 },
      { time_limit_seconds: 600 },
      { kind: 'quiz' as never },
    ] as Partial<CreateAssignmentBody>[]) {
      const res = await t.request('teacher', { method: 'POST', url: api('/mafassignments'), payload: body(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    // an exam may not carry practice fields, and needs a template
    for (const over of [{ kind: 'exam' as const }, { kind: 'exam' as const, template_id: 1, lesson_ids: [lessonId] }]) {
      const res = await t.request('teacher', { method: 'POST', url: api('/mafassignments'), payload: body(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
    }
  });
});

describe('practice progress', () => {
  it('shows students their progress, and the teacher each student’s live score and whether they met the target', async () => {
    const a = await create('teacher', { title: 'Progress practice' });
    const studentId = await t.userId('student');
    const mine = async () => {
      const res = await t.request('student', { method: 'GET', url: api('/mafassignments?limit=100') });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as StudentAssignment[]).find((x) => x.id === a.id)!;
    };
    const before = await mine();
    expect(before).toMatchObject({ kind: 'practice', status: 'to_do', template_name: null });
    expect(before.practice!.progress).toMatchObject({ lessons_completed: 0, met: false });

    // practising the lesson to its end completes it, at a live score of 2 marks out of 3
    await practise('student', 'There is more light so light is the limiting factor.');
    const after = await mine();
    expect(after.status).toBe('submitted');
    expect(after.practice!.progress).toMatchObject({ lessons_completed: 1, met: true });
    expect(after.practice!.progress.lessons[0]).toMatchObject({ lesson_id: lessonId, completed: true, answers: 1 });
    expect(after.practice!.progress.lessons[0]!.live_score).toBeCloseTo(66.7, 1);
    // the student's own read of it
    const one = await t.request('student', { method: 'GET', url: api(`/mafassignments/${a.id}`) });
    expect(one.json()).toMatchObject({ kind: 'practice', practice: { progress: { met: true } } });
    // filtered by an exam status, practice is left out
    const filtered = await t.request('student', { method: 'GET', url: api('/mafassignments?status=submitted') });
    expect((filtered.json().items as StudentAssignment[]).some((x) => x.kind === 'practice')).toBe(false);

    const teacher = (await t.request('teacher', { method: 'GET', url: api(`/mafassignments/${a.id}`) })).json();
    const row = teacher.practice_students.find((s: { student_id: number }) => s.student_id === studentId);
    expect(row).toMatchObject({ lessons_completed: 1, met: true });
    expect(row.lessons[0].live_score).toBeCloseTo(66.7, 1);

    // a higher target is not met yet
    const raised = await t.request('teacher', patchOf(`/mafassignments/${a.id}`, { target_score: 90 }));
    expect(raised.statusCode, raised.body).toBe(200);
    const after90 = raised.json().practice_students.find((s: { student_id: number }) => s.student_id === studentId);
    expect(after90.met).toBe(false);
    expect(raised.json().practice.target_score).toBe(90);
    expect(await mine()).toMatchObject({ status: 'in_progress', practice: { progress: { met: false } } });
  });
});

describe('GET /mafassignments/:id, list, PATCH and DELETE (practice)', () => {
  it('is read by teachers of its school and the students it is set to; another school: 404', async () => {
    const a = await create();
    expect(await t.statusByCaller({ method: 'GET', url: api(`/mafassignments/${a.id}`) })).toEqual(
      statusesFor({ student: 200, otherTeacher: 404, school: 200, platform: 403 }),
    );
    expect((await t.request('teacher', { method: 'GET', url: api('/mafassignments/abc') })).statusCode).toBe(400);
  });

  it('lists practice with the teacher’s exams, marked as practice; a template filter leaves it out', async () => {
    const a = await create();
    const list = (await t.request('teacher', { method: 'GET', url: api('/mafassignments?limit=100') })).json();
    const row = list.items.find((x: { id: number }) => x.id === a.id);
    expect(row).toMatchObject({ kind: 'practice', template_id: null, practice: { target_score: 60 } });
    const other = (await t.request('otherTeacher', { method: 'GET', url: api('/mafassignments?limit=100') })).json();
    expect(other.items.some((x: { id: number }) => x.id === a.id)).toBe(false);
    const templated = (
      await t.request('teacher', { method: 'GET', url: api('/mafassignments?template=1&limit=100') })
    ).json();
    expect(templated.items.some((x: { kind: string }) => x.kind === 'practice')).toBe(false);
  });

  it('changes due time and target (teacher who set it or a school admin); lessons stay', async () => {
    const a = await create();
    expect(
      await t.statusByCaller(() => patchOf(`/mafassignments/${a.id}`, { due_at: hours(96), target_score: 70 })),
    ).toEqual(statusesFor({ student: 403, otherTeacher: 404, school: 200, platform: 403 }));
    for (const payload of [
      { target_score: 101 },
      { target_lessons_completed: false, target_score: null },
      { time_limit_seconds: 600 },
    ]) {
      const res = await t.request('teacher', patchOf(`/mafassignments/${a.id}`, payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('refuses practice targets on an exam', async () => {
    const [exam] = await t.db.select().from(assignments).where(eq(assignments.kind, 'exam')).limit(1);
    if (!exam) return;
    const res = await t.request('schoolAdmin', patchOf(`/mafassignments/${exam.id}`, { target_score: 50 }));
    expect(res.statusCode, res.body).toBe(400);
  });

  it('e-mails a reminder only to students who have not met the target', async () => {
    const a = await create('teacher', { title: 'Reminder practice', target_score: null });
    const studentId = await t.userId('student');
    // the demo student completes the lesson: they meet "every lesson completed"
    await t.request('student', { method: 'POST', url: api(`/learning/lessons/${lessonId}/complete`) });
    expect(await t.statusByCaller(() => patchOf(`/mafassignments/${a.id}/emails/new`, {}))).toEqual(
      statusesFor({ student: 403, otherTeacher: 404, school: 200, platform: 403 }),
    );
    const res = await t.request('teacher', patchOf(`/mafassignments/${a.id}/emails/reminder`, {}));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().emailed).toBe(a.student_count - 1);
    const [me] = await t.db.select().from(users).where(eq(users.id, studentId));
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Reminder: Reminder practice'));
    expect(mails.length).toBe(a.student_count - 1);
    expect(mails.map((m) => m.to)).not.toContain(me!.email);
    expect(mails[0]!.text).toContain('Target: complete every set lesson.');
    expect(mails[0]!.text).toContain(`/student/assignments#practice-${a.id}`);
  });

  it('is never sat, marked or released as an exam', async () => {
    const a = await create();
    const sit = await t.request('student', { method: 'GET', url: api(`/mafanswers/${a.id}`) });
    expect(sit.statusCode, sit.body).toBe(404);
    expect(await t.db.select().from(attempts).where(eq(attempts.assignmentId, a.id))).toEqual([]);
    for (const url of [
      `/mafanswers/${a.id}/markings`,
      `/mafanswers/${a.id}/marking/all`,
      `/mafanswers/${a.id}/statistic`,
    ]) {
      const res = await t.request('teacher', { method: 'GET', url: api(url) });
      expect(res.statusCode, `${url} ${res.body}`).toBe(404);
    }
  });

  it('deletes practice (teacher who set it); another school: 404', async () => {
    const a = await create();
    expect(
      (await t.request('otherTeacher', { method: 'DELETE', url: api(`/mafassignments/${a.id}`) })).statusCode,
    ).toBe(404);
    expect((await t.request('student', { method: 'DELETE', url: api(`/mafassignments/${a.id}`) })).statusCode).toBe(
      403,
    );
    expect((await t.request('teacher', { method: 'DELETE', url: api(`/mafassignments/${a.id}`) })).statusCode).toBe(
      200,
    );
    expect((await t.request('teacher', { method: 'GET', url: api(`/mafassignments/${a.id}`) })).statusCode).toBe(404);
  });
});

describe('GET /learning/lessons/:id/wrong-answers', () => {
  const url = (lesson: number | string, group: number | string) =>
    api(`/learning/lessons/${lesson}/wrong-answers?group_id=${group}`);

  it('is for teachers of the class and school admins; another school’s class: 404', async () => {
    const group = groups['10B Biology']!;
    expect(await t.statusByCaller({ method: 'GET', url: url(lessonId, group) })).toEqual(
      statusesFor({ student: 403, otherTeacher: 404, school: 200, platform: 403 }),
    );
    expect((await t.request('teacher', { method: 'GET', url: url('abc', group) })).statusCode).toBe(400);
    expect(
      (await t.request('teacher', { method: 'GET', url: api(`/learning/lessons/${lessonId}/wrong-answers`) }))
        .statusCode,
    ).toBe(400);
    expect((await t.request('teacher', { method: 'GET', url: url(999999, group) })).statusCode).toBe(404);
  });

  it('clusters the class’s answers that missed marks, commonest first, as text', async () => {
    await practise({ userId: ids['amir-khan']! }, 'Because plants grow');
    await practise({ userId: ids['chloe-smith']! }, 'because plants grow');
    await practise('student', 'because plants grow.');
    const res = await t.request('teacher', { method: 'GET', url: url(lessonId, groups['10B Biology']!) });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().questions.find((x: { question_id: number }) => x.question_id === questionId);
    expect(q.question).toMatch(/rate of photosynthesis/);
    expect(q.clusters[0]).toMatchObject({ students: 3, answers: 3, marks: 0, max_marks: 3 });
    expect(q.clusters[0].answer.toLowerCase()).toContain('plants grow');
  });
});
