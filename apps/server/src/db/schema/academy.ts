import type { AcademyQuizQuestion } from '@markwell/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { curricula } from './curricula';
import { schools, users } from './schools';

// The teacher academy: courses for teachers written by content staff, and each teacher's
// enrolment, attempts and completed lessons. Progress rows carry the teacher's school_id.

/** A course of the academy, for the teachers of schools subscribed to its curriculum. */
export const academyCourses = pgTable(
  'academy_courses',
  {
    id: serial('id').primaryKey(),
    curriculaId: integer('curricula_id')
      .notNull()
      .references(() => curricula.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Order in the catalogue (ascending), set by staff. */
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('academy_courses_curricula_idx').on(t.curriculaId, t.published, t.position)],
);

/** A lesson of an academy course: sanitised HTML and an optional quiz (empty: none). */
export const academyLessons = pgTable(
  'academy_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => academyCourses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    quiz: jsonb('quiz').$type<AcademyQuizQuestion[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('academy_lessons_course_idx').on(t.courseId, t.position)],
);

export const academyEnrolmentStates = ['active', 'inactive'] as const;

/**
 * A teacher's place on a course. `completed` is not stored: it is read from the current attempt
 * (every lesson done), so a lesson added later reopens the course.
 */
export const academyEnrolments = pgTable(
  'academy_enrolments',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => academyCourses.id, { onDelete: 'cascade' }),
    state: text('state', { enum: academyEnrolmentStates }).notNull().default('active'),
    /** The number of the current attempt (1 on enrolment, +1 per take-again). */
    attempt: integer('attempt').notNull().default(1),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('academy_enrolments_teacher_course_unique').on(t.teacherId, t.courseId),
    index('academy_enrolments_school_idx').on(t.schoolId),
  ],
);

/** One pass through a course; earlier attempts stay as history when the teacher takes it again. */
export const academyAttempts = pgTable(
  'academy_attempts',
  {
    id: serial('id').primaryKey(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => academyEnrolments.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last lesson of this attempt was completed. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('academy_attempts_enrolment_number_unique').on(t.enrolmentId, t.number)],
);

/** A lesson done within an attempt, with its quiz score when it has a quiz. */
export const academyLessonCompletions = pgTable(
  'academy_lesson_completions',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => academyAttempts.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => academyLessons.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    quizScore: integer('quiz_score'),
    quizTotal: integer('quiz_total'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.lessonId] })],
);
