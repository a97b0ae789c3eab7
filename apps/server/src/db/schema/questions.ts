import { getTableColumns, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses, curricula, lessons, topics } from './curricula';
import { users } from './schools';

export const questionKinds = ['maf', 'quiz'] as const;
export const markingTypes = ['points', 'levelled'] as const;
export const machinePhraseStatuses = ['proposed', 'accepted', 'rejected'] as const;

/** A level band of a levelled question: the level is suggested once `minPoints` points are matched. */
export interface QuestionLevel {
  level: number;
  minPoints: number;
  descriptor?: string | undefined;
}

/** Multiple-choice options of a quiz question: indexes into `choices` of the correct ones. */
export interface QuizOptions {
  choices: string[];
  correct: number[];
}

/** Stored answer structure: the marking engine's `AnswerStructure` (never null in the table). */
export type StoredAnswerStructure =
  | { type: 'numeric'; value: number; tolerance: number; unit?: string | null | undefined }
  | { type: 'parts'; parts: { label: string }[] }
  | { type: 'text' };

/**
 * The question bank: free-text "MAF" questions marked by marking points, and multiple-choice
 * quiz questions. Questions belong to a curriculum and may be placed on a course, topic and lesson.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: questionKinds }).notNull(),
    text: text('text').notNull(),
    curriculaId: integer('curricula_id')
      .notNull()
      .references(() => curricula.id),
    courseId: integer('course_id').references(() => courses.id),
    topicId: integer('topic_id').references(() => topics.id),
    lessonId: integer('lesson_id').references(() => lessons.id),
    maxMarks: integer('max_marks').notNull(),
    markingType: text('marking_type', { enum: markingTypes }).notNull().default('points'),
    levels: jsonb('levels').$type<QuestionLevel[]>(),
    /** Stored name of the question's image in the uploads `images` area. */
    photo: text('photo'),
    /** Link to a video or other media shown with the question. */
    media: text('media'),
    options: jsonb('options').$type<QuizOptions>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** sha256 of kind, curriculum and normalised text: lets imports skip questions already in the bank. */
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The text in lower case, kept by the database: the bank's "contains these words" search is a
     * case-sensitive LIKE on it, about five times cheaper per row than ILIKE on `text`.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(text)`),
  },
  (t) => [
    // Trigram index for that search. Updated in place (no pending list): a bulk import would
    // otherwise leave thousands of unindexed entries that every search reads until a vacuum.
    index('questions_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('questions_curricula_idx').on(t.curriculaId, t.kind),
    index('questions_course_idx').on(t.courseId),
    index('questions_lesson_idx').on(t.lessonId),
    index('questions_content_hash_idx').on(t.contentHash),
    // The bank's lists read newest first within a kind; the scan stops after a page of matches.
    index('questions_kind_updated_idx').on(t.kind, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('questions_max_marks_check', sql`${t.maxMarks} >= 0`),
  ],
);

/** A question's own columns, to select: not `search_text`, the database's lower-case copy of the text. */
const { searchText: _searchText, ...ownColumns } = getTableColumns(questions);
export const questionColumns = ownColumns;

/** A marking point of a MAF question: the marks it is worth and the phrases that earn it. */
export const markingPoints = pgTable(
  'marking_points',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    marks: integer('marks').notNull().default(1),
    text: text('text').notNull(),
    /** Accepted phrases in the marking engine's phrase notation. */
    phrases: jsonb('phrases').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marking_points_question_idx').on(t.questionId, t.position)],
);

/**
 * A synonym set (cleaned string "a; b; c", lowercase): the terms are interchangeable when marking.
 * With no curriculum it applies to every question; with one, only to that curriculum's questions.
 */
export const synonyms = pgTable(
  'synonyms',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    curriculaId: integer('curricula_id').references(() => curricula.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('synonyms_curricula_idx').on(t.curriculaId)],
);

/** Phrases learnt from marked answers; only accepted ones take part in marking. */
export const machinePhrases = pgTable(
  'machine_phrases',
  {
    id: serial('id').primaryKey(),
    markingPointId: integer('marking_point_id')
      .notNull()
      .references(() => markingPoints.id, { onDelete: 'cascade' }),
    phrase: text('phrase').notNull(),
    status: text('status', { enum: machinePhraseStatuses }).notNull().default('proposed'),
    /** The part of the student answer the phrase came from. */
    sourceExcerpt: text('source_excerpt'),
    /**
     * What learning measured on the question's other marked answers when the engine picked the
     * phrase: answers it would newly credit rightly and wrongly, out of how many. Null when typed.
     */
    evidenceCorrect: integer('evidence_correct'),
    evidenceWrong: integer('evidence_wrong'),
    evidenceAnswers: integer('evidence_answers'),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('machine_phrases_point_phrase_unique').on(t.markingPointId, t.phrase),
    index('machine_phrases_status_idx').on(t.status, t.createdAt),
  ],
);

/** How the expected answer is shaped (one per question); the engine's `AnswerStructure`. */
export const answerStructures = pgTable('answer_structures', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id')
    .notNull()
    .unique('answer_structures_question_unique')
    .references(() => questions.id, { onDelete: 'cascade' }),
  structure: jsonb('structure').$type<StoredAnswerStructure>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
