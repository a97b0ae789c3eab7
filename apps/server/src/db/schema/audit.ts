import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The audit log of personal data: who viewed or changed a person's answers, marks, feedback or
// details, every sign-in and role change, exports and erasures. Append-only: a trigger
// (hand-written in the migration) refuses UPDATE and TRUNCATE, and DELETE of any row younger than
// a year; the retention job removes older rows past AUDIT_RETENTION_DAYS. Changes of marks stay in
// `mark_audit` (with their before and after) and are read into the same log. No foreign keys: a
// row names ids as they were and is never rewritten, and people are anonymised, never deleted.

/**
 * One audited event. `detail` holds ids, field names and counts only, never free text or a name,
 * so erasing a person leaves the log true and free of their personal data.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who did it (null: the platform itself, such as the retention job). */
    actorId: integer('actor_id'),
    /** The actor's role at the time (student, teacher, schooladmin, staff, admin, system). */
    actorRole: text('actor_role').notNull(),
    /** The school whose data it is (null: a platform-wide event such as content staff signing in). */
    schoolId: integer('school_id'),
    /** The person the data is about (a student whose answers were read, a teacher whose role changed). */
    subjectUserId: integer('subject_user_id'),
    objectKind: text('object_kind').notNull(),
    objectId: text('object_id'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_events_school_at_idx').on(t.schoolId, t.at.desc(), t.id.desc()),
    index('audit_events_school_subject_idx').on(t.schoolId, t.subjectUserId, t.at.desc()),
    index('audit_events_school_actor_idx').on(t.schoolId, t.actorId, t.at.desc()),
    index('audit_events_subject_idx')
      .on(t.subjectUserId, t.at.desc())
      .where(sql`${t.subjectUserId} is not null`),
    index('audit_events_at_idx').on(t.at),
  ],
);
