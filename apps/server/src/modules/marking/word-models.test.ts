import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerMarks,
  answers,
  attempts,
  curricula,
  jobs,
  markingPointModels,
  markingPoints,
  questions,
  users,
  type StoredPointMark,
} from '../../db/schema/index';
import { factories } from '../../../test/factories';
import { assignmentSatBy, oneQuestionTemplate } from '../../../test/marking-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWordModelsRepository } from '../questions/index';
import { FIT_WORD_MODELS_QUEUE, refitWordModels } from './learning';

// Teachers' marks teach a question's word models: marking schedules one refit of the question
// (debounced), the refit stores a model per point once enough answers of both kinds are marked and
// its cross-validated agreement is at least the phrases', and automatic marking, "try an answer"
// and the staff's view use it until staff reset it.

const api = (path: string) => `/api/v2${path}`;

/** Teachers credit "closed path" answers except those with a gap or an open switch, and "connected" ones. */
const RIGHT = [
  'the bulb is in a closed path with the battery',
  'bulb A is on a closed path',
  'there is a closed path through the bulb',
  'it is connected to the battery terminals',
  'bulb A is connected to both battery terminals',
  'connected to the battery on both sides',
];
const WRONG = [
  'the bulb is in a closed path but the switch is open',
  'bulb A has a closed path with a gap',
  'the switch leaves a gap near the bulb',
  'the bulb has power',
  'it has a gap',
  'the bulb is bright',
  'an open switch stops the bulb',
];

let t: TestApp;
let questionId: number;
let pointId: number;
let schoolId: number;
let teacherId: number;
let groupId: number;
let templateId: number;
let f: ReturnType<typeof factories>;

/** An assignment of the one-question template, set to the class, sat by a new student per answer. */
async function sitAll(answers: string[]) {
  return (await assignmentSatBy(t, f, { schoolId, templateId, teacherId, groupId, questionId }, answers)).assignmentId;
}

async function marksOf(assignmentId: number) {
  return t.db
    .select({ mark: answerMarks, studentId: attempts.studentId })
    .from(answerMarks)
    .innerJoin(attempts, eq(attempts.id, answerMarks.attemptId))
    .where(eq(answerMarks.assignmentId, assignmentId));
}

/** The teacher marks each answer as RIGHT / WRONG say (through the API, one cluster call each way). */
async function markAll(assignmentId: number, texts: Map<number, string>) {
  const marks = await marksOf(assignmentId);
  for (const awarded of [true, false]) {
    const list = marks.filter((m) => RIGHT.includes(texts.get(m.studentId)!) === awarded);
    if (!list.length) continue;
    const res = await t.request('teacher', {
      method: 'POST',
      url: api(`/mafanswers/${assignmentId}/markings`),
      payload: {
        answers: list.map((m) => ({ answer_id: m.mark.id, version: m.mark.version })),
        points: [{ point_id: pointId, awarded }],
      },
    });
    expect(res.statusCode).toBe(200);
  }
}

const refitJobs = () =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, FIT_WORD_MODELS_QUEUE), eq(jobs.status, 'queued')));

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  const [bio] = await t.db.select().from(curricula).where(eq(curricula.name, 'AQA Biology'));
  teacherId = await t.userId('teacher');
  const [teacher] = await t.db.select().from(users).where(eq(users.id, teacherId));
  schoolId = teacher!.schoolId!;
  const q = await f.buildQuestion({
    curricula_id: bio!.id,
    text: `${f.unique('Circuit')}: why does bulb A light up?`,
    marking_points: [{ text: 'The bulb is on a closed path', marks: 1, phrases: ['bulb & closed path'] }],
  });
  questionId = q.id;
  const [point] = await t.db.select().from(markingPoints).where(eq(markingPoints.questionId, questionId));
  pointId = point!.id;
  groupId = (await f.buildClass(schoolId, { curriculaIds: [bio!.id], teacherIds: [teacherId] })).id;
  templateId = await oneQuestionTemplate(t, f, { schoolId, teacherId, curriculaId: bio!.id, questionId });
}, 120_000);
afterAll(() => t.close());

describe('word models learnt as teachers mark', () => {
  it('fits none from too few marked answers, and a teacher marking a run of answers asks for one refit', async () => {
    const few = [...RIGHT.slice(0, 3), ...WRONG.slice(0, 3)];
    const first = await sitAll(few);
    const byStudent = await studentTexts(first);
    await markAll(first, byStudent);
    const queued = await refitJobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toEqual({ questionId });
    // the refit waits: the rest of the teacher's marking is fitted on with it
    expect(queued[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    await refitWordModels(t.db, questionId);
    expect(await t.db.select().from(markingPointModels).where(eq(markingPointModels.questionId, questionId))).toEqual(
      [],
    );
  }, 120_000);

  it('stores a model once enough answers of both kinds are marked, and marks new answers with it', async () => {
    const rest = [...RIGHT.slice(3), ...WRONG.slice(3)];
    const second = await sitAll(rest);
    await markAll(second, await studentTexts(second));
    // still one waiting refit for the question
    expect(await refitJobs()).toHaveLength(1);
    await refitWordModels(t.db, questionId);
    const [stored] = await t.db.select().from(markingPointModels).where(eq(markingPointModels.questionId, questionId));
    expect(stored).toBeDefined();
    expect(stored!.markingPointId).toBe(pointId);
    expect(stored!.answers).toBe(RIGHT.length + WRONG.length);
    expect(stored!.agreement).toBeGreaterThanOrEqual(stored!.phrasesAgreement);

    // a new class: the phrase misses "connected", and takes back a closed path with a gap
    const third = await sitAll(['It is connected to the battery.', 'the bulb is on a closed path but there is a gap']);
    const byStudent = await studentTexts(third);
    const marks = await marksOf(third);
    const of = (text: string) =>
      (marks.find((m) => byStudent.get(m.studentId) === text)!.mark.points as StoredPointMark[])[0]!;
    const connected = of('It is connected to the battery.');
    expect(connected.awarded).toBe(true);
    expect(connected.matches.length).toBeGreaterThan(0);
    expect(connected.matches.every((m) => m.how === 'weighted')).toBe(true);
    const gap = of('the bulb is on a closed path but there is a gap');
    expect(gap.awarded).toBe(false);
    expect(gap.nearMisses.some((n) => n.reason === 'outweighed')).toBe(true);

    // "try an answer" marks as students' answers will be marked
    const tried = await t.request('staff', {
      method: 'POST',
      url: api(`/questionmafs/${questionId}/try`),
      payload: { answer: 'It is connected to the battery.' },
    });
    expect(tried.statusCode).toBe(200);
    expect(tried.json().marks).toBe(1);
    expect(tried.json().points[0].matches[0].how).toBe('weighted');
    // marking reads the model with the agreement it was fitted at (its confidence depends on it)
    const loaded = await createWordModelsRepository(t.db).ofVersions([stored!.questionVersionId]);
    expect(loaded.get(stored!.questionVersionId)?.get(pointId)?.agreement).toBe(stored!.agreement);
  }, 120_000);

  it('shows the model to staff and teachers of the curriculum, and not to others', async () => {
    const url = api(`/markingpoints/weights?question=${questionId}`);
    const res = await t.request('staff', { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.points).toHaveLength(1);
    const point = body.points[0];
    expect(point.marking_point_id).toBe(pointId);
    expect(point.answers).toBe(RIGHT.length + WRONG.length);
    // the browser's "try an answer" marks with the same model, agreement included
    expect(point.model.agreement).toBe(point.agreement);
    expect(point.for.map((k: { key: string }) => k.key)).toContain('connect');
    expect(point.against.map((k: { key: string }) => k.key)).toContain('gap');
    expect((await t.request('teacher', { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.request('anonymous', { method: 'GET', url })).statusCode).toBe(401);
    expect((await t.request('student', { method: 'GET', url })).statusCode).toBe(403);
    expect(
      (await t.request('staff', { method: 'GET', url: api('/markingpoints/weights?question=x') })).statusCode,
    ).toBe(400);
    expect(
      (await t.request('staff', { method: 'GET', url: api('/markingpoints/weights?question=999999') })).statusCode,
    ).toBe(404);
  });

  it("hides a question of a curriculum the teacher's school does not follow (404)", async () => {
    // Riverside follows no chemistry: its teacher cannot see the chromatography question's weights
    const [chem] = await t.db
      .select({ id: questions.id })
      .from(questions)
      .where(like(questions.text, 'A student uses paper chromatography%'));
    const url = api(`/markingpoints/weights?question=${chem!.id}`);
    expect((await t.request('otherTeacher', { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.request('teacher', { method: 'GET', url })).statusCode).toBe(200);
  });

  it('lets only content staff reset the learnt weights, which removes the model', async () => {
    const url = api(`/markingpoints/${pointId}/weights`);
    expect((await t.request('anonymous', { method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.request('teacher', { method: 'DELETE', url })).statusCode).toBe(403);
    expect((await t.request('schoolAdmin', { method: 'DELETE', url })).statusCode).toBe(403);
    expect((await t.request('staff', { method: 'DELETE', url: api('/markingpoints/x/weights') })).statusCode).toBe(400);
    expect((await t.request('staff', { method: 'DELETE', url: api('/markingpoints/999999/weights') })).statusCode).toBe(
      404,
    );
    const res = await t.request('staff', { method: 'DELETE', url });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(markingPointModels).where(eq(markingPointModels.questionId, questionId))).toEqual(
      [],
    );
    const after = await t.request('staff', {
      method: 'GET',
      url: api(`/markingpoints/weights?question=${questionId}`),
    });
    expect(after.json().points).toEqual([]);
    const tried = await t.request('staff', {
      method: 'POST',
      url: api(`/questionmafs/${questionId}/try`),
      payload: { answer: 'It is connected to the battery.' },
    });
    expect(tried.json().marks).toBe(0);
  });

  it('comes back at the next refit, and accepting a phrase for the point retires it (it never weighed it)', async () => {
    await refitWordModels(t.db, questionId);
    const stored = () => t.db.select().from(markingPointModels).where(eq(markingPointModels.markingPointId, pointId));
    expect(await stored()).toHaveLength(1);
    const proposed = await t.request('staff', {
      method: 'POST',
      url: api(`/markingpoints/${pointId}/machines`),
      payload: { phrases: ['connected & battery'] },
    });
    expect(proposed.statusCode).toBe(201);
    // a proposal waiting for review changes nothing
    expect(await stored()).toHaveLength(1);
    const accepted = await t.request('staff', {
      method: 'PATCH',
      url: api(`/markingpoints/${pointId}/machines`),
      payload: { decisions: [{ id: proposed.json()[0].id, status: 'accepted' }] },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await stored()).toEqual([]);
  });
});

/** Each student's answer text in an assignment, by student id. */
async function studentTexts(assignmentId: number) {
  const rows = await t.db
    .select({ studentId: attempts.studentId, mark: answerMarks.id })
    .from(attempts)
    .innerJoin(answerMarks, eq(answerMarks.attemptId, attempts.id))
    .where(eq(attempts.assignmentId, assignmentId));
  const texts = await t.db
    .select({ attemptId: answers.attemptId, answer: answers.answer, studentId: attempts.studentId })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .where(eq(attempts.assignmentId, assignmentId));
  expect(texts).toHaveLength(rows.length);
  return new Map(texts.map((r) => [r.studentId, r.answer as string]));
}
