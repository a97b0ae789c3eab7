// Releasing marks, the students' review and queries, the comment bank, statistics and the staff's regrade.
import { z } from 'zod';
import { answerValueSchema, sittingQuestionTypeSchema } from './attempts';
import { dbId } from './common';
import { id, timestamp, MAX_BANK_COMMENT_LENGTH, MAX_FEEDBACK_LENGTH, MAX_QUERY_LENGTH } from './marking-fields';
import { answerMarkSchema } from './marking-answers';
import { markQuerySchema, markQueryStatusSchema } from './marking-changes';

// ---------------------------------------------------------------- release

/** POST /mafanswers/:id/finishes. */
export const releaseMarksBodySchema = z
  .object({
    confirm: z
      .boolean()
      .optional()
      .describe(
        'Release even though answers still need review (without it: 409 `answers_need_review`) or the work is still open for students to sit (without it: 409 `work_still_open`)',
      ),
    show_scheme: z
      .boolean()
      .optional()
      .describe(
        'Show the students the mark scheme and correct answers at once, though the work is still open for others to sit (by default they are shown once it closes for everyone)',
      ),
  })
  .nullish();
export type ReleaseMarksBody = z.infer<typeof releaseMarksBodySchema>;

export const releaseResultSchema = z.object({
  assignment_id: id,
  released_at: timestamp.nullable(),
  attempts: z.number().int().describe('Attempts released (or taken back)'),
  needs_review: z.number().int().describe('Answers that still needed review'),
});
export type ReleaseResult = z.infer<typeof releaseResultSchema>;

/** The 409 of a release while answers still need review. */
export const needsReviewProblemSchema = z.object({
  code: z.literal('answers_need_review'),
  status: z.literal(409),
  needs_review: z.number().int(),
});

/**
 * The 409 of a release asked to confirm: the work is still open for students to sit
 * (`work_still_open`, which comes first) or answers still need review.
 */
export const releaseConfirmProblemSchema = z.object({
  code: z.enum(['work_still_open', 'answers_need_review']),
  status: z.literal(409),
  needs_review: z.number().int(),
  closes_at: timestamp
    .nullable()
    .optional()
    .describe('When the work closes for everyone (its due time and the grace period); null: closed'),
});
export type ReleaseConfirmProblem = z.infer<typeof releaseConfirmProblemSchema>;

/** POST /mafanswers/:id/nocredits. */
export const noCreditBodySchema = z.object({
  student_id: dbId.describe("The student's user id"),
  no_credit: z.boolean().describe('true: not for credit (left out of totals and statistics)'),
});
export type NoCreditBody = z.infer<typeof noCreditBodySchema>;

export const noCreditResultSchema = z.object({ attempt_id: id, student_id: id, no_credit: z.boolean() });
export type NoCreditResult = z.infer<typeof noCreditResultSchema>;

// ---------------------------------------------------------------- the student's review

export const reviewPointSchema = z.object({
  point_id: id,
  number: z.number().int(),
  text: z.string(),
  marks: z.number().int(),
  awarded: z.boolean(),
  matches: z.array(z.object({ start: z.number().int(), end: z.number().int(), text: z.string() })),
  query: z
    .object({ id, status: markQueryStatusSchema, reply: z.string().nullable() })
    .nullable()
    .describe("The student's latest query on this point"),
});

/** GET /mafanswers/:id/review: the student's own released work. */
export const attemptReviewSchema = z.object({
  assignment_id: id,
  title: z.string(),
  released_at: timestamp,
  marks: z.number(),
  max_marks: z.number().int(),
  no_credit: z.boolean(),
  feedback: z.string().nullable(),
  scheme_shown_at: timestamp
    .nullable()
    .describe(
      'null: the mark scheme and correct answers are shown. Else the work is still open for others to sit, and they are shown from this time (when it closes for everyone): until then `points` is empty and `correct` is null',
    ),
  questions: z.array(
    z.object({
      question_id: id,
      position: z.number().int(),
      text: z.string(),
      type: sittingQuestionTypeSchema,
      answer: answerValueSchema,
      choices: z
        .array(
          z.object({
            id,
            text: z.string(),
            correct: z.boolean().nullable().describe('null: not shown until the work closes for everyone'),
          }),
        )
        .nullable(),
      marks: z.number(),
      max_marks: z.number().int(),
      override: z
        .number()
        .nullable()
        .optional()
        .describe(
          "The teacher's own mark for this answer when they changed it (it is `marks`); the points below then do not add up to it and cannot be queried. null: the mark counts the points",
        ),
      level: z.number().int().nullable(),
      feedback: z.string().nullable(),
      points: z.array(reviewPointSchema),
    }),
  ),
});
export type AttemptReview = z.infer<typeof attemptReviewSchema>;

/** POST /mafanswers/:id/queries (student): "I did say this" on one point of a released answer. */
export const createMarkQueryBodySchema = z.object({
  question_id: dbId.describe('Bank question id'),
  point_id: dbId.describe('Marking point id'),
  text: z.string().trim().min(1).max(MAX_QUERY_LENGTH).describe('What the student says (plain text)'),
});
export type CreateMarkQueryBody = z.infer<typeof createMarkQueryBodySchema>;

export const studentMarkQuerySchema = z.object({
  id,
  question_id: id,
  point_id: id,
  text: z.string(),
  status: markQueryStatusSchema,
  reply: z.string().nullable(),
  created_at: timestamp,
});
export type StudentMarkQuery = z.infer<typeof studentMarkQuerySchema>;

/** GET /mafanswers/:id/queries (teacher). */
export const markQueryListQuerySchema = z.object({
  status: z.enum(['open', 'all']).default('open'),
});
export const markQueryWithTraceSchema = markQuerySchema.extend({
  answer: answerMarkSchema.describe("The answer with the engine's trace (spans, near misses, what was missing)"),
  phrases: z.array(z.string()).describe("The point's phrases and accepted machine phrases the engine used"),
});
export const markQueryListSchema = z.object({ items: z.array(markQueryWithTraceSchema) });
export type MarkQueryList = z.infer<typeof markQueryListSchema>;
export type MarkQueryWithTrace = z.infer<typeof markQueryWithTraceSchema>;

/** PATCH /mafanswers/:id/queries/:rid (teacher): uphold or reject. */
export const decideMarkQueryBodySchema = z.object({
  decision: z.enum(['upheld', 'rejected']).describe('upheld: the point is awarded and its phrase proposed to staff'),
  reply: z.string().trim().max(MAX_FEEDBACK_LENGTH).nullable().optional(),
  version: z.number().int().min(0).max(2_147_483_647).describe("The answer's mark version"),
});
export type DecideMarkQueryBody = z.infer<typeof decideMarkQueryBodySchema>;

export const decidedMarkQuerySchema = z.object({
  query: markQuerySchema,
  answer: answerMarkSchema,
  proposal: z
    .object({
      id,
      phrase: z.string(),
      evidence: z.object({ correct: z.number().int(), wrong: z.number().int(), answers: z.number().int() }).nullable(),
    })
    .nullable()
    .describe('The machine phrase proposed to the staff queue from the answer (null: nothing to learn)'),
});
export type DecidedMarkQuery = z.infer<typeof decidedMarkQuerySchema>;

// ---------------------------------------------------------------- comment bank

export const bankCommentSchema = z.object({ id, text: z.string(), created_at: timestamp, updated_at: timestamp });
export type BankComment = z.infer<typeof bankCommentSchema>;
export const bankCommentBodySchema = z.object({
  text: z.string().trim().min(1).max(MAX_BANK_COMMENT_LENGTH).describe('Plain text'),
});
export type BankCommentBody = z.infer<typeof bankCommentBodySchema>;
export const bankCommentListSchema = z.object({ items: z.array(bankCommentSchema) });

// ---------------------------------------------------------------- statistics

export const questionStatisticSchema = z.object({
  question_id: id,
  position: z.number().int(),
  text: z.string(),
  max_marks: z.number().int(),
  mean: z.number().nullable(),
  facility: z.number().nullable().describe('Mean mark / max marks, 0..1'),
  discrimination: z
    .number()
    .nullable()
    .describe('Facility in the top 27% by total minus facility in the bottom 27% (null: too few attempts)'),
  points: z.array(z.object({ point_id: id, number: z.number().int(), text: z.string(), share: z.number().nullable() })),
});
export type QuestionStatistic = z.infer<typeof questionStatisticSchema>;

/** GET /mafanswers/:id/statistic: item analysis of the attempts for credit. */
export const assignmentStatisticSchema = z.object({
  assignment_id: id,
  title: z.string(),
  attempts: z.number().int().describe('Submitted attempts counted (not-for-credit ones left out)'),
  no_credit: z.number().int().describe('Attempts left out as not for credit'),
  max_marks: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  sd: z.number().nullable(),
  distribution: z
    .array(z.object({ from: z.number(), to: z.number(), count: z.number().int() }))
    .describe('Totals in whole-mark bands (at most ten, as narrow as that allows): `from` and `to` both included'),
  questions: z.array(questionStatisticSchema),
});
export type AssignmentStatistic = z.infer<typeof assignmentStatisticSchema>;

/** GET /mafanswers/:id/statistic/csv answers the same figures as a spreadsheet (text/csv, formula-safe). */
export const STATISTIC_CSV_HEADER = [
  'question',
  'position',
  'text',
  'max_marks',
  'mean',
  'facility',
  'discrimination',
  'point',
  'point_text',
  'share_awarded',
] as const;

// ---------------------------------------------------------------- staff regrade

export const regradeChangeSchema = z.object({
  answer_id: id,
  assignment_id: id,
  attempt_id: id,
  released: z.boolean().describe('The student already sees this mark: they are told when it changes'),
  answer: z.string().nullable().describe('The answer text'),
  marks_before: z.number(),
  marks_after: z.number(),
  awarded_before: z.array(id),
  awarded_after: z.array(id),
});
export type RegradeChange = z.infer<typeof regradeChangeSchema>;

/** A mark a teacher set by hand that the re-marking would have changed: it stays as the teacher set it. */
export const regradeKeptSchema = z.object({
  answer_id: id,
  assignment_id: id,
  released: z.boolean(),
  answer: z.string().nullable().describe('The answer text'),
  marks: z.number().describe("The teacher's mark, kept"),
  engine_before: z.number().describe("The engine's own mark of the answer so far"),
  engine_after: z.number().describe('What the engine would give it with the mark scheme of the dry run'),
});
export type RegradeKept = z.infer<typeof regradeKeptSchema>;

/** GET /questionmafs/:id/regrade (staff): what re-marking with today's mark scheme would change. */
export const regradePreviewSchema = z.object({
  question_id: id,
  answers: z.number().int().describe('Answers to the question, marked by the engine or by hand'),
  skipped_teacher: z.number().int().describe('Answers a teacher marked by hand: never touched'),
  changes: z
    .array(regradeChangeSchema)
    .describe('Engine-marked answers (released or not) whose mark or awarded points would change'),
  kept: z
    .array(regradeKeptSchema)
    .describe('Hand-set marks whose engine marking would change: kept as the teacher set them, listed for review'),
  fingerprint: z.string().describe('Send it back to apply exactly this preview (409 `regrade_changed` otherwise)'),
});
export type RegradePreview = z.infer<typeof regradePreviewSchema>;

/**
 * GET /markingpoints/:id/machine/regrade (staff): the dry run of the proposal's question with the
 * proposal as if accepted (nothing is stored). Its fingerprint is the one the question's own dry
 * run gives once the phrase is accepted, while no mark changes meanwhile.
 */
export const machinePhraseRegradeSchema = regradePreviewSchema.extend({
  machine_phrase_id: id,
  marking_point_id: id,
  phrase: z.string().describe('The phrase the dry run accepted: the stored one, or the `phrase` sent'),
});
export type MachinePhraseRegrade = z.infer<typeof machinePhraseRegradeSchema>;

export const machinePhraseRegradeQuerySchema = z.object({
  phrase: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .optional()
    .describe('Preview the proposal with this text instead of its own (an edit before accepting)'),
});
export type MachinePhraseRegradeQuery = z.infer<typeof machinePhraseRegradeQuerySchema>;

export const applyRegradeBodySchema = z.object({ fingerprint: z.string().min(1).max(200) });
export type ApplyRegradeBody = z.infer<typeof applyRegradeBodySchema>;

export const regradeResultSchema = z.object({
  question_id: id,
  changed: z.number().int(),
  students_told: z.number().int().describe('Students whose released marks changed, notified'),
});
export type RegradeResult = z.infer<typeof regradeResultSchema>;
