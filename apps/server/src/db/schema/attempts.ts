import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { assignments } from './exams';
import { schools, users } from './schools';

export const answerTypes = ['text', 'choice', 'numeric'] as const;
export type AnswerType = (typeof answerTypes)[number];

/** What a student is shown of a question version: never any of the mark scheme. */
export interface StudentQuestionSnapshot {
  type: AnswerType;
  text: string;
  maxMarks: number;
  photo: string | null;
  media: string | null;
  /** Labels of the answer's parts (text questions shaped as parts), else null. */
  parts: string[] | null;
  /** Choice texts in order; a choice's id is its index (choice questions), else null. */
  choices: string[] | null;
  multiple: boolean;
}

/** The mark scheme of a version, kept beside the student view so marking uses what was sat. */
export interface MarkSchemeSnapshot {
  kind: string;
  markingType: string;
  levels: unknown;
  points: { id: number; position: number; marks: number; text: string; phrases: string[] }[];
  structure: unknown;
  correct: number[] | null;
}

export interface QuestionVersionSnapshot {
  student: StudentQuestionSnapshot;
  markScheme: MarkSchemeSnapshot;
}

/**
 * A frozen version of a bank question, made when an attempt is opened: found or created by the
 * hash of the question's content, so an edit after that makes a new version and the attempts
 * already made keep (and are later marked on) the version they were given. Platform-wide like
 * the question bank (a reference table on Citus).
 */
export const questionVersions = pgTable(
  'question_versions',
  {
    id: serial('id').primaryKey(),
    /** No foreign key: a version outlives its bank question, as the attempts that used it do. */
    questionId: integer('question_id').notNull(),
    contentHash: text('content_hash').notNull(),
    snapshot: jsonb('snapshot').$type<QuestionVersionSnapshot>().notNull(),
    maxMarks: integer('max_marks').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('question_versions_question_hash_unique').on(t.questionId, t.contentHash)],
);

export const submittedByValues = ['student', 'timeout'] as const;

/**
 * A student's attempt at an assignment. deadline_at is computed by the server when the attempt
 * is opened (due time, time limit and the student's extra time); answers are taken until
 * deadline_at + the grace period, after which the auto-submit job submits it.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: text('submitted_by', { enum: submittedByValues }),
    /** Touched by every save: the teacher's live assignment page shows it. */
    lastSavedAt: timestamp('last_saved_at', { withTimezone: true }),
    /** When the engine's marks of every answer were stored (null: not marked yet). */
    autoMarkedAt: timestamp('auto_marked_at', { withTimezone: true }),
    /** Marks and feedback are shown to the student only while this is set. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: integer('released_by').references(() => users.id, { onDelete: 'set null' }),
    /** Not for credit: left out of totals and statistics. */
    noCredit: boolean('no_credit').notNull().default(false),
    /** Feedback on the whole attempt, versioned like a mark. */
    feedback: text('feedback'),
    feedbackVersion: integer('feedback_version').notNull().default(0),
    feedbackBy: integer('feedback_by').references(() => users.id, { onDelete: 'set null' }),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('attempts_assignment_student_unique').on(t.assignmentId, t.studentId),
    index('attempts_student_idx').on(t.studentId),
    // The auto-submit sweep reads only the open attempts, by deadline.
    index('attempts_open_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.submittedAt} is null`),
    // Work waiting for marks (the daily digest) is found among the attempts not released yet.
    index('attempts_unreleased_idx')
      .on(t.assignmentId)
      .where(sql`${t.releasedAt} is null`),
    check('attempts_submitted_check', sql`(${t.submittedAt} is null) = (${t.submittedBy} is null)`),
  ],
);

/** The questions of an attempt, in order, each pinned to the version the student was given. */
export const attemptQuestions = pgTable(
  'attempt_questions',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    /** The bank question (no foreign key: deleting it from the bank leaves attempts whole). */
    questionId: integer('question_id').notNull(),
    questionVersionId: integer('question_version_id')
      .notNull()
      .references(() => questionVersions.id),
    position: integer('position').notNull(),
    sectionTitle: text('section_title'),
    /** Copied from the version so a save checks the answer's shape without reading the snapshot. */
    answerType: text('answer_type', { enum: answerTypes }).notNull(),
    choiceCount: integer('choice_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * One answer per question of an attempt. `answer` holds the text, the choice ids or the number
 * as JSON; `revision` is the client's counter, and a save only lands when it is newer.
 */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    answer: jsonb('answer').$type<string | number[] | number | null>(),
    flagged: boolean('flagged').notNull().default(false),
    revision: integer('revision').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('answers_attempt_question_unique').on(t.attemptId, t.questionId)],
);
