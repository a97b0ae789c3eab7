import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerMarks,
  attemptQuestions,
  attempts,
  jobs,
  mailOutbox,
  notifications,
  questionVersions,
  questions,
  users,
} from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { startSmtp } from '../../../test/smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AUTO_SUBMIT_QUEUE, SUBMITTED_QUEUE, afterSubmitted } from './index';
import { sittingFixtures } from './test-helpers';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let fx: Awaited<ReturnType<typeof sittingFixtures>>;
let student2: number;
let amir: number;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://school.example' });
  fx = await sittingFixtures(t);
  const byEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  student2 = await byEmail(DEMO_ACCOUNTS.student2);
  amir = await byEmail('amir-khan@demo.markwell.test');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const open = (id: number) => ({ method: 'GET' as const, url: `/api/v2/mafanswers/${id}` });
const save = (id: number, qid: number, payload: unknown) => ({
  method: 'POST' as const,
  url: `/api/v2/mafanswers/${id}/questions/${qid}`,
  payload: payload as Record<string, unknown>,
});
const read = (id: number, qid: number) => ({
  method: 'GET' as const,
  url: `/api/v2/mafanswers/${id}/questions/${qid}`,
});
const submit = (id: number) => ({ method: 'PATCH' as const, url: `/api/v2/mafassignments/${id}/email/submit` });

describe('GET /mafanswers/:id (open or resume)', () => {
  it('is for students only: 401 anonymous, 403 every other role', async () => {
    const a = await fx.makeAssignment();
    expect(await t.statusByCaller(open(a.id))).toEqual({
      anonymous: 401,
      student: 200,
      otherTeacher: 403,
      teacher: 403,
      schoolAdmin: 403,
      staff: 403,
      admin: 403,
    });
  });

  it('answers 400 for a malformed id, 404 for another school, another class, or a missing id', async () => {
    expect((await t.request('student', open(0))).statusCode).toBe(400);
    const a = await fx.makeAssignment();
    expect((await t.request({ userId: student2 }, open(a.id))).statusCode).toBe(404);
    const amirOnly = await fx.makeAssignment({ target: { kind: 'student', studentId: amir } });
    expect((await t.request('student', open(amirOnly.id))).statusCode).toBe(404);
    expect((await t.request({ userId: amir }, open(amirOnly.id))).statusCode).toBe(200);
    expect((await t.request('student', open(2_000_000))).statusCode).toBe(404);
  });

  it('reaches students through a subgroup target', async () => {
    const a = await fx.makeAssignment({ target: { kind: 'subgroup', tag: 'Set 1' } });
    expect((await t.request('student', open(a.id))).statusCode).toBe(200);
  });

  it('opens the attempt with the questions in order, the deadline with extra time and the server time', async () => {
    const a = await fx.makeAssignment({ timeLimitSeconds: 1800, extraPercent: 25 });
    const res = await t.request('student', open(a.id));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.attempt).toMatchObject({
      assignment_id: a.id,
      title: 'Photosynthesis check',
      instructions: 'Answer every question.',
      time_limit_seconds: 2250,
      status: 'in_progress',
      grace_seconds: 60,
      max_answer_length: 10_000,
      submitted_at: null,
    });
    const started = Date.parse(body.attempt.started_at);
    expect(Date.parse(body.attempt.deadline_at) - started).toBe(2250 * 1000);
    expect(Date.parse(body.attempt.closes_at) - Date.parse(body.attempt.deadline_at)).toBe(60_000);
    expect(Math.abs(Date.parse(body.attempt.server_time) - Date.now())).toBeLessThan(5000);
    expect(body.questions.map((q: { type: string; section_title: string }) => [q.type, q.section_title])).toEqual([
      ['text', 'Section A'],
      ['choice', 'Section A'],
      ['numeric', 'Section B'],
    ]);
    expect(body.questions[1].choices).toHaveLength(4);
    expect(body.answers).toEqual([]);
    // Resuming returns the same attempt, not a new one.
    const again = (await t.request('student', open(a.id))).json();
    expect(again.attempt.id).toBe(body.attempt.id);
    expect(again.attempt.deadline_at).toBe(body.attempt.deadline_at);
  });

  it('never ends after the due time, whatever the limit', async () => {
    const a = await fx.makeAssignment({ dueAt: new Date(Date.now() + 10 * 60_000), timeLimitSeconds: 3600 });
    const body = (await t.request('student', open(a.id))).json();
    expect(body.attempt.deadline_at).toBe(a.dueAt.toISOString());
  });

  it('refuses to start before the opening time (403 not_open_yet) and after the due time (409)', async () => {
    const early = await fx.makeAssignment({
      opensAt: new Date(Date.now() + 60 * 60_000),
      dueAt: new Date(Date.now() + 120 * 60_000),
    });
    const res = await t.request('student', open(early.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_open_yet');
    const late = await fx.makeAssignment({
      opensAt: new Date(Date.now() - 120 * 60_000),
      dueAt: new Date(Date.now() - 60_000),
    });
    const closed = await t.request('student', open(late.id));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('attempt_closed');
  });

  it('sends nothing of the mark scheme, for free-text, multiple-choice and numeric questions', async () => {
    const a = await fx.makeAssignment();
    const body = (await t.request('student', open(a.id))).json();
    const banned = new Set([
      'marking_points',
      'markingPoints',
      'points',
      'phrases',
      'machine_phrases',
      'machinePhrases',
      'correct',
      'tolerance',
      'structure',
      'value',
      'markScheme',
      'mark_scheme',
      'levels',
    ]);
    const secrets = [
      'secret-number-phrase',
      'Thirteen and a quarter grams',
      'glucose & oxygen',
      'chloroplast',
      '13.25',
    ];
    const found: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${path}[${i}]`));
      else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) {
          if (banned.has(k)) found.push(`${path}.${k}`);
          walk(v, `${path}.${k}`);
        }
      } else if (node !== null && secrets.some((s) => String(node) === s || String(node).includes(s))) {
        found.push(`${path} = ${String(node)}`);
      }
    };
    expect(body.questions.map((q: { type: string }) => q.type).sort()).toEqual(['choice', 'numeric', 'text']);
    walk(body, '$');
    expect(found).toEqual([]);
  });

  it('pins each question to its version: an edit after opening does not change the attempt', async () => {
    const a = await fx.makeAssignment();
    const first = (await t.request('student', open(a.id))).json();
    const q = fx.questions.numeric;
    await t.db
      .update(questions)
      .set({ text: `${q.text} (edited)` })
      .where(eq(questions.id, q.id));
    const later = (await t.request({ userId: amir }, open(a.id))).json();
    const firstQ = first.questions.find((x: { question_id: number }) => x.question_id === q.id);
    const laterQ = later.questions.find((x: { question_id: number }) => x.question_id === q.id);
    expect(laterQ.version_id).not.toBe(firstQ.version_id);
    expect(laterQ.text).toContain('(edited)');
    const resumed = (await t.request('student', open(a.id))).json();
    const resumedQ = resumed.questions.find((x: { question_id: number }) => x.question_id === q.id);
    expect(resumedQ).toEqual(firstQ);
    // An unchanged question shares its version across attempts.
    expect(later.questions[0].version_id).toBe(first.questions[0].version_id);
    await t.db.update(questions).set({ text: q.text }).where(eq(questions.id, q.id));
  });

  it('makes one attempt when two tabs open it at once, and shows a new attempt as it is stored', async () => {
    const a = await fx.makeAssignment();
    const [one, two] = await Promise.all([t.request('student', open(a.id)), t.request('student', open(a.id))]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().attempt.id).toBe(two.json().attempt.id);
    const made = await t.db.select().from(attempts).where(eq(attempts.assignmentId, a.id));
    expect(made).toHaveLength(1);
    const stored = await t.db.select().from(attemptQuestions).where(eq(attemptQuestions.attemptId, made[0]!.id));
    expect(stored).toHaveLength(one.json().questions.length);
    // The reply that made the attempt was built from what it wrote; a resume reads it back.
    const resumed = (await t.request('student', open(a.id))).json();
    const { server_time: _a, ...first } = one.json().attempt;
    const { server_time: _b, ...again } = resumed.attempt;
    expect(again).toEqual(first);
    expect(resumed.questions).toEqual(one.json().questions);
    expect(resumed.answers).toEqual(one.json().answers);
  });
});

describe('POST/GET /mafanswers/:id/questions/:qid (save and read an answer)', () => {
  it('checks the caller: 401, 403, 404 across schools and classes', async () => {
    const a = await fx.makeAssignment();
    await t.request('student', open(a.id));
    const qid = fx.questions.text.id;
    let rev = 0;
    expect(await t.statusByCaller(() => save(a.id, qid, { answer: 'x', revision: ++rev }))).toMatchObject({
      anonymous: 401,
      student: 200,
      teacher: 403,
      otherTeacher: 403,
      staff: 403,
    });
    expect((await t.statusByCaller(read(a.id, qid))).anonymous).toBe(401);
    expect((await t.statusByCaller(read(a.id, qid))).teacher).toBe(403);
    expect((await t.request({ userId: student2 }, save(a.id, qid, { answer: 'x', revision: 99 }))).statusCode).toBe(
      404,
    );
    expect((await t.request({ userId: student2 }, read(a.id, qid))).statusCode).toBe(404);
    // A student of the class who has not opened it yet: a conflict, not someone else's data.
    const notOpened = await t.request({ userId: amir }, save(a.id, qid, { answer: 'x', revision: 1 }));
    expect(notOpened.statusCode).toBe(409);
    expect(notOpened.json().code).toBe('attempt_not_started');
  });

  it('refuses a student more than ANSWER_SAVES_PER_SECOND saves a second with a 429 and Retry-After', async () => {
    // An app with the production limit (the shared one lifts it for the races above).
    const limited = await createTestApp({ ANSWER_SAVES_PER_SECOND: '20' });
    try {
      const lfx = await sittingFixtures(limited);
      const a = await lfx.makeAssignment();
      await limited.request('student', open(a.id));
      const qid = lfx.questions.text.id;
      // 30 saves at once: a script, not a typist. At most 20 are taken, the rest wait.
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          limited.request('student', save(a.id, qid, { answer: `v${i}`, revision: i + 1 })),
        ),
      );
      const refused = replies.filter((r) => r.statusCode === 429);
      expect(refused.length).toBeGreaterThanOrEqual(10);
      expect(refused[0]!.headers['retry-after']).toBe('1');
      expect(refused[0]!.json()).toMatchObject({ code: 'too_many_saves', retry_after_seconds: 1 });
      // A second later saving works again.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await limited.request('student', save(a.id, qid, { answer: 'again', revision: 100 }))).statusCode).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });

  it('validates the body (400) and the question (404)', async () => {
    const a = await fx.makeAssignment();
    await t.request('student', open(a.id));
    const { text, choice, numeric } = fx.questions;
    const status = async (qid: number, payload: unknown) => {
      const res = await t.request('student', save(a.id, qid, payload));
      return [res.statusCode, res.json().code];
    };
    expect(await status(text.id, { answer: 'no revision' })).toEqual([400, 'validation_failed']);
    expect(await status(text.id, { answer: 'x', revision: 0 })).toEqual([400, 'validation_failed']);
    expect(await status(text.id, { answer: { html: '<b>' }, revision: 1 })).toEqual([400, 'validation_failed']);
    expect(await status(text.id, { answer: 'x'.repeat(10_001), revision: 1 })).toEqual([400, 'answer_too_long']);
    expect(await status(text.id, { answer: [1], revision: 1 })).toEqual([400, 'answer_type_mismatch']);
    expect(await status(choice.id, { answer: 'Nucleus', revision: 1 })).toEqual([400, 'answer_type_mismatch']);
    expect(await status(choice.id, { answer: [4], revision: 1 })).toEqual([400, 'invalid_choice']);
    expect(await status(numeric.id, { answer: '13', revision: 1 })).toEqual([400, 'answer_type_mismatch']);
    expect(await status(fx.questions.text.id + 100_000, { answer: 'x', revision: 1 })).toEqual([404, 'not_found']);
    expect((await t.request('student', read(a.id, 999_999))).statusCode).toBe(404);
    // A NUL is refused like anywhere else (the exam screen never sends one); a lone surrogate half,
    // which PostgreSQL's jsonb would refuse, is cleaned: never a 500.
    const nul = await t.request('student', save(a.id, text.id, { answer: 'a\u0000b', revision: 1 }));
    expect(nul.statusCode).toBe(400);
    const odd = await t.request('student', save(a.id, text.id, { answer: 'ab\uD800', revision: 1 }));
    expect(odd.statusCode).toBe(200);
    expect(odd.json().answer).toBe('ab\uFFFD');
  });

  it('saves text, choices and numbers, reads them back, and resumes with them', async () => {
    const a = await fx.makeAssignment();
    await t.request('student', open(a.id));
    const { text, choice, numeric } = fx.questions;
    const answer = 'Plants use <b>light</b> energy\nto make glucose. \u{1F331}';
    const res = await t.request('student', save(a.id, text.id, { answer, revision: 1 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ question_id: text.id, answer, revision: 1, flagged: false });
    expect(res.json().saved_at).toBeTruthy();
    expect(
      (await t.request('student', save(a.id, choice.id, { answer: [1, 1], revision: 1, flagged: true }))).json(),
    ).toMatchObject({
      answer: [1],
      flagged: true,
    });
    expect((await t.request('student', save(a.id, numeric.id, { answer: 13.2, revision: 3 }))).json().answer).toBe(
      13.2,
    );
    // Flag kept when a later save omits it; cleared when sent.
    expect((await t.request('student', save(a.id, choice.id, { answer: [2], revision: 2 }))).json().flagged).toBe(true);
    const readBack = (await t.request('student', read(a.id, text.id))).json();
    expect(readBack).toMatchObject({ answer, revision: 1 });
    const resumed = (await t.request('student', open(a.id))).json();
    expect(resumed.answers).toHaveLength(3);
    expect(resumed.attempt.last_saved_at).toBeTruthy();
    // A question never saved reads as revision 0.
    const b = await fx.makeAssignment();
    await t.request('student', open(b.id));
    expect((await t.request('student', read(b.id, text.id))).json()).toEqual({
      question_id: text.id,
      answer: null,
      flagged: false,
      revision: 0,
      saved_at: null,
    });
  });

  it('is idempotent for the same revision and answers 409 with the stored answer for an older one', async () => {
    const a = await fx.makeAssignment();
    await t.request('student', open(a.id));
    const qid = fx.questions.text.id;
    expect((await t.request('student', save(a.id, qid, { answer: 'second', revision: 5 }))).statusCode).toBe(200);
    const again = await t.request('student', save(a.id, qid, { answer: 'second', revision: 5 }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ answer: 'second', revision: 5 });
    const stale = await t.request('student', save(a.id, qid, { answer: 'first', revision: 4 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json()).toMatchObject({ code: 'stale_revision', stored: { answer: 'second', revision: 5 } });
    expect((await t.request('student', read(a.id, qid))).json().answer).toBe('second');
  });

  it('answers 409 with the stored answer for the same revision with different text, keeping the stored one', async () => {
    const a = await fx.makeAssignment();
    await t.request('student', open(a.id));
    const qid = fx.questions.text.id;
    expect((await t.request('student', save(a.id, qid, { answer: 'mine', revision: 3 }))).statusCode).toBe(200);
    const other = await t.request('student', save(a.id, qid, { answer: 'from another tab', revision: 3 }));
    expect(other.statusCode).toBe(409);
    expect(other.headers['content-type']).toContain('application/problem+json');
    expect(other.json()).toMatchObject({ code: 'stale_revision', stored: { answer: 'mine', revision: 3 } });
    expect((await t.request('student', read(a.id, qid))).json().answer).toBe('mine');
  });

  it('keeps the newest revision when saves race', async () => {
    const a = await fx.makeAssignment();
    await t.request('student', open(a.id));
    const qid = fx.questions.text.id;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request('student', save(a.id, qid, { answer: `rev ${i + 1}`, revision: i + 1 })),
      ),
    );
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect((await t.request('student', read(a.id, qid))).json()).toMatchObject({ answer: 'rev 20', revision: 20 });
  });

  it('takes answers until the deadline plus 60 s of grace, then 409 attempt_closed', async () => {
    const a = await fx.makeAssignment();
    await t.request('student', open(a.id));
    const qid = fx.questions.text.id;
    await fx.setDeadline(a.id, -30);
    expect((await t.request('student', save(a.id, qid, { answer: 'in flight', revision: 1 }))).statusCode).toBe(200);
    await fx.setDeadline(a.id, -61);
    const late = await t.request('student', save(a.id, qid, { answer: 'too late', revision: 2 }));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('attempt_closed');
    expect((await t.request('student', read(a.id, qid))).json().answer).toBe('in flight');
  });
});

describe('PATCH /mafassignments/:id/email/submit', () => {
  it('checks the caller: 401, 403, 404 across schools, 400 for a bad id', async () => {
    const a = await fx.makeAssignment();
    await t.request('student', open(a.id));
    expect(await t.statusByCaller(submit(a.id))).toEqual({
      anonymous: 401,
      student: 200,
      otherTeacher: 403,
      teacher: 403,
      schoolAdmin: 403,
      staff: 403,
      admin: 403,
    });
    expect((await t.request({ userId: student2 }, submit(a.id))).statusCode).toBe(404);
    expect((await t.request('student', submit(-1))).statusCode).toBe(400);
  });

  it("counts a submit within the grace after the deadline as the student's, and one after it as timed out", async () => {
    const inGrace = await fx.makeAssignment();
    await t.request('student', open(inGrace.id));
    await fx.setDeadline(inGrace.id, -30);
    const first = await t.request('student', submit(inGrace.id));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ submitted_by: 'student', total_questions: 3, answered: 0 });
    const late = await fx.makeAssignment();
    await t.request('student', open(late.id));
    await fx.setDeadline(late.id, -61);
    const second = await t.request('student', submit(late.id));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ submitted_by: 'timeout', total_questions: 3 });
  });

  it('freezes the answers, confirms once by e-mail and notification, and is idempotent', async () => {
    const a = await fx.makeAssignment();
    await t.request('student', open(a.id));
    const { text, choice } = fx.questions;
    await t.request('student', save(a.id, text.id, { answer: 'final answer', revision: 1 }));
    await t.request('student', save(a.id, choice.id, { answer: null, revision: 1, flagged: true }));
    const res = await t.request('student', { ...submit(a.id), payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      assignment_id: a.id,
      submitted_by: 'student',
      answered: 1,
      total_questions: 3,
      flagged: 1,
    });
    const frozen = await t.request('student', save(a.id, text.id, { answer: 'changed', revision: 2 }));
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().code).toBe('attempt_submitted');
    const twice = await t.request('student', submit(a.id));
    expect(twice.statusCode).toBe(200);
    expect(twice.json().submitted_at).toBe(res.json().submitted_at);
    // The confirmation follows off the request, once however often the job runs.
    await t.app.jobs.drain();
    await afterSubmitted(t.db, { mail: t.app.mail }, [res.json().id]);
    await t.app.jobs.drain();
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, fx.studentId), eq(notifications.link, `/student/assignments/${a.id}`)));
    expect(notes).toHaveLength(1);
    const delivered = smtp.received.filter(
      (m) =>
        m.to.includes(DEMO_ACCOUNTS.student) && m.raw.replace(/=\r?\n/g, '').includes(`/student/assignments/${a.id}`),
    );
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toContain('Subject: Submitted: Photosynthesis check');
    const outbox = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, DEMO_ACCOUNTS.student), eq(mailOutbox.subject, 'Submitted: Photosynthesis check')));
    expect(
      outbox.some((m) => m.status === 'sent' && m.text.includes(`https://school.example/student/assignments/${a.id}`)),
    ).toBe(true);
    const opened = (await t.request('student', open(a.id))).json();
    expect(opened.attempt.status).toBe('submitted');
  });
});

describe('marking after the submit', () => {
  it("gathers a class's submits into one job, and reads as being marked until it has run", async () => {
    const a = await fx.makeAssignment();
    for (const caller of ['student', { userId: amir }] as const) {
      await t.request(caller, open(a.id));
      await t.request(caller, save(a.id, fx.questions.text.id, { answer: 'light and carbon dioxide', revision: 1 }));
    }
    const first = await t.request('student', submit(a.id));
    const second = await t.request({ userId: amir }, submit(a.id));
    expect([first.json().being_marked, second.json().being_marked]).toEqual([true, true]);
    const waiting = await t.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.queue, SUBMITTED_QUEUE), eq(jobs.status, 'queued')));
    expect(waiting.filter((j) => (j.payload as { assignmentId?: number }).assignmentId === a.id)).toEqual([
      { payload: { assignmentId: a.id, attemptIds: [first.json().id, second.json().id] } },
    ]);
    await t.app.jobs.drain();
    const marked = await t.db.select().from(attempts).where(eq(attempts.assignmentId, a.id));
    expect(marked.map((m) => m.autoMarkedAt)).toEqual([expect.any(Date), expect.any(Date)]);
    const marks = await t.db.select().from(answerMarks).where(eq(answerMarks.assignmentId, a.id));
    expect(marks).toHaveLength(2 * 3);
    expect((await t.request('student', submit(a.id))).json().being_marked).toBe(false);
    const confirmed = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.link, `/student/assignments/${a.id}`));
    expect(confirmed.map((n) => n.userId).sort()).toEqual([fx.studentId, amir].sort());
  });

  it('marks the rest of the class when one attempt cannot be marked', async () => {
    const a = await fx.makeAssignment();
    for (const caller of ['student', { userId: amir }] as const) await t.request(caller, open(a.id));
    // Amir's attempt is given a version whose snapshot the engine cannot read.
    const [broken] = await t.db
      .insert(questionVersions)
      .values({ questionId: fx.questions.text.id, contentHash: `broken-${a.id}`, snapshot: {} as never, maxMarks: 1 })
      .returning();
    const [amirs] = await t.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.assignmentId, a.id), eq(attempts.studentId, amir)));
    await t.db
      .update(attemptQuestions)
      .set({ questionVersionId: broken!.id })
      .where(and(eq(attemptQuestions.attemptId, amirs!.id), eq(attemptQuestions.questionId, fx.questions.text.id)));
    await t.request('student', submit(a.id));
    await t.request({ userId: amir }, submit(a.id));
    await t.app.jobs.drain();
    const rows = await t.db.select().from(attempts).where(eq(attempts.assignmentId, a.id));
    expect(rows.find((r) => r.studentId === fx.studentId)!.autoMarkedAt).toBeInstanceOf(Date);
    expect(rows.find((r) => r.studentId === amir)!.autoMarkedAt).toBeNull();
  });
});

describe('a deleted assignment', () => {
  it('takes no more saves or submissions (404) and sends nothing', async () => {
    const a = await fx.makeAssignment();
    await t.request('student', open(a.id));
    const qid = fx.questions.text.id;
    expect((await t.request('student', save(a.id, qid, { answer: 'before', revision: 1 }))).statusCode).toBe(200);
    const removed = await t.request('schoolAdmin', {
      method: 'DELETE',
      url: `/api/v2/mafassignments/${a.id}?confirm=true`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const late = await t.request('student', save(a.id, qid, { answer: 'after', revision: 2 }));
    expect(late.statusCode).toBe(404);
    expect(late.headers['content-type']).toContain('application/problem+json');
    const submitted = await t.request('student', submit(a.id));
    expect(submitted.statusCode).toBe(404);
    const [row] = await t.db.select().from(attempts).where(eq(attempts.assignmentId, a.id));
    expect(row!.submittedAt).toBeNull();
    const link = `/student/assignments/${a.id}`;
    expect(await t.db.select().from(notifications).where(eq(notifications.link, link))).toHaveLength(0);
    expect(
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_ACCOUNTS.student))).filter((m) =>
        m.text.includes(link),
      ),
    ).toHaveLength(0);
    // Nor does the auto-submit job submit and confirm it once its time is up.
    await fx.setDeadline(a.id, -61);
    await t.app.jobs.enqueue(AUTO_SUBMIT_QUEUE, {});
    await t.app.jobs.drain();
    expect(await t.db.select().from(notifications).where(eq(notifications.link, link))).toHaveLength(0);
  });
});

describe('auto-submit job', () => {
  it('submits attempts whose deadline + grace has passed, without anyone calling the server', async () => {
    const due = await fx.makeAssignment();
    const running = await fx.makeAssignment();
    await t.request('student', open(due.id));
    await t.request('student', open(running.id));
    await t.request('student', save(due.id, fx.questions.text.id, { answer: 'kept', revision: 1 }));
    await fx.setDeadline(due.id, -61);
    await fx.setDeadline(running.id, -30);
    await t.app.jobs.enqueue(AUTO_SUBMIT_QUEUE, {});
    await t.app.jobs.drain();
    const [done] = await t.db.select().from(attempts).where(eq(attempts.assignmentId, due.id));
    expect(done).toMatchObject({ submittedBy: 'timeout' });
    expect(done!.submittedAt).toBeInstanceOf(Date);
    // Marked on the same path as a student's submit: its job ran in the same drain.
    expect(done!.autoMarkedAt).toBeInstanceOf(Date);
    const [still] = await t.db.select().from(attempts).where(eq(attempts.assignmentId, running.id));
    expect(still!.submittedAt).toBeNull();
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, fx.studentId), eq(notifications.link, `/student/assignments/${due.id}`)));
    expect(notes).toHaveLength(1);
    expect((await t.request('student', read(due.id, fx.questions.text.id))).json().answer).toBe('kept');
    // A second run finds nothing more to do.
    await t.app.jobs.enqueue(AUTO_SUBMIT_QUEUE, {});
    await t.app.jobs.drain();
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, fx.studentId), eq(notifications.link, `/student/assignments/${due.id}`))),
    ).toHaveLength(1);
  });
});

describe('demo data', () => {
  it('gives the demo student an assignment in progress, with answers saved', async () => {
    const [row] = await t.db
      .select({ assignmentId: attempts.assignmentId })
      .from(attempts)
      .where(eq(attempts.studentId, fx.studentId))
      .orderBy(attempts.id)
      .limit(1);
    const body = (await t.request('student', open(row!.assignmentId))).json();
    expect(body.attempt.status).toBe('in_progress');
    expect(body.questions.length).toBeGreaterThanOrEqual(2);
    expect(body.answers.length).toBe(2);
    expect(body.answers.some((a: { flagged: boolean }) => a.flagged)).toBe(true);
  });
});
