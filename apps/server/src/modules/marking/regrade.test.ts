import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMarks, attempts, machinePhrases, markingPoints, notifications, users } from '../../db/schema/index';
import { staffOnly } from '../../../test/helpers';
import { sittingFixtures } from '../../../test/sitting-fixtures';
import { createTestApp, type Request, type TestApp } from '../../../test/test-app';

// Before staff accept a machine phrase they see what accepting it would do: the dry run of its
// question with the phrase accepted, through the same plan the regrade applies. Released and
// unreleased answers are listed; marks a teacher set by hand are kept and listed as such.

let t: TestApp;
let fx: Awaited<ReturnType<typeof sittingFixtures>>;
let amir: number;
let bella: number;
let productsPoint: number;
let proposal: number;
let released: { id: number };
let unreleased: { id: number };

/** "Starch" is not glucose: the products point misses it until a machine phrase says so. */
const STARCH = 'Starch and oxygen are made in the leaf.';
const url = (path: string) => `/api/v2${path}`;
const get = (path: string): Request => ({ method: 'GET', url: url(path) });

async function sit(caller: { userId: number }, assignmentId: number, text: string) {
  await t.request(caller, get(`/mafanswers/${assignmentId}`));
  const res = await t.request(caller, {
    method: 'POST',
    url: url(`/mafanswers/${assignmentId}/questions/${fx.questions.text.id}`),
    payload: { answer: text, revision: 1 },
  });
  expect(res.statusCode).toBe(200);
  expect(
    (await t.request(caller, { method: 'PATCH', url: url(`/mafassignments/${assignmentId}/email/submit`) })).statusCode,
  ).toBe(200);
  // marking runs as a job after the submit
  await t.app.jobs.drain();
}

async function markOf(assignmentId: number, studentId: number) {
  const [row] = await t.db
    .select({ mark: answerMarks })
    .from(answerMarks)
    .innerJoin(attempts, eq(attempts.id, answerMarks.attemptId))
    .where(
      and(
        eq(answerMarks.assignmentId, assignmentId),
        eq(answerMarks.questionId, fx.questions.text.id),
        eq(attempts.studentId, studentId),
      ),
    );
  return row!.mark;
}

beforeAll(async () => {
  t = await createTestApp();
  fx = await sittingFixtures(t);
  const byEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  amir = await byEmail('amir-khan@demo.markwell.test');
  bella = await byEmail('bella-jones@demo.markwell.test');

  // Amir's answer is released; Bella's is not; Sophie's products point was awarded by her teacher.
  released = await fx.makeAssignment({ target: { kind: 'student', studentId: amir } });
  await sit({ userId: amir }, released.id, STARCH);
  await t.request('teacher', {
    method: 'POST',
    url: url(`/mafanswers/${released.id}/finishes`),
    payload: { confirm: true },
  });
  unreleased = await fx.makeAssignment({ target: { kind: 'student', studentId: bella } });
  await sit({ userId: bella }, unreleased.id, STARCH);
  const handSet = await fx.makeAssignment({ target: { kind: 'student', studentId: fx.studentId } });
  await sit({ userId: fx.studentId }, handSet.id, STARCH);

  const mark = await markOf(handSet.id, fx.studentId);
  const [products] = await t.db
    .select()
    .from(markingPoints)
    .where(and(eq(markingPoints.questionId, fx.questions.text.id), like(markingPoints.text, 'Glucose and oxygen%')));
  productsPoint = products!.id;
  expect(mark.points.find((p) => p.id === productsPoint)!.awarded).toBe(false);
  const [row] = await t.db
    .insert(machinePhrases)
    .values({ markingPointId: productsPoint, phrase: 'starch & oxygen', status: 'proposed' })
    .returning();
  proposal = row!.id;
  const byHand = await t.request('teacher', {
    method: 'PATCH',
    url: url(`/mafanswers/${handSet.id}/markings`),
    payload: { answer_id: mark.id, version: mark.version, points: [{ point_id: productsPoint, awarded: true }] },
  });
  expect(byHand.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /markingpoints/:id/machine/regrade', () => {
  it('is for content staff: 401, 403 for everyone else, 400 for a malformed id or phrase, 404 for a missing one', async () => {
    expect(await t.statusByCaller(get(`/markingpoints/${proposal}/machine/regrade`))).toEqual(staffOnly(200));
    expect((await t.request('staff', get('/markingpoints/abc/machine/regrade'))).statusCode).toBe(400);
    expect((await t.request('staff', get('/markingpoints/2000000/machine/regrade'))).statusCode).toBe(404);
    const unreadable = await t.request(
      'staff',
      get(`/markingpoints/${proposal}/machine/regrade?phrase=${encodeURIComponent('?!')}`),
    );
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().code).toBe('invalid_phrase');
  });

  it('lists the released and unreleased marks accepting it would change, and keeps the hand-set one', async () => {
    const res = await t.request('staff', get(`/markingpoints/${proposal}/machine/regrade`));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      machine_phrase_id: proposal,
      marking_point_id: productsPoint,
      phrase: 'starch & oxygen',
      question_id: fx.questions.text.id,
    });
    const of = (assignmentId: number) =>
      body.changes.find((c: { assignment_id: number }) => c.assignment_id === assignmentId);
    expect(of(released.id)).toMatchObject({ released: true, answer: STARCH });
    expect(of(unreleased.id)).toMatchObject({ released: false });
    for (const c of [of(released.id), of(unreleased.id)]) {
      expect(c.marks_after).toBeGreaterThan(c.marks_before);
      expect(c.awarded_after).toContain(productsPoint);
    }
    const kept = body.kept.find((k: { answer: string }) => k.answer === STARCH);
    expect(kept.engine_after).toBeGreaterThan(kept.engine_before);
    expect(kept.marks).toBe(kept.engine_after);
    expect(body.skipped_teacher).toBeGreaterThanOrEqual(1);
  });

  it('stores nothing: the phrase stays proposed, the marks stay, the question’s own dry run is unchanged', async () => {
    const before = await markOf(released.id, amir);
    const plain = (await t.request('staff', get(`/questionmafs/${fx.questions.text.id}/regrade`))).json();
    await t.request('staff', get(`/markingpoints/${proposal}/machine/regrade`));
    const [row] = await t.db.select().from(machinePhrases).where(eq(machinePhrases.id, proposal));
    expect(row!.status).toBe('proposed');
    expect(await markOf(released.id, amir)).toMatchObject({ version: before.version, marks: before.marks });
    const again = (await t.request('staff', get(`/questionmafs/${fx.questions.text.id}/regrade`))).json();
    expect(again.fingerprint).toBe(plain.fingerprint);
    expect(plain.changes.some((c: { assignment_id: number }) => c.assignment_id === released.id)).toBe(false);
  });

  it('previews an edit of the phrase in its place', async () => {
    const edited = await t.request(
      'staff',
      get(`/markingpoints/${proposal}/machine/regrade?phrase=${encodeURIComponent('makes starch')}`),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().phrase).toBe('makes starch');
    expect(edited.json().changes.some((c: { assignment_id: number }) => c.assignment_id === released.id)).toBe(false);
  });

  it('is what accepting and applying does: same fingerprint, marks changed, released students told, hand-set kept', async () => {
    const preview = (await t.request('staff', get(`/markingpoints/${proposal}/machine/regrade`))).json();
    const accepted = await t.request('staff', {
      method: 'PATCH',
      url: url(`/markingpoints/${proposal}/machine`),
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    const dryRun = (await t.request('staff', get(`/questionmafs/${fx.questions.text.id}/regrade`))).json();
    expect(dryRun.fingerprint).toBe(preview.fingerprint);
    expect(dryRun.changes).toEqual(preview.changes);
    expect(dryRun.kept).toEqual(preview.kept);
    const kept = preview.kept.find((k: { answer: string }) => k.answer === STARCH);
    const handSetBefore = (await t.db.select().from(answerMarks).where(eq(answerMarks.id, kept.answer_id)))[0]!;

    const applied = await t.request('staff', {
      method: 'POST',
      url: url(`/questionmafs/${fx.questions.text.id}/regrade`),
      payload: { fingerprint: preview.fingerprint },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().changed).toBe(preview.changes.length);
    const change = preview.changes.find((c: { assignment_id: number }) => c.assignment_id === released.id);
    expect((await markOf(released.id, amir)).marks).toBe(change.marks_after);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, amir));
    expect(told.some((n) => n.title === 'A released mark changed')).toBe(true);
    const toldBella = await t.db.select().from(notifications).where(eq(notifications.userId, bella));
    expect(toldBella.some((n) => n.title === 'A released mark changed')).toBe(false);
    const handSetAfter = (await t.db.select().from(answerMarks).where(eq(answerMarks.id, kept.answer_id)))[0]!;
    expect(handSetAfter.version).toBe(handSetBefore.version);
  });
});
