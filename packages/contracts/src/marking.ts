import { z } from 'zod';
import { answerValueSchema, sittingQuestionTypeSchema } from './attempts';
import { dbId, dbIdParam } from './common';
import { matchHowSchema, nearMissReasonSchema } from './marking-evidence';

// Marking an assignment's submitted attempts: the engine's marks stored on submission, teachers
// marking by question (clusters of equivalent answers) or by student, release to the students, the
// students' review of released work and their queries on a marking point, statistics, and the
// staff's dry-run regrade after a mark scheme changes.
//
// What the ids in the paths name:
// - `/mafanswers/:id/...` — `:id` is the ASSIGNMENT id (the same id as the sitting routes).
// - `/mafanswers/:id/markings/:mid` — `:mid` is the BANK QUESTION id of a question of that
//   assignment: "the marking of one question" across every student.
// - `/mafanswers/:id/markings/:mid/answers/:aid` — `:aid` is a MARKED ANSWER id (`answer_id` in
//   every response here): one student's answer to one question of a submitted attempt, marked
//   (a question left blank has one too, marked 0).
// - `/exams/:id/mafquestions/:qid/students/:sid/marks/:x` — `:id` assignment id, `:qid` bank
//   question id, `:sid` the student's user id, `:x` the marks to award (a whole number 0..max).
// - `/exams/:id/students/:sid/marks` — assignment `:id`, student `:sid`: the attempt marked, question
//   after question.
// - `/mafanswers/:id/queries/:rid` — `:rid` is a mark query id.
// - `/markingcomments/:id` — a comment of the teacher's personal bank.
// - `/questionmafs/:id/regrade` — `:id` is the bank question id.
// - `/markingpoints/:id/machine/regrade` — `:id` is a MACHINE PHRASE id (as in `/markingpoints/:id/machine`).

const id = z.number().int();
const timestamp = z.string().describe('ISO 8601 date-time');

/** Longest feedback (per answer or per attempt), in characters. Plain text, never HTML. */
export const MAX_FEEDBACK_LENGTH = 5_000;
/** Longest comment of a teacher's comment bank, in characters. */
export const MAX_BANK_COMMENT_LENGTH = 1_000;
/** Most answers one cluster mark (POST /mafanswers/:id/markings) may change at once. */
export const MAX_ANSWERS_PER_MARK = 500;
/** Longest text of a student's query on a marking point. */
export const MAX_QUERY_LENGTH = 2_000;

const feedbackText = z
  .string()
  .trim()
  .max(MAX_FEEDBACK_LENGTH)
  .describe(`Plain-text feedback (at most ${MAX_FEEDBACK_LENGTH} characters); shown as text, never HTML`);

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

// ---------------------------------------------------------------- by question: clusters

export const answerClusterSchema = z.object({
  key: z.string().describe('Stable key of the cluster within the question'),
  label: z.string().describe('The answer text that names the cluster (normalised)'),
  kind: z
    .enum(['same', 'near', 'single'])
    .describe('same: the same words after normalisation; near: near-identical ones joined; single: one answer'),
  needs_review: z.number().int().describe('Answers of the cluster that need review'),
  answers: z.array(answerMarkSchema),
});
export type AnswerCluster = z.infer<typeof answerClusterSchema>;

/** GET /mafanswers/:id/markings/:mid: all students' answers to one question, in clusters, needs-review first. */
export const questionMarkingSchema = z.object({
  assignment_id: id,
  ...releaseStateSchema.shape,
  question: markingQuestionSchema,
  clusters: z.array(answerClusterSchema),
});
export type QuestionMarking = z.infer<typeof questionMarkingSchema>;

export const markAuditEntrySchema = z.object({
  id,
  at: timestamp,
  source: z.enum(['engine', 'teacher', 'regrade']).describe('Who made it: the engine, a teacher, or a staff regrade'),
  actor: markUserSchema.nullable().describe('null: the engine'),
  action: z.string().describe('marked, points, override, level, feedback, reset, query-upheld, regrade…'),
  before: z
    .object({
      marks: z.number(),
      awarded: z.array(id),
      override: z.number().nullable(),
      level: z.number().nullable(),
      feedback: z.string().nullable(),
    })
    .nullable(),
  after: z.object({
    marks: z.number(),
    awarded: z.array(id).describe('Ids of the points awarded'),
    override: z.number().nullable(),
    level: z.number().nullable(),
    feedback: z.string().nullable(),
  }),
});
export type MarkAuditEntry = z.infer<typeof markAuditEntrySchema>;

export const markQueryStatusSchema = z.enum(['open', 'upheld', 'rejected']);

/** A student's query on one marking point of a released answer. */
export const markQuerySchema = z.object({
  id: id.describe('Mark query id (the `:rid` of the query routes)'),
  answer_id: id,
  question_id: id,
  point_id: id,
  point_text: z.string(),
  student_id: id,
  student_name: z.string(),
  text: z.string().describe("The student's words (plain text)"),
  status: markQueryStatusSchema,
  reply: z.string().nullable(),
  created_at: timestamp,
  decided_at: timestamp.nullable(),
  decided_by: markUserSchema.nullable(),
});
export type MarkQuery = z.infer<typeof markQuerySchema>;

/** GET /mafanswers/:id/markings/:mid/answers/:aid: one answer with the engine's trace and its history. */
export const answerMarkDetailSchema = z.object({
  question: markingQuestionSchema,
  answer: answerMarkSchema,
  phrases: z
    .array(z.object({ point_id: id, phrases: z.array(z.string()), machine_phrases: z.array(z.string()) }))
    .describe("The engine's trace: the phrases each point was marked with"),
  history: z.array(markAuditEntrySchema).describe('Every change, oldest first'),
  queries: z.array(markQuerySchema),
});
export type AnswerMarkDetail = z.infer<typeof answerMarkDetailSchema>;

// ---------------------------------------------------------------- changing marks

export const answerVersionSchema = z.object({
  answer_id: dbId.describe('Marked answer id'),
  version: z.number().int().min(0).max(2_147_483_647).describe('The mark version the change was made on'),
});
export type AnswerVersion = z.infer<typeof answerVersionSchema>;

const pointDecisions = z
  .array(z.object({ point_id: dbId.describe('Marking point id'), awarded: z.boolean() }))
  .max(100)
  .describe('Points to tick (true) or untick (false); points not listed keep their state');

/** POST /mafanswers/:id/markings: mark several answers (a cluster) at once, all or none. */
export const markAnswersBodySchema = z
  .object({
    answers: z.array(answerVersionSchema).min(1).max(MAX_ANSWERS_PER_MARK),
    points: pointDecisions.optional(),
    marks: z
      .number()
      .int()
      .min(0)
      .max(1000)
      .nullable()
      .optional()
      .describe('Override: marks instead of counting points; null clears it'),
    feedback: feedbackText.nullable().optional().describe('Feedback for every answer listed; null clears it'),
    confirm: z
      .boolean()
      .optional()
      .describe('true: the teacher confirms the marks as they stand (then marked by a teacher, no review needed)'),
  })
  .describe('All answers must be to the same question; a stale version of any answer changes none (409)');
export type MarkAnswersBody = z.infer<typeof markAnswersBodySchema>;

export const markedAnswersSchema = z.object({ answers: z.array(answerMarkSchema) });
export type MarkedAnswers = z.infer<typeof markedAnswersSchema>;

/** PATCH /mafanswers/:id/markings: change one answer's mark. */
export const markAnswerBodySchema = answerVersionSchema.extend({
  points: pointDecisions.optional(),
  marks: z.number().int().min(0).max(1000).nullable().optional().describe('Override within 0..max; null clears it'),
  feedback: feedbackText.nullable().optional().describe('null clears it'),
  confirm: z
    .boolean()
    .optional()
    .describe('true: the teacher confirms the mark as it stands (then marked by a teacher, no review needed)'),
});
export type MarkAnswerBody = z.infer<typeof markAnswerBodySchema>;

/** DELETE /mafanswers/:id/markings: drop the teacher's changes, back to the engine's mark. */
export const resetMarkQuerySchema = z.object({
  answer_id: dbIdParam.describe('Marked answer id'),
  version: z.coerce.number().int().min(0).max(2_147_483_647).describe('The mark version the reset was made on'),
});
export type ResetMarkQuery = z.infer<typeof resetMarkQuerySchema>;

/** POST /mafanswers/:id/markings/:mid: set the level of answers to a levelled question. */
export const setLevelBodySchema = z.object({
  answers: z.array(answerVersionSchema).min(1).max(MAX_ANSWERS_PER_MARK),
  level: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullable()
    .describe("The level: one of the question's levels, or 0 (nothing creditworthy, 0 marks); null clears it"),
});
export type SetLevelBody = z.infer<typeof setLevelBodySchema>;

/** POST /exams/:id/mafquestions/:qid/students/:sid/marks/:x: override one student's mark on a question. */
export const setQuestionMarkBodySchema = z.object({
  version: z.number().int().min(0).max(2_147_483_647).describe('The mark version the change was made on'),
});
export type SetQuestionMarkBody = z.infer<typeof setQuestionMarkBodySchema>;

// ---------------------------------------------------------------- by student

export const attemptFeedbackSchema = z.object({
  attempt_id: id,
  student_id: id,
  feedback: z.string().nullable(),
  version: z.number().int().describe('Feedback version: send it back with a change (stale: 409 `stale_feedback`)'),
  updated_at: timestamp.nullable(),
  updated_by: markUserSchema.nullable(),
});
export type AttemptFeedback = z.infer<typeof attemptFeedbackSchema>;

/** GET /exams/:id/students/:sid/marks: one student's attempt, question after question. */
export const studentMarkingSchema = z.object({
  assignment_id: id,
  title: z.string(),
  student: z.object({ id, name: z.string() }),
  attempt_id: id,
  submitted_at: timestamp,
  marks: z.number(),
  max_marks: z.number().int(),
  no_credit: z.boolean(),
  released: z.boolean(),
  feedback: attemptFeedbackSchema,
  questions: z.array(z.object({ question: markingQuestionSchema, answer: answerMarkSchema })),
  previous_student_id: id.nullable().describe('The submitted student before this one (by name), for J/K'),
  next_student_id: id.nullable(),
});
export type StudentMarking = z.infer<typeof studentMarkingSchema>;

/** POST /mafanswers/:id/feedback: feedback on a student's whole attempt. */
export const attemptFeedbackBodySchema = z.object({
  student_id: dbId.describe("The student's user id"),
  feedback: feedbackText.nullable().describe('null clears it'),
  version: z.number().int().min(0).max(2_147_483_647),
});
export type AttemptFeedbackBody = z.infer<typeof attemptFeedbackBodySchema>;

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
