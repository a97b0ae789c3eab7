import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMarks, attempts, conceptShares, curricula, markingPoints, users } from '../../db/schema/index';
import { factories } from '../../../test/factories';
import { assignmentSatBy, oneQuestionTemplate } from '../../../test/marking-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { refitConceptShare } from './learning';

// A curriculum's teachers' marks teach how strictly its model answers are read: the share of a
// model answer's concepts fitted on its marked answers is stored for the curriculum, and every
// question of it, a new one too, is then marked (and tried, and shown to staff) at that share.

const api = (path: string) => `/api/v2${path}`;
const MODEL_ANSWER = 'The moon reflects light from the sun onto the earth at night.';
const CONCEPTS = ['moon', 'reflects', 'light', 'sun', 'earth', 'night'];
const OPENINGS = ['I think', 'Because', 'It is that', 'Well,', 'We see that'];

/** Every answer made of `size` of the model answer's concepts, after each opening. */
function answersWith(size: number): string[] {
  const out: string[] = [];
  const pick = (from: number, chosen: string[]): void => {
    if (chosen.length === size) {
      for (const o of OPENINGS) out.push(`${o} ${chosen.join(' ')}`);
      return;
    }
    for (let i = from; i < CONCEPTS.length; i++) pick(i + 1, [...chosen, CONCEPTS[i]!]);
  };
  pick(0, []);
  return out;
}
// teachers here credit only answers holding five or six of the six concepts (the default reads 3)
const CREDITED = [...answersWith(5), ...answersWith(6)].slice(0, 32);
const NOT_CREDITED = [...answersWith(3), ...answersWith(4)].filter((_, i) => i % 5 === 0).slice(0, 32);

let t: TestApp;
let f: ReturnType<typeof factories>;
let curriculaId: number;
let questionId: number;
let newQuestionId: number;
let schoolId: number;
let teacherId: number;
let groupId: number;
let templateId: number;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  const [curriculum] = await t.db.select().from(curricula).where(eq(curricula.name, 'AQA Biology'));
  curriculaId = curriculum!.id;
  teacherId = await t.userId('teacher');
  const [teacher] = await t.db.select().from(users).where(eq(users.id, teacherId));
  schoolId = teacher!.schoolId!;
  const point = { text: 'Moonlight', marks: 1, phrases: [MODEL_ANSWER] };
  questionId = (
    await f.buildQuestion({
      curricula_id: curriculaId,
      text: `${f.unique('Sky')}: explain what we observe.`,
      marking_points: [point],
    })
  ).id;
  newQuestionId = (
    await f.buildQuestion({
      curricula_id: curriculaId,
      text: `${f.unique('Sky')}: describe the night sky.`,
      marking_points: [point],
    })
  ).id;
  groupId = (await f.buildClass(schoolId, { curriculaIds: [curriculaId], teacherIds: [teacherId] })).id;
  templateId = await oneQuestionTemplate(t, f, { schoolId, teacherId, curriculaId, questionId });
}, 120_000);
afterAll(() => t.close());

/** An assignment of the one-question template sat by a new student per answer; returns the marks by answer. */
async function sitAll(texts: string[]) {
  const { assignmentId, byStudent } = await assignmentSatBy(
    t,
    f,
    { schoolId, templateId, teacherId, groupId, questionId },
    texts,
  );
  const marks = await t.db
    .select({ mark: answerMarks, studentId: attempts.studentId })
    .from(answerMarks)
    .innerJoin(attempts, eq(attempts.id, answerMarks.attemptId))
    .where(eq(answerMarks.assignmentId, assignmentId));
  return { assignmentId, marks: marks.map((m) => ({ ...m, answer: byStudent.get(m.studentId)! })) };
}

const tryAnswer = async (id: number, answer: string) => {
  const res = await t.request('staff', { method: 'POST', url: api(`/questionmafs/${id}/try`), payload: { answer } });
  expect(res.statusCode).toBe(200);
  return res.json() as { marks: number };
};
const threeConcepts = 'the moon reflects light';

describe("how strictly a curriculum's model answers are read", () => {
  it('keeps the default share while there are too few marked answers', async () => {
    expect(await refitConceptShare(t.db, curriculaId)).toBeNull();
    expect(await t.db.select().from(conceptShares).where(eq(conceptShares.curriculaId, curriculaId))).toEqual([]);
    expect((await tryAnswer(newQuestionId, threeConcepts)).marks).toBe(1);
  });

  it("fits the share teachers' marks show, and marks every question of the curriculum at it", async () => {
    const sat = await sitAll([...CREDITED, ...NOT_CREDITED]);
    const [point] = await t.db.select().from(markingPoints).where(eq(markingPoints.questionId, questionId));
    for (const awarded of [true, false]) {
      const list = sat.marks.filter((m) => CREDITED.includes(m.answer) === awarded);
      const res = await t.request('teacher', {
        method: 'POST',
        url: api(`/mafanswers/${sat.assignmentId}/markings`),
        payload: {
          answers: list.map((m) => ({ answer_id: m.mark.id, version: m.mark.version })),
          points: [{ point_id: point!.id, awarded }],
        },
      });
      expect(res.statusCode).toBe(200);
    }
    const share = await refitConceptShare(t.db, curriculaId);
    expect(share).toBeGreaterThan(0.6);
    const [stored] = await t.db.select().from(conceptShares).where(eq(conceptShares.curriculaId, curriculaId));
    expect(stored!.decisions).toBe(CREDITED.length + NOT_CREDITED.length);
    expect(stored!.agreement).toBeGreaterThan(stored!.defaultAgreement);

    // a question nobody has answered yet is read at the curriculum's share too
    expect((await tryAnswer(newQuestionId, threeConcepts)).marks).toBe(0);
    expect((await tryAnswer(newQuestionId, 'the moon reflects light from the sun onto the earth')).marks).toBe(1);
    // and so are new answers marked on submission
    const next = await sitAll([threeConcepts]);
    expect(next.marks[0]!.mark.marks).toBe(0);
  }, 300_000);

  it('shows staff and teachers the share beside the learnt weights', async () => {
    const url = api(`/markingpoints/weights?question=${newQuestionId}`);
    const res = await t.request('staff', { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const share = res.json().concept_share;
    expect(share.share).toBeGreaterThan(0.6);
    expect(share.default_share).toBe(0.4);
    expect(share.decisions).toBe(CREDITED.length + NOT_CREDITED.length);
    expect((await t.request('teacher', { method: 'GET', url })).json().concept_share.share).toBe(share.share);
  });
});
