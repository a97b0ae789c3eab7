import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentTargets, attempts, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAttemptsRepository, type AnswerSave } from './attempts.repository';
import { sittingFixtures } from './test-helpers';

// Saves that arrive together go to the database as one statement (group commit): each keeps the
// outcome it would have had alone.

let t: TestApp;
let fx: Awaited<ReturnType<typeof sittingFixtures>>;
let amir: number;

beforeAll(async () => {
  t = await createTestApp();
  fx = await sittingFixtures(t);
  amir = (await t.db.select().from(users).where(eq(users.email, 'amir-khan@demo.markwell.test')))[0]!.id;
});
afterAll(() => t.close());

/** An assignment set to 10B and to Amir, so two students sit it. */
async function assignmentForTwo() {
  const a = await fx.makeAssignment();
  await t.db
    .insert(assignmentTargets)
    .values({ schoolId: fx.schoolId, assignmentId: a.id, kind: 'student', studentId: amir });
  return a;
}

const open = (id: number) => ({ method: 'GET' as const, url: `/api/v2/mafanswers/${id}` });
const save = (id: number, qid: number, payload: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: `/api/v2/mafanswers/${id}/questions/${qid}`,
  payload,
});
const read = (id: number, qid: number) => ({
  method: 'GET' as const,
  url: `/api/v2/mafanswers/${id}/questions/${qid}`,
});

describe('saves that arrive together', () => {
  it('gives each save of a batch the outcome it would have alone', async () => {
    const repo = createAttemptsRepository(t.db);
    const a = await assignmentForTwo();
    const closed = await fx.makeAssignment();
    for (const caller of ['student', { userId: amir }] as const) await t.request(caller, open(a.id));
    await t.request('student', open(closed.id));
    const { text, choice, numeric } = fx.questions;
    await t.request('student', save(a.id, text.id, { answer: 'stored', revision: 5, flagged: true }));
    await t.request('student', save(closed.id, text.id, { answer: 'final', revision: 1 }));
    await t.db
      .update(attempts)
      .set({ submittedAt: new Date(), submittedBy: 'student' })
      .where(eq(attempts.assignmentId, closed.id));

    const base = { schoolId: fx.schoolId, assignmentId: a.id, maxChoiceId: -1, graceSeconds: 60 };
    const mine = { ...base, studentId: fx.studentId };
    const batch: AnswerSave[] = [
      // newer revision, flag not sent: the stored flag stays
      { ...mine, questionId: text.id, answerType: 'text', answer: 'newer', revision: 6, flagged: undefined },
      { ...mine, questionId: choice.id, answerType: 'choice', maxChoiceId: 2, answer: [2], revision: 1, flagged: true },
      // a choice the question does not have: no match, nothing stored
      {
        ...mine,
        questionId: numeric.id,
        answerType: 'choice',
        maxChoiceId: 99,
        answer: [99],
        revision: 1,
        flagged: false,
      },
      {
        ...base,
        studentId: amir,
        questionId: text.id,
        answerType: 'text',
        answer: 'theirs',
        revision: 1,
        flagged: false,
      },
      // the submitted attempt takes nothing
      {
        ...mine,
        assignmentId: closed.id,
        questionId: text.id,
        answerType: 'text',
        answer: 'late',
        revision: 2,
        flagged: false,
      },
    ];
    const results = await repo.saveAnswers(batch);
    expect(results.map((r) => r.matched)).toEqual([true, true, false, true, false]);
    expect(results[0]).toMatchObject({ saved: { answer: 'newer', revision: 6, flagged: true } });
    expect(results[1]).toMatchObject({ saved: { answer: [2], revision: 1, flagged: true } });
    expect(results[3]).toMatchObject({ saved: { answer: 'theirs', revision: 1 } });

    // An older or equal revision matches the open attempt but stores nothing (the service tells stale from idempotent).
    const again = await repo.saveAnswers([
      { ...mine, questionId: text.id, answerType: 'text', answer: 'older', revision: 4, flagged: false },
      {
        ...mine,
        questionId: choice.id,
        answerType: 'choice',
        maxChoiceId: 2,
        answer: [2],
        revision: 1,
        flagged: false,
      },
    ]);
    expect(again).toEqual([
      { matched: true, deadlineAt: expect.any(Date), saved: undefined },
      { matched: true, deadlineAt: expect.any(Date), saved: undefined },
    ]);

    expect((await t.request('student', read(a.id, text.id))).json()).toMatchObject({ answer: 'newer', revision: 6 });
    expect((await t.request('student', read(a.id, numeric.id))).json()).toMatchObject({ answer: null, revision: 0 });
    expect((await t.request({ userId: amir }, read(a.id, text.id))).json()).toMatchObject({ answer: 'theirs' });
    const [touched] = await t.db.select().from(attempts).where(eq(attempts.assignmentId, a.id)).limit(1);
    expect(touched!.lastSavedAt).toBeTruthy();
  });

  it('answers every save of a burst through the API, each with its own status', async () => {
    const a = await assignmentForTwo();
    const closed = await fx.makeAssignment();
    for (const caller of ['student', { userId: amir }] as const) await t.request(caller, open(a.id));
    await t.request('student', open(closed.id));
    await t.db
      .update(attempts)
      .set({ submittedAt: new Date(), submittedBy: 'student' })
      .where(eq(attempts.assignmentId, closed.id));
    const { text, choice, numeric } = fx.questions;
    await t.request('student', save(a.id, text.id, { answer: 'stored', revision: 5 }));

    const burst = await Promise.all([
      t.request('student', save(a.id, text.id, { answer: 'stale', revision: 4 })),
      t.request('student', save(a.id, text.id, { answer: 'newest', revision: 7 })),
      t.request('student', save(a.id, choice.id, { answer: [1], revision: 1, flagged: true })),
      t.request('student', save(a.id, numeric.id, { answer: 13, revision: 1 })),
      t.request({ userId: amir }, save(a.id, text.id, { answer: 'theirs', revision: 1 })),
      t.request({ userId: amir }, save(a.id, numeric.id, { answer: 12, revision: 1 })),
      t.request('student', save(closed.id, text.id, { answer: 'late', revision: 1 })),
    ]);
    expect(burst.map((r) => r.statusCode)).toEqual([409, 200, 200, 200, 200, 200, 409]);
    expect(burst[0]!.json().code).toBe('stale_revision');
    expect(burst[6]!.json().code).toBe('attempt_submitted');
    expect((await t.request('student', read(a.id, text.id))).json()).toMatchObject({ answer: 'newest', revision: 7 });
    expect((await t.request('student', read(a.id, choice.id))).json()).toMatchObject({ answer: [1], flagged: true });
    expect((await t.request({ userId: amir }, read(a.id, numeric.id))).json()).toMatchObject({ answer: 12 });
  });

  it('lands all of a class saving at once', async () => {
    const a = await assignmentForTwo();
    for (const caller of ['student', { userId: amir }] as const) await t.request(caller, open(a.id));
    const { text, numeric } = fx.questions;
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.request(
          i % 2 ? 'student' : { userId: amir },
          save(a.id, i % 4 < 2 ? text.id : numeric.id, {
            answer: i % 4 < 2 ? `draft ${i}` : i,
            revision: i + 1,
          }),
        ),
      ),
    );
    // Revisions of one answer race: each is saved or refused as stale, none is lost or fails.
    expect(burst.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect((await t.request('student', read(a.id, text.id))).json().revision).toBe(38);
    expect((await t.request('student', read(a.id, numeric.id))).json().revision).toBe(40);
    expect((await t.request({ userId: amir }, read(a.id, text.id))).json().revision).toBe(37);
    expect((await t.request({ userId: amir }, read(a.id, numeric.id))).json().revision).toBe(39);
  });
});
