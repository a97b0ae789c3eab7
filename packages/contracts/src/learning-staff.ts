import { z } from 'zod';
import { dbId, dbIdParam } from './common';

// The other side of students' learning: content staff write lessons (tutorial, video, the practice
// questions and their order) and teachers review the practice answers the engine was unsure of.

const id = z.number().int();
const timestamp = z.string().describe('ISO 8601 date-time');

/** Most practice questions staff may choose for one lesson. */
export const LESSON_PRACTICE_MAX = 50;
/** Most bank questions placed on a lesson that the staff lesson read lists as candidates. */
export const LESSON_CANDIDATES_MAX = 200;
/** Longest tutorial HTML a lesson takes (characters, before sanitising). */
export const LESSON_BODY_MAX = 200_000;
/** Most answers to review one read lists (newest first); `total` counts them all. */
export const PRACTICE_REVIEW_LIST_MAX = 100;

export const staffLessonsQuerySchema = z.object({ course_id: dbIdParam.describe('The course whose lessons to list') });

const practiceSourceSchema = z
  .enum(['chosen', 'bank'])
  .describe('`chosen`: staff chose and ordered the questions; `bank`: the questions placed on the lesson in the bank');

export const staffLessonSummarySchema = z.object({
  id,
  name: z.string(),
  chapter: z.object({ id, name: z.string() }),
  topic: z.object({ id, name: z.string() }),
  has_tutorial: z.boolean().describe('The lesson has tutorial text'),
  has_video: z.boolean(),
  practice_questions: z.number().int().describe('Questions students practise on the lesson'),
  practice_source: practiceSourceSchema,
});
export type StaffLessonSummary = z.infer<typeof staffLessonSummarySchema>;

export const staffCourseLessonsSchema = z.object({
  course: z.object({ id, name: z.string(), curricula_id: id }),
  lessons: z.array(staffLessonSummarySchema).describe('In chapter, topic and lesson order'),
});
export type StaffCourseLessons = z.infer<typeof staffCourseLessonsSchema>;

export const staffLessonQuestionSchema = z.object({
  id,
  text: z.string().describe('Plain text: show it as text, never as HTML'),
  type: z.enum(['text', 'choice', 'numeric']),
  max_marks: z.number().int(),
  placed_on_lesson: z.boolean().describe('The bank places the question on this lesson'),
});
export type StaffLessonQuestion = z.infer<typeof staffLessonQuestionSchema>;

export const staffLessonSchema = z.object({
  id,
  name: z.string(),
  course: z.object({ id, name: z.string(), curricula_id: id }),
  chapter: z.object({ id, name: z.string() }),
  topic: z.object({ id, name: z.string() }),
  body_html: z.string().describe('Sanitised tutorial HTML ("" when none)'),
  video_url: z.string().nullable(),
  video_origin: z.string().nullable().describe('Where videos may be hosted; null: no video may be set'),
  updated_at: timestamp.nullable().describe('When the tutorial was last saved'),
  practice_source: practiceSourceSchema,
  practice_questions: z.array(staffLessonQuestionSchema).describe('What students practise, in order'),
  candidates: z
    .array(staffLessonQuestionSchema)
    .describe(`The bank questions placed on the lesson, in id order (at most ${LESSON_CANDIDATES_MAX})`),
});
export type StaffLesson = z.infer<typeof staffLessonSchema>;

export const lessonContentBodySchema = z.strictObject({
  body_html: z.string().max(LESSON_BODY_MAX).describe('Rich HTML; sanitised as CMS pages are before it is stored'),
  video_url: z
    .string()
    .trim()
    .max(1000)
    .nullable()
    .transform((v) => (v === '' ? null : v))
    .describe('An address on the configured video origin, or null'),
});
export type LessonContentBody = z.input<typeof lessonContentBodySchema>;

export const lessonPracticeBodySchema = z.strictObject({
  question_ids: z
    .array(dbId)
    .max(LESSON_PRACTICE_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A question is listed twice' })
    .describe('Bank questions in the order students meet them; an empty list returns the lesson to its default'),
});
export type LessonPracticeBody = z.input<typeof lessonPracticeBodySchema>;

// ---- Teachers' review of practice answers ----

export const practiceReviewQuerySchema = z.object({ group_id: dbIdParam.describe('The class') });

export const practiceReviewItemSchema = z.object({
  id,
  student: z.object({ id, name: z.string() }),
  lesson: z.object({ id, name: z.string() }),
  question_id: id,
  question_text: z.string().describe('Plain text: show it as text, never as HTML'),
  question_type: z.enum(['text', 'choice', 'numeric']),
  answer_text: z.string().describe('The answer as text (choices by their text): never HTML'),
  engine_marks: z.number().int(),
  max_marks: z.number().int(),
  self_assessment: z
    .enum(['yes', 'partly', 'no'])
    .nullable()
    .describe('The student’s comparison with the model answer'),
  answered_at: timestamp,
  marking_points: z.array(z.object({ number: z.number().int(), text: z.string(), marks: z.number().int() })),
  correct_choices: z.array(z.string()).nullable().describe('Multiple choice: the text of the right choices'),
});
export type PracticeReviewItem = z.infer<typeof practiceReviewItemSchema>;

export const practiceReviewListSchema = z.object({
  group: z.object({ id, name: z.string() }),
  total: z.number().int().describe('Answers of the class waiting for review'),
  items: z.array(practiceReviewItemSchema).describe(`Newest first, at most ${PRACTICE_REVIEW_LIST_MAX}`),
});
export type PracticeReviewList = z.infer<typeof practiceReviewListSchema>;

export const practiceReviewCountSchema = z.object({
  group_id: id,
  group_name: z.string(),
  to_review: z.number().int().describe('Practice answers of the class waiting for review'),
});
export type PracticeReviewCount = z.infer<typeof practiceReviewCountSchema>;

export const practiceReviewBodySchema = z.strictObject({
  marks: z.number().int().min(0).describe('The mark the answer deserves: the engine’s to confirm it, or another'),
});
export type PracticeReviewBody = z.infer<typeof practiceReviewBodySchema>;

export const practiceReviewResultSchema = z.object({
  id,
  engine_marks: z.number().int(),
  teacher_marks: z.number().int(),
  max_marks: z.number().int(),
  reviewed_at: timestamp,
});
export type PracticeReviewResult = z.infer<typeof practiceReviewResultSchema>;

/** A practice answer of the student's that a teacher checked, as the student sees it on the lesson. */
export const checkedPracticeAnswerSchema = z.object({
  id,
  question_id: id,
  question_text: z.string().describe('Plain text: show it as text, never as HTML'),
  engine_marks: z.number().int(),
  teacher_marks: z.number().int(),
  max_marks: z.number().int(),
  reviewed_at: timestamp,
});
export type CheckedPracticeAnswer = z.infer<typeof checkedPracticeAnswerSchema>;
