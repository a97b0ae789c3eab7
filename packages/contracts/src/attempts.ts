import { z } from 'zod';
import { dbIdParam } from './common';

// Sitting an exam: a student's attempt at an assignment, the questions as a student sees them
// (never any of the mark scheme), and the answers saved one at a time with a client revision.
// In the paths, `:id` is the assignment id and `:qid` the bank question id.

const id = z.number().int();
const timestamp = z.string().describe('ISO 8601 date-time');

/** Longest free-text answer accepted, in characters; a longer one is a 400 `answer_too_long`. */
export const MAX_ANSWER_LENGTH = 10_000;
/** Seconds after the deadline during which saves in flight are still accepted. */
export const ANSWER_GRACE_SECONDS = 60;

export const attemptParamsSchema = z.object({ id: dbIdParam.describe('Assignment id') });
export type AttemptParams = z.infer<typeof attemptParamsSchema>;

export const attemptQuestionParamsSchema = z.object({
  id: dbIdParam.describe('Assignment id'),
  qid: dbIdParam.describe('Bank question id of a question in the attempt'),
});
export type AttemptQuestionParams = z.infer<typeof attemptQuestionParamsSchema>;

export const sittingQuestionTypeSchema = z
  .enum(['text', 'choice', 'numeric'])
  .describe('text: free-text answer; choice: multiple choice (choice ids); numeric: a number');
export type SittingQuestionType = z.infer<typeof sittingQuestionTypeSchema>;

const sittingQuestionBase = {
  question_id: id.describe('Bank question id (the `:qid` of the answer routes)'),
  version_id: id.describe('The question version this attempt was given (later edits do not change it)'),
  position: z.number().int().describe('1-based position in the exam'),
  section_title: z.string().nullable().describe('Title of the section the question is in'),
  text: z.string().describe('The question as plain text (show it as text, never as HTML)'),
  max_marks: z.number().int(),
  photo_url: z.string().nullable().describe('Where the question image is served'),
  media: z.string().nullable().describe('Link to a video or other media shown with the question'),
};

/**
 * A question as a student sees it while sitting an exam. It carries nothing of the mark scheme:
 * no marking points, phrases, correct choices, tolerances or expected values.
 */
export const sittingQuestionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    ...sittingQuestionBase,
    parts: z
      .array(z.string())
      .nullable()
      .describe('Labels of the parts the answer should have (a), b)…), or null for one answer'),
  }),
  z.object({
    type: z.literal('choice'),
    ...sittingQuestionBase,
    choices: z.array(z.object({ id: id.describe('Choice id, sent back in the answer'), text: z.string() })),
    multiple: z.boolean().describe('true: several choices may be picked (check boxes); false: one (radio)'),
  }),
  z.object({ type: z.literal('numeric'), ...sittingQuestionBase }),
]);
export type SittingQuestion = z.infer<typeof sittingQuestionSchema>;

/** An answer value: plain text, the picked choice ids, or a number; null clears the answer. */
export const answerValueSchema = z
  .union([
    z.string().describe(`Free text, plain text of at most ${MAX_ANSWER_LENGTH} characters`),
    z
      .array(z.number().int().min(0).max(999).describe('Choice id'))
      .max(100)
      .describe('Ids of the picked choices (multiple choice)'),
    z.number().finite().describe('The number (numeric question)'),
    z.null(),
  ])
  .describe('text question: string; choice question: array of choice ids; numeric question: number; null: no answer');
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const saveAnswerBodySchema = z.object({
  answer: answerValueSchema,
  revision: z
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .describe(
      'Client revision, increased by the client on every change. The same revision again is idempotent; a lower one than stored answers 409 with the stored answer',
    ),
  flagged: z.boolean().optional().describe('Flagged for review by the student (kept when omitted)'),
});
export type SaveAnswerBody = z.infer<typeof saveAnswerBodySchema>;

export const savedAnswerSchema = z.object({
  question_id: id,
  answer: answerValueSchema,
  flagged: z.boolean(),
  revision: z.number().int().describe('The stored revision (0: never saved)'),
  saved_at: timestamp.nullable().describe('When it was committed (null: never saved)'),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

export const saveAnswerResponseSchema = savedAnswerSchema.extend({
  server_time: timestamp.describe("The server's clock when the save was committed"),
  deadline_at: timestamp,
});
export type SaveAnswerResponse = z.infer<typeof saveAnswerResponseSchema>;

/** The 409 answered to a save older than the stored one (a stale tab): the stored answer wins. */
export const staleRevisionProblemSchema = z.object({
  code: z.literal('stale_revision'),
  status: z.literal(409),
  stored: savedAnswerSchema.describe('The answer as stored; the client should adopt it'),
});

export const attemptStatusSchema = z
  .enum(['to_do', 'in_progress', 'submitted', 'marked'])
  .describe("Where the student stands (the domain's assignmentStatus)");

export const attemptInfoSchema = z.object({
  id: id.describe('Attempt id'),
  assignment_id: id,
  title: z.string(),
  instructions: z.string().nullable(),
  opens_at: timestamp,
  due_at: timestamp,
  time_limit_seconds: z.number().int().nullable().describe("Time limit with the student's extra time, if any"),
  one_per_page: z.boolean().describe('Show one question per page'),
  started_at: timestamp,
  deadline_at: timestamp.describe('When the attempt ends: min(due time, start + limit with extra time)'),
  closes_at: timestamp.describe('deadline_at plus the grace period: the last moment a save is accepted'),
  submitted_at: timestamp.nullable(),
  submitted_by: z.enum(['student', 'timeout']).nullable(),
  being_marked: z.boolean().describe('Submitted, and the marking engine has not stored its marks yet'),
  last_saved_at: timestamp.nullable(),
  status: attemptStatusSchema,
  server_time: timestamp.describe("The server's clock: the client's timer runs from the offset to it"),
  grace_seconds: z.number().int(),
  max_answer_length: z.number().int().describe('Longest free-text answer accepted, in characters'),
  total_marks: z.number().int(),
});
export type AttemptInfo = z.infer<typeof attemptInfoSchema>;

/** GET /mafanswers/:id: the student's attempt, opened on first call, with the saved answers. */
export const attemptViewSchema = z.object({
  attempt: attemptInfoSchema,
  questions: z.array(sittingQuestionSchema),
  answers: z.array(savedAnswerSchema).describe('Saved answers (only questions answered at least once)'),
});
export type AttemptView = z.infer<typeof attemptViewSchema>;

/** The answer to submitting (PATCH /mafassignments/:id/email/submit). */
export const submittedAttemptSchema = z.object({
  id: id.describe('Attempt id'),
  assignment_id: id,
  submitted_at: timestamp,
  submitted_by: z.enum(['student', 'timeout']),
  answered: z.number().int().describe('Questions with a non-empty answer'),
  total_questions: z.number().int(),
  flagged: z.number().int().describe('Questions flagged for review'),
  being_marked: z
    .boolean()
    .describe('Submitted, and the marking engine has not stored its marks yet (it runs after the submit)'),
});
export type SubmittedAttempt = z.infer<typeof submittedAttemptSchema>;

/** Body of the submit route: nothing is needed (an empty body or `{}` are both fine). */
export const submitAttemptBodySchema = z.object({}).strict().nullish();
