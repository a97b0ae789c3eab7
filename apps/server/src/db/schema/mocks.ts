import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { assignments, examTemplates } from './exams';
import { schools, users } from './schools';

/**
 * A mock exam session: one sitting of a central exam template, offered by content staff to chosen
 * schools, open from opens_at until closes_at. Platform-wide (no school_id), like the central
 * templates it is made from; deleting one that schools have set sets archived_at instead.
 */
export const mockSessions = pgTable(
  'mock_sessions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => examTemplates.id),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** Seconds a student has once started; null: only the closing time. */
    timeLimitSeconds: integer('time_limit_seconds'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set instead of deleting a session schools have set, so their assignments and results stay whole. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('mock_sessions_template_idx').on(t.templateId),
    index('mock_sessions_opens_idx').on(t.opensAt),
    check('mock_sessions_window_check', sql`${t.closesAt} > ${t.opensAt}`),
    check('mock_sessions_time_limit_check', sql`${t.timeLimitSeconds} is null or ${t.timeLimitSeconds} > 0`),
  ],
);

/** The schools a mock session is offered to. */
export const mockSessionSchools = pgTable(
  'mock_session_schools',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => mockSessions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.schoolId] }), index('mock_session_schools_school_idx').on(t.schoolId)],
);

/**
 * A school's assignment that sits a mock session: an ordinary assignment (students sit it and are
 * marked as any other) linked to its session. An assignment belongs to at most one session.
 */
export const mockAssignments = pgTable(
  'mock_assignments',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    assignmentId: integer('assignment_id')
      .primaryKey()
      .references(() => assignments.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => mockSessions.id),
  },
  (t) => [index('mock_assignments_session_school_idx').on(t.sessionId, t.schoolId)],
);
