import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { curricula } from './curricula';
import { questions } from './questions';
import { users } from './schools';

/**
 * An exam template: an ordered set of bank questions. Minimal for now (the question bank needs
 * to know which templates use a question); the exam-template module extends it.
 */
export const examTemplates = pgTable(
  'exam_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    curriculaId: integer('curricula_id').references(() => curricula.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    public: boolean('public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exam_templates_curricula_idx').on(t.curriculaId)],
);

/** The questions of a template, in order. A question in use is only deleted after confirmation. */
export const examTemplateQuestions = pgTable(
  'exam_template_questions',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => examTemplates.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.questionId] }),
    index('exam_template_questions_question_idx').on(t.questionId),
  ],
);
