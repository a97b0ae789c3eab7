import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerMarks,
  assignments,
  jobs,
  machinePhrases,
  mailOutbox,
  markAudit,
  notifications,
  users,
} from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { createTestApp, type Request, type TestApp } from '../../../test/test-app';
import { sittingFixtures } from '../../../test/sitting-fixtures';
import { LEARN_FROM_TEACHER_QUEUE, learnFromTeacherJob, runLearningFromTeacher } from './learning';

let t: TestApp;
let fx: Awaited<ReturnType<typeof sittingFixtures>>;
let amir: number;
let bella: number;
let student2: number;

const FULL_ANSWER =
  'Plants take in carbon dioxide and water and use light energy absorbed by chlorophyll in the chloroplast to make glucose and oxygen.';

const byEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;

/**
 * A student opens the assignment, answers and submits. Marking runs as a job after the submit:
 * the queue is drained before returning. (How long a submit takes is bench/marking-release.ts's
 * figure, not a test's: a busy machine must not fail a test.)
 */
async function sit(
  caller: 'student' | { userId: number },
  assignmentId: number,
  text: string,
  choice: number[],
  num: number,
) {
  await t.request(caller, { method: 'GET', url: `/api/v2/mafanswers/${assignmentId}` });
  const q = fx.questions;
  const answers: [number, unknown][] = [
    [q.text.id, text],
    [q.choice.id, choice],
    [q.numeric.id, num],
  ];
  for (const [qid, answer] of answers) {
    const res = await t.request(caller, {
      method: 'POST',
      url: `/api/v2/mafanswers/${assignmentId}/questions/${qid}`,
      payload: { answer, revision: 1 } as Record<string, unknown>,
    });
    expect(res.statusCode).toBe(200);
  }
  const res = await t.request(caller, { method: 'PATCH', url: `/api/v2/mafassignments/${assignmentId}/email/submit` });
  expect(res.statusCode).toBe(200);
  expect(res.json().being_marked).toBe(true);
  await t.app.jobs.drain();
}

let a: { id: number };
const correct = () => fx.questions.choice.options!.correct;

beforeAll(async () => {
  t = await createTestApp();
  fx = await sittingFixtures(t);
  amir = await byEmail('amir-khan@demo.markwell.test');
  bella = await byEmail('bella-jones@demo.markwell.test');
  student2 = await byEmail(DEMO_ACCOUNTS.student2);
  a = await fx.makeAssignment();
  await sit('student', a.id, FULL_ANSWER, correct(), 13.25);
  await sit({ userId: amir }, a.id, 'carbon dioxide and water', [99 % 4 === correct()[0] ? 1 : 3], 20);
  await sit({ userId: bella }, a.id, 'Carbon dioxide and water.', [], 13);
});
afterAll(async () => {
  await t.close();
});

const url = (path: string) => `/api/v2${path}`;
const get = (path: string): Request => ({ method: 'GET', url: url(path) });

/** Moves the assignment's due time (and grace) into the past: the work is closed for everyone. */
async function closeForEveryone(assignmentId: number) {
  await t.db
    .update(assignments)
    .set({ opensAt: new Date(Date.now() - 3 * 3_600_000), dueAt: new Date(Date.now() - 2 * 60_000) })
    .where(eq(assignments.id, assignmentId));
}

async function markOf(studentId: number, questionId: number) {
  const rows = await t.db
    .select()
    .from(answerMarks)
    .where(and(eq(answerMarks.assignmentId, a.id), eq(answerMarks.questionId, questionId)));
  const res = await t.request('teacher', get(`/exams/${a.id}/students/${studentId}/marks`));
  const q = res.json().questions.find((x: { answer: { question_id: number } }) => x.answer.question_id === questionId);
  expect(rows.length).toBeGreaterThan(0);
  return q.answer as {
    answer_id: number;
    version: number;
    marks: number;
    points: { point_id: number; awarded: boolean }[];
  };
}

describe('marking on submission', () => {
  it('marks every answer against the version sat, in a job queued by the submit', async () => {
    const b = await fx.makeAssignment();
    await sit('student', b.id, FULL_ANSWER, correct(), 13.25);
    const view = await t.request('student', { method: 'GET', url: `/api/v2/mafanswers/${b.id}` });
    expect(view.json().attempt.being_marked).toBe(false);
    const rows = await t.db.select().from(answerMarks).where(eq(answerMarks.assignmentId, b.id));
    expect(rows).toHaveLength(3);
    const byQ = new Map(rows.map((r) => [r.questionId, r]));
    expect(byQ.get(fx.questions.text.id)!.marks).toBe(4);
    expect(byQ.get(fx.questions.text.id)!.points.every((p) => p.awarded && p.matches.length > 0)).toBe(true);
    expect(byQ.get(fx.questions.choice.id)!.marks).toBe(byQ.get(fx.questions.choice.id)!.maxMarks);
    expect(byQ.get(fx.questions.choice.id)!.needsReview).toBe(false);
    // every mark has its engine audit entry
    const audit = await t.db
      .select()
      .from(markAudit)
      .where(eq(markAudit.answerMarkId, byQ.get(fx.questions.text.id)!.id));
    expect(audit).toMatchObject([{ source: 'engine', action: 'marked', actorId: null }]);
  });

  it('answers the submit at once; student and teacher see "being marked" until the job stores the marks', async () => {
    const b = await fx.makeAssignment();
    await t.request('student', { method: 'GET', url: `/api/v2/mafanswers/${b.id}` });
    const res = await t.request('student', { method: 'PATCH', url: `/api/v2/mafassignments/${b.id}/email/submit` });
    expect(res.statusCode).toBe(200);
    expect(res.json().being_marked).toBe(true);
    expect(await t.db.select().from(answerMarks).where(eq(answerMarks.assignmentId, b.id))).toHaveLength(0);
    const studentView = async () =>
      (await t.request('student', { method: 'GET', url: `/api/v2/mafanswers/${b.id}` })).json().attempt.being_marked;
    const teacherRow = async () =>
      (await t.request('teacher', { method: 'GET', url: `/api/v2/mafanswers/${b.id}/marking/all` }))
        .json()
        .students.find((s: { student_id: number }) => s.student_id === fx.studentId);
    expect(await studentView()).toBe(true);
    expect(await teacherRow()).toMatchObject({ state: 'being_marked' });
    await t.app.jobs.drain();
    expect(await t.db.select().from(answerMarks).where(eq(answerMarks.assignmentId, b.id))).toHaveLength(3);
    expect(await studentView()).toBe(false);
    expect(await teacherRow()).toMatchObject({ state: 'submitted' });
  });

  it('marks a wrong choice 0 and a blank answer 0 without asking for review', async () => {
    const rows = await t.db
      .select()
      .from(answerMarks)
      .where(and(eq(answerMarks.assignmentId, a.id), eq(answerMarks.questionId, fx.questions.choice.id)));
    expect(rows.map((r) => r.marks).sort()).toEqual([0, 0, rows.find((r) => r.marks > 0)!.maxMarks].sort());
  });
});

describe('access to every teacher route', () => {
  const teacherRoutes = (): Request[] => [
    get(`/mafanswers/${a.id}/marking/all`),
    get(`/mafanswers/${a.id}/markings`),
    get(`/mafanswers/${a.id}/markings/${fx.questions.text.id}`),
    get(`/mafanswers/${a.id}/statistic`),
    get(`/mafanswers/${a.id}/queries`),
    get(`/exams/${a.id}/students/${fx.studentId}/marks`),
  ];

  it('401 anonymous, 403 students and staff, 404 a teacher of another school, 200 the school', async () => {
    for (const req of teacherRoutes()) {
      expect(await t.statusByCaller(req), req.url as string).toEqual({
        anonymous: 401,
        student: 403,
        otherTeacher: 404,
        teacher: 200,
        schoolAdmin: 200,
        staff: 403,
        admin: 403,
      });
    }
  });

  it('400 for malformed ids and bodies, 404 for missing ones', async () => {
    expect((await t.request('teacher', get('/mafanswers/abc/markings'))).statusCode).toBe(400);
    expect((await t.request('teacher', get(`/mafanswers/${a.id}/markings/0`))).statusCode).toBe(400);
    expect((await t.request('teacher', get(`/mafanswers/2000000/markings`))).statusCode).toBe(404);
    expect((await t.request('teacher', get(`/mafanswers/${a.id}/markings/2000000`))).statusCode).toBe(404);
    const bad = await t.request('teacher', {
      method: 'PATCH',
      url: url(`/mafanswers/${a.id}/markings`),
      payload: { answer_id: 'x', version: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const tooHigh = await t.request('teacher', {
      method: 'POST',
      url: url(`/exams/${a.id}/mafquestions/${fx.questions.text.id}/students/${fx.studentId}/marks/9`),
      payload: { version: 1 },
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().code).toBe('mark_out_of_range');
  });

  it('never lets another school change a mark (404, nothing changed)', async () => {
    const m = await markOf(fx.studentId, fx.questions.text.id);
    const res = await t.request('otherTeacher', {
      method: 'PATCH',
      url: url(`/mafanswers/${a.id}/markings`),
      payload: { answer_id: m.answer_id, version: m.version, marks: 0 },
    });
    expect(res.statusCode).toBe(404);
    expect((await markOf(fx.studentId, fx.questions.text.id)).version).toBe(m.version);
  });
});

describe('teachers mark', () => {
  it('lists answers to a question in clusters, those needing review first', async () => {
    const res = await t.request('teacher', get(`/mafanswers/${a.id}/markings/${fx.questions.text.id}`));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.question.points).toHaveLength(4);
    // "carbon dioxide and water" and "Carbon dioxide and water." are the same words
    const same = body.clusters.find((c: { answers: unknown[] }) => c.answers.length === 2);
    expect(same.label).toBe('carbon dioxide and water');
    const flags = body.clusters.map((c: { needs_review: number }) => c.needs_review > 0);
    expect(flags).toEqual([...flags].sort((x: boolean, y: boolean) => Number(y) - Number(x)));
  });

  it('marks a cluster at once, refuses a stale version with the current mark and who made it', async () => {
    const res = await t.request('teacher', get(`/mafanswers/${a.id}/markings/${fx.questions.text.id}`));
    const cluster = res.json().clusters.find((c: { answers: unknown[] }) => c.answers.length === 2);
    const answers = cluster.answers.map((x: { answer_id: number; version: number }) => ({
      answer_id: x.answer_id,
      version: x.version,
    }));
    const point = cluster.answers[0].points.find((p: { awarded: boolean }) => !p.awarded).point_id;
    const marked = await t.request('teacher', {
      method: 'POST',
      url: url(`/mafanswers/${a.id}/markings`),
      payload: { answers, points: [{ point_id: point, awarded: true }], feedback: 'Name the products too.' },
    });
    expect(marked.statusCode).toBe(200);
    for (const x of marked.json().answers) {
      expect(x).toMatchObject({ source: 'teacher', needs_review: false, feedback: 'Name the products too.' });
      expect(x.version).toBe(answers[0].version + 1);
      expect(x.points.find((p: { point_id: number }) => p.point_id === point)).toMatchObject({
        awarded: true,
        set_by: 'teacher',
      });
    }
    // the same versions again: 409, with the current marks and who made them
    const stale = await t.request('schoolAdmin', {
      method: 'POST',
      url: url(`/mafanswers/${a.id}/markings`),
      payload: { answers, marks: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_mark');
    expect(stale.json().current[0].updated_by.name).toBeTruthy();
    expect(stale.json().current[0].marks).toBe(marked.json().answers[0].marks);
    // the audit log keeps before and after
    const detail = await t.request(
      'teacher',
      get(`/mafanswers/${a.id}/markings/${fx.questions.text.id}/answers/${answers[0].answer_id}`),
    );
    expect(detail.statusCode).toBe(200);
    const history = detail.json().history;
    expect(history.map((h: { source: string }) => h.source)).toEqual(['engine', 'teacher']);
    expect(history[1].before.awarded).not.toContain(point);
    expect(history[1].after.awarded).toContain(point);
  });

  it('learns from a point the teacher awards that the engine missed: a vetted phrase reaches the staff queue', async () => {
    const b = await fx.makeAssignment();
    await sit('student', b.id, 'The leaf makes starch and oxygen from carbon dioxide and water.', [], 0);
    const res = await t.request('teacher', get(`/exams/${b.id}/students/${fx.studentId}/marks`));
    const answer = res
      .json()
      .questions.find((q: { answer: { question_id: number } }) => q.answer.question_id === fx.questions.text.id).answer;
    const products = answer.points.find((p: { text: string }) => p.text.startsWith('Glucose and oxygen'));
    expect(products.awarded).toBe(false);
    const marked = await t.request('teacher', {
      method: 'PATCH',
      url: url(`/mafanswers/${b.id}/markings`),
      payload: {
        answer_id: answer.answer_id,
        version: answer.version,
        points: [{ point_id: products.point_id, awarded: true }],
      },
    });
    expect(marked.statusCode).toBe(200);
    const teacherId = await t.userId('teacher');
    const proposedNow = () =>
      t.db
        .select()
        .from(machinePhrases)
        .where(and(eq(machinePhrases.markingPointId, products.point_id), eq(machinePhrases.proposedBy, teacherId)));
    // learning reads every marked answer of the question: the teacher is answered first, it follows
    // as a job, which waits a little so the answers the teacher re-marks next are learnt from with it
    expect(await proposedNow()).toEqual([]);
    const waiting = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, LEARN_FROM_TEACHER_QUEUE), eq(jobs.status, 'queued')));
    // one job for the question and teacher: the answers re-marked against the engine above joined it
    expect(waiting).toHaveLength(1);
    const job = waiting[0];
    const { markIds, ...rest } = job!.payload as { markIds: number[] };
    expect(rest).toEqual({ questionId: fx.questions.text.id, teacherId });
    expect(markIds.length).toBeGreaterThan(1);
    expect(markIds.at(-1)).toBe(answer.answer_id);
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await runLearningFromTeacher(t.db, learnFromTeacherJob.parse(job!.payload));
    const proposed = await proposedNow();
    expect(proposed.length).toBeGreaterThan(0);
    expect(proposed[0]).toMatchObject({ status: 'proposed' });
    expect(proposed[0]!.evidenceAnswers).not.toBeNull();
    expect(proposed[0]!.phrase.toLowerCase()).toContain('starch');
  });

  it('sets levels only on levelled questions', async () => {
    const m = await markOf(fx.studentId, fx.questions.text.id);
    const level = (body: unknown) =>
      t.request('teacher', {
        method: 'POST',
        url: url(`/mafanswers/${a.id}/markings/${fx.questions.text.id}`),
        payload: body as Record<string, unknown>,
      });
    const refused = await level({ answers: [{ answer_id: m.answer_id, version: m.version }], level: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('not_levelled');
    expect((await level({ answers: [], level: 2 })).statusCode).toBe(400);
    const elsewhere = await t.request('teacher', {
      method: 'POST',
      url: url(`/mafanswers/${a.id}/markings/${fx.questions.choice.id}`),
      payload: { answers: [{ answer_id: m.answer_id, version: m.version }], level: 2 },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (
        await t.request('otherTeacher', {
          method: 'POST',
          url: url(`/mafanswers/${a.id}/markings/${fx.questions.text.id}`),
          payload: { answers: [{ answer_id: m.answer_id, version: m.version }], level: 2 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('overrides within 0..max by student, and resets to the engine', async () => {
    const m = await markOf(amir, fx.questions.numeric.id);
    const set = await t.request('teacher', {
      method: 'POST',
      url: url(`/exams/${a.id}/mafquestions/${fx.questions.numeric.id}/students/${amir}/marks/1`),
      payload: { version: m.version },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ marks: 1, override: 1, source: 'teacher' });
    const reset = await t.request('teacher', {
      method: 'DELETE',
      url: url(`/mafanswers/${a.id}/markings?answer_id=${m.answer_id}&version=${set.json().version}`),
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ marks: m.marks, override: null, source: 'engine' });
    const staleReset = await t.request('teacher', {
      method: 'DELETE',
      url: url(`/mafanswers/${a.id}/markings?answer_id=${m.answer_id}&version=${set.json().version}`),
    });
    expect(staleReset.statusCode).toBe(409);
  });

  it('shows one student question after question, with previous and next', async () => {
    const res = await t.request('teacher', get(`/exams/${a.id}/students/${amir}/marks`));
    expect(res.statusCode).toBe(200);
    expect(res.json().questions).toHaveLength(3);
    expect(res.json().next_student_id ?? res.json().previous_student_id).not.toBeNull();
    expect((await t.request('teacher', get(`/exams/${a.id}/students/${student2}/marks`))).statusCode).toBe(404);
  });

  it('keeps feedback on an attempt under a version', async () => {
    const send = (version: number) =>
      t.request('teacher', {
        method: 'POST',
        url: url(`/mafanswers/${a.id}/feedback`),
        payload: { student_id: fx.studentId, feedback: 'Well argued.', version },
      });
    const first = await send(0);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ feedback: 'Well argued.', version: 1 });
    const stale = await send(0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_feedback');
  });

  it('keeps a personal comment bank nobody else sees', async () => {
    const add = await t.request('teacher', {
      method: 'POST',
      url: url('/markingcomments'),
      payload: { text: 'Use units.' },
    });
    expect(add.statusCode).toBe(201);
    const id = add.json().id;
    expect(
      (await t.request('teacher', get('/markingcomments'))).json().items.map((c: { text: string }) => c.text),
    ).toContain('Use units.');
    expect((await t.request('schoolAdmin', get('/markingcomments'))).json().items).toEqual([]);
    expect((await t.request('schoolAdmin', { method: 'DELETE', url: url(`/markingcomments/${id}`) })).statusCode).toBe(
      404,
    );
    expect((await t.request('student', get('/markingcomments'))).statusCode).toBe(403);
    expect(
      (await t.request('teacher', { method: 'POST', url: url('/markingcomments'), payload: { text: '' } })).statusCode,
    ).toBe(400);
    const edited = await t.request('teacher', {
      method: 'PATCH',
      url: url(`/markingcomments/${id}`),
      payload: { text: 'Give units.' },
    });
    expect(edited.json().text).toBe('Give units.');
    expect((await t.request('teacher', { method: 'DELETE', url: url(`/markingcomments/${id}`) })).statusCode).toBe(200);
  });
});

describe('release and review', () => {
  const studentRoutes = (): Request[] => [
    get(`/mafanswers/${a.id}`),
    get(`/mafanswers/${a.id}/questions/${fx.questions.text.id}`),
    get(`/mafassignments/${a.id}`),
    get('/mafassignments'),
    get(`/mafanswers/${a.id}/review`),
    get('/notifications'),
  ];

  it('refuses a student every marking route of the teachers before release (403), and shows nothing', async () => {
    const q = fx.questions.text.id;
    const routes: Request[] = [
      get(`/mafanswers/${a.id}/marking/all`),
      get(`/mafanswers/${a.id}/markings`),
      {
        method: 'POST',
        url: url(`/mafanswers/${a.id}/markings`),
        payload: { answers: [{ answer_id: 1, version: 1 }], marks: 1 },
      },
      { method: 'PATCH', url: url(`/mafanswers/${a.id}/markings`), payload: { answer_id: 1, version: 1, marks: 1 } },
      { method: 'DELETE', url: url(`/mafanswers/${a.id}/markings?answer_id=1&version=1`) },
      get(`/mafanswers/${a.id}/markings/${q}`),
      {
        method: 'POST',
        url: url(`/mafanswers/${a.id}/markings/${q}`),
        payload: { answers: [{ answer_id: 1, version: 1 }], level: 1 },
      },
      get(`/mafanswers/${a.id}/markings/${q}/answers/1`),
      { method: 'POST', url: url(`/mafanswers/${a.id}/finishes`), payload: { confirm: true } },
      { method: 'POST', url: url(`/mafanswers/${a.id}/unreleases`) },
      {
        method: 'POST',
        url: url(`/mafanswers/${a.id}/feedback`),
        payload: { student_id: fx.studentId, feedback: 'x', version: 0 },
      },
      get(`/mafanswers/${a.id}/statistic`),
      get(`/mafanswers/${a.id}/statistic/csv`),
      {
        method: 'POST',
        url: url(`/mafanswers/${a.id}/nocredits`),
        payload: { student_id: fx.studentId, no_credit: true },
      },
      get(`/mafanswers/${a.id}/queries`),
      { method: 'PATCH', url: url(`/mafanswers/${a.id}/queries/1`), payload: { decision: 'upheld', version: 1 } },
      {
        method: 'POST',
        url: url(`/exams/${a.id}/mafquestions/${q}/students/${fx.studentId}/marks/1`),
        payload: { version: 1 },
      },
      get(`/exams/${a.id}/students/${fx.studentId}/marks`),
      get(`/questionmafs/${q}/regrade`),
    ];
    for (const req of routes) {
      const res = await t.request('student', req);
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(403);
      expect(res.body).not.toContain('"marks"');
    }
  });

  it('shows a student no mark, span or feedback before release, on any route', async () => {
    for (const req of studentRoutes()) {
      const res = await t.request('student', req);
      const text = res.body;
      for (const leak of ['"awarded"', '"matches"', 'Well argued', 'Name the products', '"engine_marks"'])
        expect(text, `${req.url} shows ${leak}`).not.toContain(leak);
    }
    const mine = (await t.request('student', get(`/mafassignments/${a.id}`))).json();
    expect(mine.status).toBe('submitted');
    const review = await t.request('student', get(`/mafanswers/${a.id}/review`));
    expect(review.statusCode).toBe(409);
    expect(review.json().code).toBe('marks_not_released');
    const query = await t.request('student', {
      method: 'POST',
      url: url(`/mafanswers/${a.id}/queries`),
      payload: { question_id: fx.questions.text.id, point_id: 1, text: 'I did say it' },
    });
    expect(query.statusCode).toBe(409);
  });

  it('asks before releasing work still open; the mark scheme and correct choice wait until it closes for everyone', async () => {
    const b = await fx.makeAssignment();
    await sit('student', b.id, FULL_ANSWER, correct(), 13.25);
    const [row] = await t.db.select().from(assignments).where(eq(assignments.id, b.id));
    const asked = await t.request('teacher', { method: 'POST', url: url(`/mafanswers/${b.id}/finishes`), payload: {} });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'work_still_open',
      closes_at: new Date(row!.dueAt.getTime() + 60_000).toISOString(),
      needs_review: expect.any(Number),
    });
    expect(asked.json().detail).toMatch(/still open/);
    const done = await t.request('teacher', {
      method: 'POST',
      url: url(`/mafanswers/${b.id}/finishes`),
      payload: { confirm: true },
    });
    expect(done.statusCode).toBe(200);

    const early = await t.request('student', get(`/mafanswers/${b.id}/review`));
    expect(early.statusCode).toBe(200);
    const body = early.json();
    expect(body.scheme_shown_at).toBe(asked.json().closes_at);
    expect(body.marks).toEqual(expect.any(Number));
    const choice = body.questions.find((q: { question_id: number }) => q.question_id === fx.questions.choice.id);
    expect(choice.choices.every((c: { correct: boolean | null }) => c.correct === null)).toBe(true);
    for (const q of body.questions) expect(q.points).toEqual([]);
    expect(early.body).not.toContain('Thirteen and a quarter grams');
    const query = await t.request('student', {
      method: 'POST',
      url: url(`/mafanswers/${b.id}/queries`),
      payload: { question_id: fx.questions.text.id, point_id: 1, text: 'I did say it' },
    });
    expect(query.statusCode).toBe(409);
    expect(query.json().code).toBe('scheme_not_shown');

    // a teacher may choose to show the mark scheme at once
    const c = await fx.makeAssignment();
    await sit('student', c.id, FULL_ANSWER, correct(), 13.25);
    const early2 = await t.request('teacher', {
      method: 'POST',
      url: url(`/mafanswers/${c.id}/finishes`),
      payload: { confirm: true, show_scheme: true },
    });
    expect(early2.statusCode).toBe(200);
    const shownEarly = (await t.request('student', get(`/mafanswers/${c.id}/review`))).json();
    expect(shownEarly.scheme_shown_at).toBeNull();
    expect(JSON.stringify(shownEarly)).toContain('Thirteen and a quarter grams');

    // closed for everyone: due time and grace passed
    await closeForEveryone(b.id);
    const late = (await t.request('student', get(`/mafanswers/${b.id}/review`))).json();
    expect(late.scheme_shown_at).toBeNull();
    const shown = late.questions.find((q: { question_id: number }) => q.question_id === fx.questions.choice.id);
    expect(shown.choices.some((c: { correct: boolean | null }) => c.correct === true)).toBe(true);
    expect(JSON.stringify(late)).toContain('Thirteen and a quarter grams');
  });

  it('refuses to release while answers need review, unless confirmed; then students review', async () => {
    // the work closed for everyone: only the review asks
    await closeForEveryone(a.id);
    const first = await t.request('teacher', { method: 'POST', url: url(`/mafanswers/${a.id}/finishes`), payload: {} });
    expect(first.statusCode).toBe(409);
    expect(first.json().code).toBe('answers_need_review');
    expect(first.json().needs_review).toBeGreaterThan(0);
    expect(
      (
        await t.request('otherTeacher', {
          method: 'POST',
          url: url(`/mafanswers/${a.id}/finishes`),
          payload: { confirm: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request('student', {
          method: 'POST',
          url: url(`/mafanswers/${a.id}/finishes`),
          payload: { confirm: true },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request('teacher', {
          method: 'POST',
          url: url(`/mafanswers/${a.id}/finishes`),
          payload: { confirm: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
    const done = await t.request('teacher', {
      method: 'POST',
      url: url(`/mafanswers/${a.id}/finishes`),
      payload: { confirm: true },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().attempts).toBe(3);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, fx.studentId));
    expect(told.some((n) => n.title.startsWith('Marked:'))).toBe(true);
    const mailed = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_ACCOUNTS.student));
    expect(mailed.some((m) => m.subject.startsWith('Marked:'))).toBe(true);

    const review = await t.request('student', get(`/mafanswers/${a.id}/review`));
    expect(review.statusCode).toBe(200);
    const body = review.json();
    expect(body).toMatchObject({ marks: expect.any(Number), feedback: 'Well argued.' });
    const text = body.questions.find((q: { question_id: number }) => q.question_id === fx.questions.text.id);
    expect(text.points.every((p: { awarded: boolean; matches: unknown[] }) => !p.awarded || p.matches.length > 0)).toBe(
      true,
    );
    expect(JSON.stringify(body)).not.toContain('near_misses');
    // a student not set the assignment sees nothing of it
    expect((await t.request({ userId: student2 }, get(`/mafanswers/${a.id}/review`))).statusCode).toBe(404);
  });

  it('takes released marks back', async () => {
    const b = await fx.makeAssignment();
    await sit('student', b.id, 'light', [], 1);
    await t.request('teacher', {
      method: 'POST',
      url: url(`/mafanswers/${b.id}/finishes`),
      payload: { confirm: true },
    });
    expect((await t.request('student', get(`/mafanswers/${b.id}/review`))).statusCode).toBe(200);
    const back = await t.request('teacher', { method: 'POST', url: url(`/mafanswers/${b.id}/unreleases`) });
    expect(back.statusCode).toBe(200);
    expect(back.json().attempts).toBe(1);
    expect((await t.request('student', get(`/mafanswers/${b.id}/review`))).statusCode).toBe(409);
  });

  it('only the student set the assignment may review it (another class: 404)', async () => {
    const amirOnly = await fx.makeAssignment({ target: { kind: 'student', studentId: amir } });
    await sit({ userId: amir }, amirOnly.id, 'water', [], 0);
    await t.request('teacher', {
      method: 'POST',
      url: url(`/mafanswers/${amirOnly.id}/finishes`),
      payload: { confirm: true },
    });
    expect((await t.request({ userId: amir }, get(`/mafanswers/${amirOnly.id}/review`))).statusCode).toBe(200);
    expect((await t.request('student', get(`/mafanswers/${amirOnly.id}/review`))).statusCode).toBe(404);
    expect((await t.request('teacher', get('/mafanswers/abc/review'))).statusCode).toBe(403);
    expect((await t.request('anonymous', get(`/mafanswers/${amirOnly.id}/review`))).statusCode).toBe(401);
    expect((await t.request('student', get('/mafanswers/abc/review'))).statusCode).toBe(400);
  });

  it('a student queries a point; the teacher sees it with the trace and upholds it', async () => {
    const review = (await t.request({ userId: amir }, get(`/mafanswers/${a.id}/review`))).json();
    const q = review.questions.find((x: { question_id: number }) => x.question_id === fx.questions.text.id);
    const missed = q.points.find((p: { awarded: boolean }) => !p.awarded);
    const sent = await t.request(
      { userId: amir },
      {
        method: 'POST',
        url: url(`/mafanswers/${a.id}/queries`),
        payload: {
          question_id: fx.questions.text.id,
          point_id: missed.point_id,
          text: 'I said the plant makes sugar and oxygen',
        },
      },
    );
    expect(sent.statusCode).toBe(201);
    const again = await t.request(
      { userId: amir },
      {
        method: 'POST',
        url: url(`/mafanswers/${a.id}/queries`),
        payload: { question_id: fx.questions.text.id, point_id: missed.point_id, text: 'again' },
      },
    );
    expect(again.statusCode).toBe(409);
    const list = await t.request('teacher', get(`/mafanswers/${a.id}/queries`));
    const item = list.json().items.find((i: { id: number }) => i.id === sent.json().id);
    expect(item.answer.points.length).toBeGreaterThan(0);
    expect(item.phrases.length).toBeGreaterThan(0);
    expect(
      (
        await t.request('otherTeacher', {
          method: 'PATCH',
          url: url(`/mafanswers/${a.id}/queries/${item.id}`),
          payload: { decision: 'upheld', version: item.answer.version },
        })
      ).statusCode,
    ).toBe(404);
    const stale = await t.request('teacher', {
      method: 'PATCH',
      url: url(`/mafanswers/${a.id}/queries/${item.id}`),
      payload: { decision: 'upheld', version: item.answer.version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    const upheld = await t.request('teacher', {
      method: 'PATCH',
      url: url(`/mafanswers/${a.id}/queries/${item.id}`),
      payload: { decision: 'upheld', version: item.answer.version, reply: 'Agreed.' },
    });
    expect(upheld.statusCode).toBe(200);
    expect(upheld.json().query.status).toBe('upheld');
    expect(upheld.json().answer.points.find((p: { point_id: number }) => p.point_id === missed.point_id).awarded).toBe(
      true,
    );
    const after = (await t.request({ userId: amir }, get(`/mafanswers/${a.id}/review`))).json();
    const point = after.questions
      .find((x: { question_id: number }) => x.question_id === fx.questions.text.id)
      .points.find((p: { point_id: number }) => p.point_id === missed.point_id);
    expect(point).toMatchObject({ awarded: true, query: { status: 'upheld', reply: 'Agreed.' } });
  });
});

describe('a teacher-overridden mark in the review', () => {
  it("carries the teacher's mark as the override, with their feedback, for the student's review", async () => {
    const b = await fx.makeAssignment();
    await sit('student', b.id, 'light', [], 1);
    const marks = await t.request('teacher', get(`/exams/${b.id}/students/${fx.studentId}/marks`));
    const text = marks
      .json()
      .questions.find((x: { answer: { question_id: number } }) => x.answer.question_id === fx.questions.text.id).answer;
    const changed = await t.request('teacher', {
      method: 'PATCH',
      url: url(`/mafanswers/${b.id}/markings`),
      payload: { answer_id: text.answer_id, version: text.version, marks: 2, feedback: 'You meant photosynthesis.' },
    });
    expect(changed.statusCode).toBe(200);
    await closeForEveryone(b.id);
    const released = await t.request('teacher', {
      method: 'POST',
      url: url(`/mafanswers/${b.id}/finishes`),
      payload: { confirm: true },
    });
    expect(released.statusCode).toBe(200);

    const review = (await t.request('student', get(`/mafanswers/${b.id}/review`))).json();
    const q = review.questions.find((x: { question_id: number }) => x.question_id === fx.questions.text.id);
    expect(q).toMatchObject({ marks: 2, override: 2, feedback: 'You meant photosynthesis.' });
    // the points (marked by the engine) do not add up to the teacher's mark
    expect(q.points.length).toBeGreaterThan(0);
    const numeric = review.questions.find((x: { question_id: number }) => x.question_id === fx.questions.numeric.id);
    expect(numeric.override).toBeNull();
  });
});

describe('statistics', () => {
  it('analyses the attempts for credit, and leaves out those not for credit', async () => {
    const stats = await t.request('teacher', get(`/mafanswers/${a.id}/statistic`));
    expect(stats.statusCode).toBe(200);
    expect(stats.json().attempts).toBe(3);
    expect(stats.json().questions).toHaveLength(3);
    expect(stats.json().questions[0].points.length).toBeGreaterThan(0);
    const nc = await t.request('teacher', {
      method: 'POST',
      url: url(`/mafanswers/${a.id}/nocredits`),
      payload: { student_id: bella, no_credit: true },
    });
    expect(nc.statusCode).toBe(200);
    expect(
      (
        await t.request('otherTeacher', {
          method: 'POST',
          url: url(`/mafanswers/${a.id}/nocredits`),
          payload: { student_id: bella, no_credit: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request('teacher', {
          method: 'POST',
          url: url(`/mafanswers/${a.id}/nocredits`),
          payload: { student_id: student2, no_credit: true },
        })
      ).statusCode,
    ).toBe(404);
    const after = (await t.request('teacher', get(`/mafanswers/${a.id}/statistic`))).json();
    expect(after).toMatchObject({ attempts: 2, no_credit: 1 });
  });

  it('downloads the figures as formula-safe CSV', async () => {
    const res = await t.request('teacher', get(`/mafanswers/${a.id}/statistic/csv`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\r\n')[0]).toBe(
      'question,position,text,max_marks,mean,facility,discrimination,point,point_text,share_awarded',
    );
    expect((await t.request('student', get(`/mafanswers/${a.id}/statistic/csv`))).statusCode).toBe(403);
  });
});

describe('staff regrade', () => {
  it('is staff only, lists changes without touching teacher marks, and applies them once', async () => {
    const id = fx.questions.text.id;
    expect(await t.statusByCaller(get(`/questionmafs/${id}/regrade`))).toMatchObject({
      anonymous: 401,
      student: 403,
      teacher: 403,
      staff: 200,
      admin: 200,
    });
    expect((await t.request('staff', get('/questionmafs/0/regrade'))).statusCode).toBe(400);
    expect((await t.request('staff', get('/questionmafs/2000000/regrade'))).statusCode).toBe(404);
    // an engine-marked, released answer the accepted phrase now credits
    const c = await fx.makeAssignment();
    await sit({ userId: amir }, c.id, 'Starch and oxygen are made in the leaf.', [], 0);
    await t.request('teacher', {
      method: 'POST',
      url: url(`/mafanswers/${c.id}/finishes`),
      payload: { confirm: true },
    });
    const before = await markOf(amir, id);
    const products = (await t.request('teacher', get(`/exams/${c.id}/students/${amir}/marks`)))
      .json()
      .questions.find((q: { answer: { question_id: number } }) => q.answer.question_id === id)
      .answer.points.find((p: { text: string }) => p.text.startsWith('Glucose and oxygen'));
    expect(products.awarded).toBe(false);
    await t.db
      .insert(machinePhrases)
      .values({ markingPointId: products.point_id, phrase: 'starch & oxygen', status: 'accepted' });

    const preview = (await t.request('staff', get(`/questionmafs/${id}/regrade`))).json();
    expect(preview.skipped_teacher).toBeGreaterThan(0);
    const change = preview.changes.find((x: { assignment_id: number }) => x.assignment_id === c.id);
    expect(change).toMatchObject({ released: true });
    expect(change.awarded_after).toContain(products.point_id);
    expect(change.marks_after).toBeGreaterThan(change.marks_before);
    // the dry run changed nothing
    const sheet = (await t.request('teacher', get(`/exams/${c.id}/students/${amir}/marks`))).json();
    const stored = sheet.questions.find((q: { answer: { question_id: number } }) => q.answer.question_id === id);
    expect(stored.answer.marks).toBe(change.marks_before);
    expect(stored.answer.points.find((p: { point_id: number }) => p.point_id === products.point_id).awarded).toBe(
      false,
    );
    const wrong = await t.request('staff', {
      method: 'POST',
      url: url(`/questionmafs/${id}/regrade`),
      payload: { fingerprint: 'x' },
    });
    expect(wrong.statusCode).toBe(409);
    const applied = await t.request('staff', {
      method: 'POST',
      url: url(`/questionmafs/${id}/regrade`),
      payload: { fingerprint: preview.fingerprint },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().students_told).toBeGreaterThan(0);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, amir));
    expect(told.some((n) => n.title === 'A released mark changed')).toBe(true);
    await closeForEveryone(c.id);
    const review = (await t.request({ userId: amir }, get(`/mafanswers/${c.id}/review`))).json();
    const point = review.questions
      .find((q: { question_id: number }) => q.question_id === id)
      .points.find((p: { point_id: number }) => p.point_id === products.point_id);
    expect(point.awarded).toBe(true);
    // teacher-set marks were left alone
    expect((await markOf(amir, id)).version).toBe(before.version);
    expect(applied.json().changed).toBe(preview.changes.length);
  });
});
