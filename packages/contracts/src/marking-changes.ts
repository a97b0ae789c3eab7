// Teachers marking: by question (clusters of equivalent answers), changing marks, and by student.
import { z } from 'zod';
import { dbId, dbIdParam } from './common';
import { feedbackText, id, timestamp, MAX_ANSWERS_PER_MARK } from './marking-fields';
import { answerMarkSchema, markUserSchema, markingQuestionSchema, releaseStateSchema } from './marking-answers';

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
