import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { WordModel } from '@markwell/domain/marking/index';
import { attempts, questionVersions } from './attempts';
import { curricula } from './curricula';
import { assignments } from './exams';
import { schools, users } from './schools';

export const markSources = ['engine', 'teacher'] as const;
export type MarkSourceValue = (typeof markSources)[number];

/** One marking point's decision on an answer, with the engine's evidence kept beside it. */
export interface StoredPointMark {
  /** Marking point id (the version's point id). */
  id: number;
  awarded: boolean;
  /** The engine's decision, kept when a teacher changes `awarded`. */
  engine: boolean;
  by: MarkSourceValue;
  matches: { start: number; end: number; text: string; how: string; standsFor?: string; similarity?: number }[];
  nearMisses: { start: number; end: number; text: string; reason: string; phrase: string }[];
  missing: string[];
}

/**
 * The mark of one question of a submitted attempt (a blank answer has one too). Written by the
 * engine on submission, then changed by teachers under an optimistic `version`: every change
 * bumps it, and a change sent with an older one is refused. `source` says whether a teacher has
 * set it; regrades only ever touch engine marks.
 */
export const answerMarks = pgTable(
  'answer_marks',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    questionVersionId: integer('question_version_id')
      .notNull()
      .references(() => questionVersions.id),
    marks: integer('marks').notNull(),
    maxMarks: integer('max_marks').notNull(),
    engineMarks: integer('engine_marks').notNull(),
    override: integer('override'),
    level: integer('level'),
    suggestedLevel: integer('suggested_level'),
    confidence: real('confidence').notNull(),
    /** The engine asked for a look; cleared in effect once a teacher marks (see needs_review). */
    engineNeedsReview: boolean('engine_needs_review').notNull(),
    /** engine_needs_review and no teacher has marked it: what release and the queues count. */
    needsReview: boolean('needs_review').notNull(),
    source: text('source', { enum: markSources }).notNull().default('engine'),
    points: jsonb('points').$type<StoredPointMark[]>().notNull(),
    feedback: text('feedback'),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('answer_marks_attempt_question_unique').on(t.attemptId, t.questionId),
    index('answer_marks_assignment_question_idx').on(t.assignmentId, t.questionId),
    // regrades read every answer to a question, across schools
    index('answer_marks_question_idx').on(t.questionId),
    check('answer_marks_range_check', sql`${t.marks} >= 0 and ${t.marks} <= ${t.maxMarks}`),
  ],
);

export const markAuditSources = ['engine', 'teacher', 'regrade'] as const;

/** A mark's state as the audit log keeps it. */
export interface AuditedMark {
  marks: number;
  awarded: number[];
  override: number | null;
  level: number | null;
  feedback: string | null;
}

/** Every change of a mark: who (null: the engine), when, before and after. Append-only. */
export const markAudit = pgTable(
  'mark_audit',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    answerMarkId: integer('answer_mark_id')
      .notNull()
      .references(() => answerMarks.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: markAuditSources }).notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<AuditedMark>(),
    after: jsonb('after').$type<AuditedMark>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mark_audit_answer_idx').on(t.answerMarkId, t.id)],
);

export const markQueryStatuses = ['open', 'upheld', 'rejected'] as const;

/** A student's query on one marking point of a released answer ("I did say this"). */
export const markQueries = pgTable(
  'mark_queries',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    answerMarkId: integer('answer_mark_id')
      .notNull()
      .references(() => answerMarks.id, { onDelete: 'cascade' }),
    pointId: integer('point_id').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    status: text('status', { enum: markQueryStatuses }).notNull().default('open'),
    reply: text('reply'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mark_queries_answer_idx').on(t.answerMarkId),
    uniqueIndex('mark_queries_open_unique')
      .on(t.answerMarkId, t.pointId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** A teacher's personal bank of reusable feedback comments. */
export const markingComments = pgTable(
  'marking_comments',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marking_comments_teacher_idx').on(t.teacherId, t.id)],
);

/**
 * A word model learnt for one marking point of a question version from teacher-marked answers
 * (ADR 0034): refitted in the background as teachers mark, used by automatic marking of that
 * version. Platform-wide like the versions it belongs to: the evidence is every school's marked
 * answers to the question, as for machine phrases. Read back through `storedWordModelSchema`.
 */
export const markingPointModels = pgTable(
  'marking_point_models',
  {
    id: serial('id').primaryKey(),
    questionVersionId: integer('question_version_id')
      .notNull()
      .references(() => questionVersions.id, { onDelete: 'cascade' }),
    /** The bank question of the version: refits and resets find the models by it. */
    questionId: integer('question_id').notNull(),
    /** The version's marking point id (no foreign key: a version outlives its bank points). */
    markingPointId: integer('marking_point_id').notNull(),
    model: jsonb('model').$type<WordModel>().notNull(),
    /** Marked answers the model was fitted on. */
    answers: integer('answers').notNull(),
    /** Its 5-fold cross-validated agreement with the teachers on them, in [0, 1]. */
    agreement: real('agreement').notNull(),
    /** The point's phrases' agreement alone on the same answers: the model is kept only at or above it. */
    phrasesAgreement: real('phrases_agreement').notNull(),
    fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('marking_point_models_version_point_unique').on(t.questionVersionId, t.markingPointId),
    index('marking_point_models_question_idx').on(t.questionId),
    index('marking_point_models_point_idx').on(t.markingPointId),
  ],
);

/**
 * How strictly a curriculum's model answers are read: the share of a model answer's concepts an
 * answer needs, fitted to how teachers marked the curriculum's questions (`fitConceptShare`), and
 * given to every question of the curriculum, new ones too. Platform-wide like the questions. No row:
 * the engine's default share.
 */
export const conceptShares = pgTable('concept_shares', {
  curriculaId: integer('curricula_id')
    .primaryKey()
    .references(() => curricula.id, { onDelete: 'cascade' }),
  share: real('share').notNull(),
  /** Teacher decisions (an answer and a point holding a model answer) it was fitted on. */
  decisions: integer('decisions').notNull(),
  /** Balanced agreement with the teachers at this share, and at the default share, in [0, 1]. */
  agreement: real('agreement').notNull(),
  defaultAgreement: real('default_agreement').notNull(),
  fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull().defaultNow(),
});
