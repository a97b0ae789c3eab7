import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
// A topic's checkpoint is an exam template; exams.ts imports this file too, and the reference is read lazily.
import { examTemplates } from './exams';

/** The fixed subject list (ids are part of the API contract; the list itself is SUBJECTS in the domain package). */
export const subjects = pgTable('subjects', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** A curriculum (e.g. "AQA Biology") of one subject. */
export const curricula = pgTable('curricula', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => subjects.id),
  active: boolean('active').notNull().default(true),
  description: text('description'),
});

/** A qualification within a curriculum (e.g. GCSE, A-level). */
export const qualifications = pgTable('qualifications', {
  id: serial('id').primaryKey(),
  curriculaId: integer('curricula_id')
    .notNull()
    .references(() => curricula.id),
  name: text('name').notNull(),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    qualificationId: integer('qualification_id')
      .notNull()
      .references(() => qualifications.id),
    curriculaId: integer('curricula_id')
      .notNull()
      .references(() => curricula.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('courses_curricula_idx').on(t.curriculaId)],
);

export const chapters = pgTable('chapters', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /**
     * The topic's checkpoint: the central exam template that closes the topic (docs/adr/0042).
     * A checkpoint's id is its template's id; assignments set from that template are its sittings.
     */
    checkpointId: integer('checkpoint_id').references(() => examTemplates.id, { onDelete: 'set null' }),
  },
  (t) => [index('topics_checkpoint_idx').on(t.checkpointId)],
);

export const lessons = pgTable('lessons', {
  id: serial('id').primaryKey(),
  topicId: integer('topic_id')
    .notNull()
    .references(() => topics.id),
  name: text('name').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
});

export const skills = pgTable('skills', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  curriculaId: integer('curricula_id').references(() => curricula.id),
});
