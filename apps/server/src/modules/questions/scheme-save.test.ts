import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerStructures, machinePhrases, questions, questionVersions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { questionFixtures } from '../../../test/question-fixtures';
import { pinQuestionVersions } from './question-versions';
import { createQuestionVersionsRepository } from './question-versions.repository';

// PUT /questionmafs/:id/scheme: the editor's one request that saves a question's whole mark scheme
// (its fields, points and structure) in one transaction.

let t: TestApp;
let f: Awaited<ReturnType<typeof questionFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await questionFixtures(t);
});
afterAll(() => t.close());

const url = (id: number | string) => `/api/v2/questionmafs/${id}/scheme`;
const save = (id: number | string, payload: object) => t.request('staff', { method: 'PUT', url: url(id), payload });
const numeric = { type: 'numeric', value: 9.8, tolerance: 0.1, unit: 'm/s2' };

/** A question with two points (the first with a machine phrase) and a numeric structure. */
async function buildScheme() {
  const id = await f.buildQuestion({
    max_marks: 2,
    marking_points: [
      { text: 'Chlorophyll reflects green light', marks: 1, phrases: ['reflects green light'] },
      { text: 'Absorbs red and blue', marks: 1, phrases: ['absorbs red & blue'] },
    ],
    structure: numeric as never,
  });
  const [a, b] = await f.pointsOf(id);
  await t.db
    .insert(machinePhrases)
    .values({ markingPointId: a!.id, phrase: 'green light bounces', status: 'accepted' });
  return { id, a: a!, b: b! };
}

/** Everything a scheme save may write, to compare before and after. */
async function stateOf(id: number) {
  const [question] = await t.db.select().from(questions).where(eq(questions.id, id));
  const points = await f.pointsOf(id);
  const structure = await t.db.select().from(answerStructures).where(eq(answerStructures.questionId, id));
  const machines = await t.db.select().from(machinePhrases).orderBy(asc(machinePhrases.id));
  return {
    question,
    points,
    structure,
    machines: machines.filter((m) => points.some((p) => p.id === m.markingPointId)),
  };
}

const versionsOf = (id: number) =>
  t.db.select().from(questionVersions).where(eq(questionVersions.questionId, id)).orderBy(asc(questionVersions.id));

describe('PUT /questionmafs/:id/scheme', () => {
  it('is staff only, as the per-point routes', async () => {
    const { id } = await buildScheme();
    const payload = { marking_points: [{ text: 'Reflects green', marks: 1, phrases: ['green'] }], structure: null };
    expect(await t.statusByCaller({ method: 'PUT', url: url(id), payload })).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 403,
      teacher: 403,
      schoolAdmin: 403,
      staff: 200,
      admin: 200,
    });
  });

  it('saves fields, deleted, edited, added and reordered points and the structure together', async () => {
    const { id, a, b } = await buildScheme();
    const res = await save(id, {
      question: { max_marks: 3 },
      marking_points: [
        { text: 'Glucose is made', marks: 1, phrases: ['glucose'] },
        { id: b.id, text: 'Absorbs red and blue light', marks: 2, phrases: ['absorbs red & blue'] },
      ],
      structure: { type: 'parts', parts: [{ label: 'a' }, { label: 'b' }] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.scheme_changed).toBe(true);
    expect(body.question).toMatchObject({
      id,
      max_marks: 3,
      points_count: 2,
      structure: { type: 'parts', parts: [{ label: 'a' }, { label: 'b' }] },
    });
    expect(body.question.marking_points.map((p: { text: string; marks: number }) => [p.text, p.marks])).toEqual([
      ['Glucose is made', 1],
      ['Absorbs red and blue light', 2],
    ]);
    const after = await stateOf(id);
    expect(after.points.map((p) => p.id)).not.toContain(a.id);
    expect(after.points[1]!.id).toBe(b.id);
    expect(after.points.map((p) => p.position)).toEqual([0, 1]);
    // the deleted point's machine phrase went with it
    expect(await t.db.select().from(machinePhrases).where(eq(machinePhrases.markingPointId, a.id))).toEqual([]);
  });

  it('writes nothing when nothing changed, and keeps saved positions while their order holds', async () => {
    const { id, a, b } = await buildScheme();
    const before = await stateOf(id);
    const same = {
      marking_points: [a, b].map((p) => ({ id: p.id, text: p.text, marks: p.marks, phrases: p.phrases })),
      structure: numeric,
    };
    const res = await save(id, same);
    expect(res.json().scheme_changed).toBe(false);
    expect(await stateOf(id)).toEqual(before);

    // a new point after the saved ones: they keep their positions, it comes next
    const added = await save(id, {
      ...same,
      marking_points: [...same.marking_points, { text: 'Light energy', marks: 1, phrases: ['light energy'] }],
    });
    expect(added.json().scheme_changed).toBe(true);
    expect((await f.pointsOf(id)).map((p) => [p.id, p.position])).toEqual([
      [a.id, a.position],
      [b.id, b.position],
      [expect.any(Number), b.position + 1],
    ]);
  });

  it('takes a numeric structure without a unit as the same whether it says null or nothing', async () => {
    const id = await f.buildQuestion({ structure: { type: 'numeric', value: 1, tolerance: 0 } });
    const [p] = await f.pointsOf(id);
    const before = await stateOf(id);
    const res = await save(id, {
      marking_points: [{ id: p!.id, text: p!.text, marks: p!.marks, phrases: p!.phrases }],
      structure: { type: 'numeric', value: 1, tolerance: 0, unit: null },
    });
    expect(res.json().scheme_changed).toBe(false);
    expect(await stateOf(id)).toEqual(before);
  });

  it("answers whether the engine's input changed: a media link does not, the question's and the points' words do", async () => {
    const { id, a, b } = await buildScheme();
    const points = [a, b].map((p) => ({ id: p.id, text: p.text, marks: p.marks, phrases: p.phrases }));
    const media = await save(id, {
      question: { media: 'https://example.com/leaf' },
      marking_points: points,
      structure: numeric,
    });
    expect(media.json()).toMatchObject({ scheme_changed: false, question: { media: 'https://example.com/leaf' } });
    // a point's description says which thing a comparison question's point is about: the engine reads it
    const described = await save(id, {
      marking_points: [{ ...points[0]!, text: 'Green light is reflected' }, points[1]],
      structure: numeric,
    });
    expect(described.json().scheme_changed).toBe(true);
    expect((await f.pointsOf(id))[0]!.text).toBe('Green light is reflected');
    // the engine reads a model answer against the question's words
    const text = await save(id, {
      question: { text: 'Why do leaves of most plants look green?' },
      marking_points: points,
      structure: numeric,
    });
    expect(text.json().scheme_changed).toBe(true);
    const marks = await save(id, { marking_points: points, structure: null });
    expect(marks.json().scheme_changed).toBe(true);
    expect((await stateOf(id)).structure).toEqual([]);
  });

  it('rejects bad input with a 400 and writes nothing', async () => {
    const { id, a } = await buildScheme();
    const other = await f.buildQuestion();
    const [foreign] = await f.pointsOf(other);
    const before = await stateOf(id);
    const point = { id: a.id, text: a.text, marks: 1, phrases: a.phrases };
    const cases: [object, string | undefined][] = [
      [{ marking_points: [point] }, 'validation_failed'],
      [{ marking_points: [{ ...point, marks: 101 }], structure: null }, 'validation_failed'],
      [{ marking_points: [point], structure: { type: 'essay' } }, 'validation_failed'],
      [{ marking_points: [{ ...point, id: foreign!.id }], structure: null }, 'unknown_point'],
      [{ marking_points: [point, point], structure: null }, 'duplicate_point'],
      [{ marking_points: [{ ...point, phrases: ['...'] }], structure: null }, 'invalid_phrase'],
      [{ question: { marking_type: 'levelled' }, marking_points: [point], structure: null }, 'levels_required'],
      [{ question: { curricula_id: 2_000_000_000 }, marking_points: [point], structure: null }, 'invalid_link'],
    ];
    for (const [payload, code] of cases) {
      const res = await save(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code, JSON.stringify(payload)).toBe(code);
    }
    expect((await save('x', { marking_points: [], structure: null })).statusCode).toBe(400);
    expect(await stateOf(id)).toEqual(before);
  });

  it('is 404 for a missing question or a quiz question', async () => {
    const payload = { marking_points: [], structure: null };
    expect((await save(2_000_000_000, payload)).statusCode).toBe(404);
    const [quiz] = await t.db.select({ id: questions.id }).from(questions).where(eq(questions.kind, 'quiz')).limit(1);
    expect((await save(quiz!.id, payload)).statusCode).toBe(404);
  });

  it('a write failing half-way leaves the old scheme and structure intact', async () => {
    const { id, a, b } = await buildScheme();
    const before = await stateOf(id);
    // The structure is written last, after the fields and points: the database refuses it.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION scheme_save_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'answer structure refused'; END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER scheme_save_refuse BEFORE UPDATE ON answer_structures
        FOR EACH ROW WHEN (NEW.question_id = ${id}) EXECUTE FUNCTION scheme_save_refuse()`),
    );
    try {
      const res = await save(id, {
        question: { max_marks: 5, text: 'Half-saved?' },
        marking_points: [
          { text: 'A new point', marks: 2, phrases: ['new'] },
          { id: b.id, text: 'Edited', marks: 3, phrases: ['edited'] },
        ],
        structure: { type: 'text' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER scheme_save_refuse ON answer_structures'));
      await t.db.execute(sql.raw('DROP FUNCTION scheme_save_refuse()'));
    }
    const after = await stateOf(id);
    expect(after).toEqual(before);
    expect(after.points.map((p) => p.id)).toEqual([a.id, b.id]);
    expect(after.machines).toHaveLength(1);
    // the same save goes through once the database takes it
    expect((await save(id, { marking_points: [], structure: { type: 'text' } })).json().scheme_changed).toBe(true);
  });

  it('makes exactly one new version of a question already pinned, none for an unpinned one', async () => {
    const pinned = await buildScheme();
    const [row] = await t.db.select().from(questions).where(eq(questions.id, pinned.id));
    const repo = createQuestionVersionsRepository(t.db);
    await pinQuestionVersions(repo, [row!]);
    expect(await versionsOf(pinned.id)).toHaveLength(1);

    const scheme = {
      question: { max_marks: 4 },
      marking_points: [
        { text: 'New first', marks: 2, phrases: ['first'] },
        { id: pinned.b.id, text: 'Edited', marks: 2, phrases: ['edited'] },
      ],
      structure: { type: 'text' },
    };
    expect((await save(pinned.id, scheme)).json().scheme_changed).toBe(true);
    const versions = await versionsOf(pinned.id);
    expect(versions).toHaveLength(2);
    expect(versions[1]!.maxMarks).toBe(4);
    expect(versions[1]!.snapshot.markScheme.structure).toEqual({ type: 'text' });
    expect(versions[1]!.snapshot.markScheme.points.map((p) => [p.text, p.marks])).toEqual([
      ['New first', 2],
      ['Edited', 2],
    ]);
    // the next attempt pins that same version
    const [now] = await t.db.select().from(questions).where(eq(questions.id, pinned.id));
    expect((await pinQuestionVersions(repo, [now!]))[0]!.versionId).toBe(versions[1]!.id);

    // saving the same scheme again makes no version
    const [first] = await f.pointsOf(pinned.id);
    const again = await save(pinned.id, {
      marking_points: [{ ...scheme.marking_points[0], id: first!.id }, scheme.marking_points[1]],
      structure: { type: 'text' },
    });
    expect(again.json().scheme_changed).toBe(false);
    expect(await versionsOf(pinned.id)).toHaveLength(2);

    const unpinned = await buildScheme();
    await save(unpinned.id, scheme);
    expect(await versionsOf(unpinned.id)).toEqual([]);
  });
});
