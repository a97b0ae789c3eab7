// The marked answer as teachers see it, the ids in the paths, and the marking overview.
import { z } from 'zod';
import { answerValueSchema, sittingQuestionTypeSchema } from './attempts';
import { dbIdParam } from './common';
import { matchHowSchema, nearMissReasonSchema } from './marking-evidence';
import { id, timestamp } from './marking-fields';

// ---------------------------------------------------------------- params

export const markingAssignmentParamsSchema = z.object({ id: dbIdParam.describe('Assignment id') });
export type MarkingAssignmentParams = z.infer<typeof markingAssignmentParamsSchema>;

export const markingQuestionParamsSchema = z.object({
  id: dbIdParam.describe('Assignment id'),
  mid: dbIdParam.describe('Bank question id of a question of the assignment'),
});
export type MarkingQuestionParams = z.infer<typeof markingQuestionParamsSchema>;

export const markingAnswerParamsSchema = z.object({
  id: dbIdParam.describe('Assignment id'),
  mid: dbIdParam.describe('Bank question id of a question of the assignment'),
  aid: dbIdParam.describe('Marked answer id (`answer_id`) of an answer to that question'),
});
export type MarkingAnswerParams = z.infer<typeof markingAnswerParamsSchema>;

export const setQuestionMarkParamsSchema = z.object({
  id: dbIdParam.describe('Assignment id'),
  qid: dbIdParam.describe('Bank question id of a question of the assignment'),
  sid: dbIdParam.describe("The student's user id"),
  x: z.coerce
    .number()
    .int()
    .min(0)
    .max(1000)
    .describe('The marks to award, a whole number from 0 to the question maximum'),
});
export type SetQuestionMarkParams = z.infer<typeof setQuestionMarkParamsSchema>;

export const studentMarksParamsSchema = z.object({
  id: dbIdParam.describe('Assignment id'),
  sid: dbIdParam.describe("The student's user id"),
});
export type StudentMarksParams = z.infer<typeof studentMarksParamsSchema>;

export const markQueryParamsSchema = z.object({
  id: dbIdParam.describe('Assignment id'),
  rid: dbIdParam.describe('Mark query id'),
});
export type MarkQueryParams = z.infer<typeof markQueryParamsSchema>;

// ---------------------------------------------------------------- the marked answer

export const markSourceSchema = z
  .enum(['engine', 'teacher'])
  .describe('engine: as the marking engine left it; teacher: a teacher changed it (regrades never touch it)');
export type MarkSource = z.infer<typeof markSourceSchema>;

export { matchHowSchema };

export const markSpanSchema = z.object({
  start: z.number().int().describe('Offset of the first character in the answer text'),
  end: z.number().int().describe('Offset after the last character (answer.slice(start, end) === text)'),
  text: z.string(),
  how: matchHowSchema,
  stands_for: z.string().optional().describe("meaning: the phrase's words the span stands for"),
  similarity: z.number().min(0).max(1).optional().describe('meaning: how close in meaning, 0..1'),
});
export type MarkSpan = z.infer<typeof markSpanSchema>;

export const nearMissSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
  reason: nearMissReasonSchema,
  phrase: z.string().describe('The accepted phrase it nearly matched'),
});
export type NearMiss = z.infer<typeof nearMissSchema>;

/** One marking point of a marked answer, as a teacher sees it. */
export const markedPointSchema = z.object({
  point_id: id.describe('Marking point id (the number key toggles the point at this `number`)'),
  number: z.number().int().describe('1-based number of the point within the question: its colour and legend number'),
  text: z.string().describe('What the point asks for'),
  marks: z.number().int().describe('Marks the point is worth'),
  awarded: z.boolean(),
  engine_awarded: z.boolean().describe("The engine's own decision, kept when a teacher changes it"),
  set_by: markSourceSchema.describe('Who decided `awarded`'),
  matches: z.array(markSpanSchema).describe('Spans that earned the point (highlights)'),
  near_misses: z.array(nearMissSchema),
  missing: z.array(z.string()).describe('What the answer lacks, as written in the nearest phrase'),
});
export type MarkedPoint = z.infer<typeof markedPointSchema>;

export const markUserSchema = z.object({ id, name: z.string() }).describe('Who made the change');

/** A marked answer as a teacher sees it. `version` guards every change (stale: 409 `stale_mark`). */
export const answerMarkSchema = z.object({
  answer_id: id.describe('Marked answer id (the `:aid` of the marking routes)'),
  attempt_id: id,
  student_id: id.describe("The student's user id"),
  student_name: z.string(),
  question_id: id.describe('Bank question id (the `:mid` of the marking routes)'),
  version_id: id.describe('The question version the student was given, which the answer is marked against'),
  position: z.number().int().describe('1-based position of the question in the exam'),
  type: sittingQuestionTypeSchema,
  answer: answerValueSchema.describe('The answer as submitted (null: left blank)'),
  marks: z.number().describe('The mark that counts'),
  max_marks: z.number().int(),
  engine_marks: z.number().describe("The engine's mark"),
  override: z.number().int().nullable().describe('A mark the teacher typed instead of counting points, or null'),
  levelled: z.boolean(),
  level: z.number().int().nullable().describe('The level the teacher set (levelled questions)'),
  suggested_level: z.number().int().nullable().describe("The engine's suggested level (levelled questions)"),
  confidence: z.number().describe("The engine's confidence in its mark, 0..1"),
  needs_review: z.boolean().describe('The engine asks a teacher to look, and no teacher has marked it yet'),
  source: markSourceSchema,
  feedback: z.string().nullable().describe('Feedback on this answer (plain text)'),
  points: z.array(markedPointSchema).describe('Empty for multiple-choice and questions without points'),
  version: z.number().int().describe('Mark version: send it back with a change'),
  updated_at: timestamp,
  updated_by: markUserSchema.nullable().describe('Who made the current version (null: the engine)'),
  open_queries: z.number().int().describe("Students' queries on this answer waiting for the teacher"),
});
export type AnswerMark = z.infer<typeof answerMarkSchema>;

/** The question beside its marked answers: text, points (legend) and choices. */
export const markingQuestionSchema = z.object({
  question_id: id,
  position: z.number().int(),
  text: z.string().describe('The question as plain text'),
  type: sittingQuestionTypeSchema,
  max_marks: z.number().int(),
  levelled: z.boolean(),
  levels: z
    .array(z.object({ level: z.number().int(), min_points: z.number().int(), descriptor: z.string().nullable() }))
    .describe('Level bands (levelled questions), else empty'),
  points: z
    .array(z.object({ point_id: id, number: z.number().int(), text: z.string(), marks: z.number().int() }))
    .describe('The legend: one colour and number per marking point'),
  choices: z
    .array(z.object({ id, text: z.string(), correct: z.boolean() }))
    .nullable()
    .describe('Multiple choice: the choices with the correct ones'),
});
export type MarkingQuestion = z.infer<typeof markingQuestionSchema>;

export const releaseStateSchema = z.object({
  released_at: timestamp.nullable().describe('When marks were last released (null: not released)'),
  released_by: markUserSchema.nullable(),
});

/** The 409 answered to a change made on an old version: nothing changed; here is what is current. */
export const staleMarkProblemSchema = z.object({
  code: z.literal('stale_mark'),
  status: z.literal(409),
  current: z
    .array(answerMarkSchema)
    .describe('The current marks of the answers that changed meanwhile, with who changed them'),
});

// ---------------------------------------------------------------- overview routes

/** One question's marking progress. */
export const questionMarkingSummarySchema = z.object({
  question_id: id,
  position: z.number().int(),
  text: z.string(),
  type: sittingQuestionTypeSchema,
  max_marks: z.number().int(),
  answers: z.number().int().describe('Marked answers (one per submitted attempt)'),
  needs_review: z.number().int(),
  teacher_marked: z.number().int(),
  mean: z.number().nullable().describe('Mean mark over attempts for credit (null: none)'),
});
export type QuestionMarkingSummary = z.infer<typeof questionMarkingSummarySchema>;

/** GET /mafanswers/:id/markings: the questions of the assignment with their marking progress. */
export const markingQuestionListSchema = z.object({
  assignment_id: id,
  title: z.string(),
  ...releaseStateSchema.shape,
  questions: z.array(questionMarkingSummarySchema),
});
export type MarkingQuestionList = z.infer<typeof markingQuestionListSchema>;

export const attemptMarkingStateSchema = z
  .enum(['not_started', 'in_progress', 'being_marked', 'submitted'])
  .describe('Where the student stands on the assignment (`being_marked`: submitted, marks not stored yet)');

/** One student's row of the marking overview. */
export const studentMarkingRowSchema = z.object({
  student_id: id,
  name: z.string(),
  attempt_id: id.nullable(),
  state: attemptMarkingStateSchema,
  submitted_at: timestamp.nullable(),
  marks: z.number().nullable().describe('Total marks (null: not submitted, or being marked)'),
  max_marks: z.number().int(),
  needs_review: z.number().int(),
  no_credit: z.boolean().describe('Left out of totals and statistics'),
  released: z.boolean(),
  cells: z
    .array(
      z.object({
        question_id: id,
        answer_id: id,
        marks: z.number(),
        needs_review: z.boolean(),
        source: markSourceSchema,
      }),
    )
    .describe('Per question of a submitted attempt, in exam order'),
});
export type StudentMarkingRow = z.infer<typeof studentMarkingRowSchema>;

/** GET /mafanswers/:id/marking/all: every student the assignment is set to, with marks so far. */
export const markingOverviewSchema = z.object({
  assignment_id: id,
  title: z.string(),
  max_marks: z.number().int(),
  ...releaseStateSchema.shape,
  needs_review: z.number().int().describe('Answers still needing review in the whole assignment'),
  to_mark_count: z
    .number()
    .int()
    .describe('Submissions waiting for marks (not released): the same count as the assignment list’s to_mark_count'),
  questions: z.array(questionMarkingSummarySchema),
  students: z.array(studentMarkingRowSchema),
});
export type MarkingOverview = z.infer<typeof markingOverviewSchema>;
