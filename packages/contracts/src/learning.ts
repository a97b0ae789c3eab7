import { z } from 'zod';
import { answerValueSchema, MAX_ANSWER_LENGTH } from './attempts';
import { dbId, dbIdParam } from './common';
import { checkedPracticeAnswerSchema } from './learning-staff';

// A student's own learning: the courses their classes follow, lessons to read and practise, marks
// given at once and explained, and the questions due for revision.

const id = z.number().int();
const timestamp = z.string().describe('ISO 8601 date-time');
const percent = z.number().nullable().describe('0-100, null when nothing was answered');

export const learningCourseSchema = z.object({
  id,
  name: z.string(),
  curricula_id: id,
  lessons: z.number().int().describe('Lessons in the course'),
  completed: z.number().int().describe('Lessons the student has completed'),
});
export type LearningCourse = z.infer<typeof learningCourseSchema>;

export const learningLessonSummarySchema = z.object({
  id,
  name: z.string(),
  completed: z.boolean(),
  live_score: percent.describe('The average of the student’s last 12 answers on the lesson'),
  practice_questions: z.number().int(),
  has_tutorial: z.boolean(),
});

export const learningCourseMapSchema = z.object({
  id,
  name: z.string(),
  chapters: z.array(
    z.object({
      id,
      name: z.string(),
      topics: z.array(z.object({ id, name: z.string(), lessons: z.array(learningLessonSummarySchema) })),
    }),
  ),
});
export type LearningCourseMap = z.infer<typeof learningCourseMapSchema>;

/** A practice question as the student sees it before answering: nothing of its mark scheme. */
export const practiceQuestionSchema = z.object({
  question_id: id,
  type: z.enum(['text', 'choice', 'numeric']),
  text: z.string().describe('Plain text: show it as text, never as HTML'),
  max_marks: z.number().int(),
  choices: z.array(z.object({ id, text: z.string() })).nullable(),
  multiple: z.boolean(),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const learningLessonSchema = z.object({
  id,
  name: z.string(),
  course: z.object({ id, name: z.string() }),
  topic: z.object({ id, name: z.string() }),
  tutorial_html: z.string().nullable().describe('Sanitised HTML written by content staff, or null'),
  video_url: z.string().nullable(),
  completed_at: timestamp.nullable(),
  live_score: percent,
  questions: z.array(practiceQuestionSchema),
  teacher_checked: z
    .array(checkedPracticeAnswerSchema)
    .describe('The student’s practice answers on the lesson a teacher checked, latest first'),
});
export type LearningLesson = z.infer<typeof learningLessonSchema>;

export const practiceAnswerBodySchema = z.strictObject({
  lesson_id: dbId,
  question_id: dbId,
  answer: answerValueSchema
    .refine((a) => a !== null, { error: 'Give an answer' })
    .refine((a) => typeof a !== 'string' || a.length <= MAX_ANSWER_LENGTH, {
      error: `An answer is at most ${MAX_ANSWER_LENGTH} characters`,
    }),
  source: z.enum(['practice', 'revision']).default('practice'),
});
export type PracticeAnswerBody = z.input<typeof practiceAnswerBodySchema>;

const spanSchema = z.object({ start: z.number().int(), end: z.number().int(), text: z.string() });

/** The mark of a practice answer, explained for the student who gave it. */
export const practiceResultSchema = z.object({
  id,
  question_id: id,
  marks: z.number().int(),
  max_marks: z.number().int(),
  needs_review: z
    .boolean()
    .describe('The engine is not sure of this mark: the student is asked to compare with the model answer'),
  answer_text: z.string().describe('The answer as the engine read it; spans index into it'),
  earned: z.array(z.object({ number: z.number().int(), text: z.string(), spans: z.array(spanSchema) })),
  missed: z.array(z.object({ number: z.number().int(), text: z.string() })),
  correct_choices: z.array(id).nullable().describe('Multiple choice: the right choice ids, shown after answering'),
  next_review: timestamp.describe('When the question comes back for revision'),
  lesson_completed: z.boolean().describe('Every practice question of the lesson is now answered'),
});
export type PracticeResult = z.infer<typeof practiceResultSchema>;

export const selfAssessmentBodySchema = z.strictObject({
  assessment: z.enum(['yes', 'partly', 'no']).describe('Did the answer say what the model answer says?'),
});

export const revisionSetSchema = z.object({
  due: z
    .number()
    .int()
    .describe('Questions due for revision now (the set holds at most REVISION_SET_SIZE, 10 by default)'),
  questions: z.array(
    z.object({
      lesson_id: id,
      lesson_name: z.string(),
      topic_name: z.string(),
      reason: z
        .enum(['due', 'low score'])
        .describe('Due again, or brought forward because the lesson’s live score is under 50%'),
      question: practiceQuestionSchema,
    }),
  ),
});
export type RevisionSet = z.infer<typeof revisionSetSchema>;

const progressLessonSchema = z.object({
  id,
  name: z.string(),
  completed: z.boolean(),
  live_score: percent.describe('The student’s live score on the lesson, as their teacher sees it'),
  answers: z.number().int().describe('Answers the live score reads (at most 12)'),
});

/** A student's own progress: the figures their teachers see, per course they follow. */
export const studentProgressSchema = z.object({
  courses: z.array(
    z.object({
      id,
      name: z.string(),
      lessons: z.number().int().describe('Lessons in the course'),
      completed: z.number().int().describe('Lessons the student has completed'),
      completion: percent.describe('Lessons completed over lessons, as on the teachers’ progress dashboard'),
      live_score: percent.describe('The mean of the student’s live scores on the course’s lessons with answers'),
      topics: z.array(
        z.object({
          id,
          name: z.string(),
          chapter_name: z.string(),
          live_score: percent.describe('The mean of the live scores of the topic’s lessons with answers'),
          lessons: z.array(progressLessonSchema),
        }),
      ),
    }),
  ),
  revise_next: z
    .array(
      z.object({
        lesson_id: id,
        lesson_name: z.string(),
        course_name: z.string(),
        live_score: percent,
        due_at: timestamp.nullable().describe('When the lesson’s first question comes back for revision'),
        reason: z.enum(['due', 'low score', 'coming up']),
      }),
    )
    .describe('At most 5 lessons: questions due now first, then the lowest live scores, then the next due'),
  upcoming: z
    .array(
      z.object({
        id,
        title: z.string(),
        due_at: timestamp,
        status: z.enum(['to_do', 'in_progress']),
      }),
    )
    .describe('At most 5 pieces of set work not yet handed in, due soonest first'),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;

export const studentProgressQuerySchema = z.object({
  course: dbIdParam.optional().describe('One course only (its lessons to revise next too)'),
});

export const learningIdParamsSchema = z.object({ id: dbIdParam });
export const PRACTICE_ANSWER_MAX = MAX_ANSWER_LENGTH;
