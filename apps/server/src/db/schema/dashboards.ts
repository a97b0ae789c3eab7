import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './curricula';
import { schoolGroups, schools, users } from './schools';

/** The dashboards a saved filter belongs to (the `:id` of GET /dashboards/:id/filters). */
export const dashboardKeys = ['livedata', 'progress', 'exams', 'checkpoints', 'assignments'] as const;
export type DashboardKey = (typeof dashboardKeys)[number];

/**
 * A named set of dashboard filters one teacher saved for one dashboard. Private to its owner;
 * carries school_id like every per-school row. A class, course or student deleted later leaves
 * the filter with that part unset rather than deleting it.
 */
export const dashboardFilters = pgTable(
  'dashboard_filters',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dashboard: text('dashboard', { enum: dashboardKeys }).notNull(),
    name: text('name').notNull(),
    subjectId: integer('subject_id'),
    groupId: integer('group_id').references(() => schoolGroups.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dashboard_filters_user_idx').on(t.userId, t.dashboard, t.id)],
);
