import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMarks, attempts } from '../../db/schema/index';
import { LEVELLED_MAX, markingFixtures } from '../../../test/marking-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

// A levelled question of 5 marks with levels 1–4: the mark is 5 × level ÷ 4, rounded to the
// nearest whole mark with halves up; level 0 (nothing creditworthy) is always a choice.

let t: TestApp;
let fx: Awaited<ReturnType<typeof markingFixtures>>;
let a: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  fx = await markingFixtures(t);
  a = await fx.assign();
});
afterAll(() => t.close());

async function annsMark() {
  const [row] = await t.db
    .select({ mark: answerMarks })
    .from(answerMarks)
    .innerJoin(attempts, eq(attempts.id, answerMarks.attemptId))
    .where(and(eq(answerMarks.assignmentId, a.id), eq(attempts.studentId, fx.ann.id)));
  return row!.mark;
}

async function setLevel(level: number | null) {
  const m = await annsMark();
  return t.request('teacher', {
    method: 'POST',
    url: `/api/v2/mafanswers/${a.id}/markings/${fx.question.id}`,
    payload: { answers: [{ answer_id: m.id, version: m.version }], level },
  });
}

describe('levelled questions', () => {
  it('shows the bands to the marker, and the engine suggests a level', async () => {
    const res = await t.request('teacher', {
      method: 'GET',
      url: `/api/v2/mafanswers/${a.id}/markings/${fx.question.id}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.question).toMatchObject({ levelled: true, max_marks: LEVELLED_MAX });
    expect(body.question.levels.map((l: { level: number }) => l.level)).toEqual([1, 2, 3, 4]);
    const ann = body.clusters.flatMap((c: { answers: unknown[] }) => c.answers)[0];
    expect(ann.suggested_level).toEqual(expect.any(Number));
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 3],
    [3, 4],
    [4, LEVELLED_MAX],
  ])('level %i gives %i marks', async (level, marks) => {
    const res = await setLevel(level);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().answers[0]).toMatchObject({ level, marks, source: 'teacher' });
  });

  it('refuses a level the question does not have, and clears the level back to the points', async () => {
    const refused = await setLevel(5);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('unknown_level');
    const cleared = await setLevel(null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().answers[0].level).toBeNull();
  });
});
