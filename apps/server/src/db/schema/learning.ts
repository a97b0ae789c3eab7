import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { questionVersions } from './attempts';
import { lessons } from './curricula';
import { questions } from './questions';
import { schools, users } from './schools';

// A student's own learning: lessons read and marked done, questions practised and marked at once,
// and the revision schedule of each question a student has met. Rows of students carry school_id.

/** A lesson's tutorial: sanitised HTML written by content staff and an optional video. */
export const lessonContents = pgTable('lesson_contents', {
  lessonId: integer('lesson_id')
    .primaryKey()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  /** Sanitised as CMS pages are, before it is stored. */
  bodyHtml: text('body_html').notNull().default(''),
  /** A video on the configured video origin, or null. */
  videoUrl: text('video_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The practice questions of a lesson chosen and ordered by content staff. A lesson without rows
 * here practises the questions placed on it in the bank (`questions.lesson_id`), in id order.
 */
export const lessonPracticeQuestions = pgTable(
  'lesson_practice_questions',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.questionId] }),
    index('lesson_practice_questions_question_idx').on(t.questionId),
  ],
);

export const lessonCompletionSources = ['tutorial', 'practice', 'set work'] as const;
export type LessonCompletionSource = (typeof lessonCompletionSources)[number];

/**
 * A lesson a student has completed: read and marked done (tutorial), practised to the end, or
 * covered by set work handed in for credit whose marks were written (`set work`, ADR 0050).
 */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    source: text('source', { enum: lessonCompletionSources }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.lessonId] }),
    index('lesson_completions_school_lesson_idx').on(t.schoolId, t.lessonId),
  ],
);

export const practiceAnswerSources = ['practice', 'revision'] as const;
export type PracticeAnswerSource = (typeof practiceAnswerSources)[number];
export const selfAssessments = ['yes', 'partly', 'no'] as const;
export type SelfAssessment = (typeof selfAssessments)[number];

/**
 * One answer a student gave while practising a lesson or revising, marked by the engine the moment
 * it was given. The question version pins the mark scheme it was marked on. When the engine was
 * not confident the student compares with the model answer (`self_assessment`), and the teacher may
 * confirm or change the mark (`teacher_marks`); the engine's own mark is never overwritten.
 */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** The bank question (no foreign key, as in attempts: deleting it from the bank keeps the history). */
    questionId: integer('question_id').notNull(),
    questionVersionId: integer('question_version_id')
      .notNull()
      .references(() => questionVersions.id),
    source: text('source', { enum: practiceAnswerSources }).notNull(),
    /** The text, the choice ids or the number, as in exam answers. */
    answer: jsonb('answer').$type<string | number[] | number | null>(),
    maxMarks: integer('max_marks').notNull(),
    engineMarks: integer('engine_marks').notNull(),
    /** The engine's explanation: matched points with their spans, missed points, confidence. */
    engineResult: jsonb('engine_result').$type<Record<string, unknown>>().notNull(),
    needsReview: boolean('needs_review').notNull().default(false),
    selfAssessment: text('self_assessment', { enum: selfAssessments }),
    teacherMarks: integer('teacher_marks'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practice_answers_student_lesson_idx').on(t.studentId, t.lessonId, t.answeredAt),
    index('practice_answers_student_question_idx').on(t.studentId, t.questionId, t.answeredAt),
    index('practice_answers_school_lesson_idx').on(t.schoolId, t.lessonId, t.answeredAt),
    index('practice_answers_review_idx')
      .on(t.schoolId, t.answeredAt)
      .where(sql`${t.needsReview} and ${t.reviewedAt} is null`),
    check('practice_answers_marks_check', sql`${t.engineMarks} >= 0 and ${t.engineMarks} <= ${t.maxMarks}`),
    check(
      'practice_answers_teacher_marks_check',
      sql`${t.teacherMarks} is null or (${t.teacherMarks} >= 0 and ${t.teacherMarks} <= ${t.maxMarks})`,
    ),
  ],
);

/**
 * The revision schedule of one question for one student: an FSRS card (ts-fsrs's fields, as the
 * library names them), moved on by each answer the student gives to the question.
 */
export const revisionCards = pgTable(
  'revision_cards',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    questionId: integer('question_id').notNull(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs `State`: 0 new, 1 learning, 2 review, 3 relearning. */
    state: integer('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.questionId] }),
    index('revision_cards_student_due_idx').on(t.studentId, t.due),
  ],
);
