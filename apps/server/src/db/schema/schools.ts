import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { curricula, qualifications } from './curricula';

export const schoolTypes = ['coach', 'smallschool', 'largeschool', 'xlschool'] as const;
export type SchoolType = (typeof schoolTypes)[number];

export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: schoolTypes }).notNull().default('smallschool'),
  active: boolean('active').notNull().default(true),
  /** The school's OneRoster org `sourcedId` (rosters imported from its information system). */
  sourcedId: text('sourced_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Days a leaver's personal data is kept after they leave (are deactivated) before it is anonymised. */
  leaverRetentionDays: integer('leaver_retention_days').notNull().default(365),
  /** When the platform admin last deactivated the school (it stopped its subscription); null while active. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  /** When the school's people were erased, a notice period after it was deactivated. */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
});

export const userKinds = ['student', 'teacher', 'staff', 'admin'] as const;
export type UserKind = (typeof userKinds)[number];

/** Every account. A school admin is a teacher with schoolAdmin; an owner is the teacher who registered the school. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: userKinds }).notNull(),
    schoolId: integer('school_id').references(() => schools.id),
    schoolAdmin: boolean('school_admin').notNull().default(false),
    owner: boolean('owner').notNull().default(false),
    active: boolean('active').notNull().default(true),
    image: text('image'),
    /** Signed into every token; raising it (log out, password change or reset) revokes the user's older tokens. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** A one-time password given by an admin or an import: the account can do nothing but change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** When the owner of a newly registered school confirmed their address (null: not yet, no login). */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }).defaultNow(),
    /** The person's OneRoster user `sourcedId`, unique within the school (null: not from a roster). */
    sourcedId: text('sourced_id'),
    /** When the account was last deactivated (a leaver): the school's retention period runs from here. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** When the person's personal data was anonymised (erasure or retention); the row stays for the figures. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_school_idx').on(t.schoolId),
    // The school's people by name, in the keyset order of the paged lists (students, teachers).
    index('users_school_kind_name_idx').on(t.schoolId, t.kind, t.name, t.id),
    // Every user by name, in the keyset order of the platform admin's user search. Its name or
    // e-mail search is served by trigram indexes (hand-written in 0019_admin_user_order).
    index('users_name_id_idx').on(t.name, t.id),
    uniqueIndex('users_school_sourced_id_unique').on(t.schoolId, t.sourcedId),
    // The retention sweep: leavers not yet erased, by when they left.
    index('users_leavers_idx')
      .on(t.leftAt)
      .where(sql`${t.active} = false and ${t.erasedAt} is null`),
  ],
);

/** A class. Its courses are those of its qualification within its curricula. */
export const schoolGroups = pgTable(
  'school_groups',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    qualificationId: integer('qualification_id').references(() => qualifications.id),
    active: boolean('active').notNull().default(true),
    /** The class's OneRoster `sourcedId`, unique within the school (null: made in Markwell). */
    sourcedId: text('sourced_id'),
    /** The first of the class's OneRoster `termSourcedIds`: the session its gradebook line items name. */
    termSourcedId: text('term_sourced_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('school_groups_school_idx').on(t.schoolId),
    uniqueIndex('school_groups_school_sourced_id_unique').on(t.schoolId, t.sourcedId),
  ],
);

export const groupCurricula = pgTable(
  'group_curricula',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    curriculaId: integer('curricula_id')
      .notNull()
      .references(() => curricula.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.curriculaId] })],
);

export const groupTeachers = pgTable(
  'group_teachers',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.teacherId] }), index('group_teachers_teacher_idx').on(t.teacherId)],
);

export const groupStudents = pgTable(
  'group_students',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.studentId] }), index('group_students_student_idx').on(t.studentId)],
);

/** Subgroups are free tags a school puts on its students (e.g. "SEN", "Set 2"). */
export const studentTags = pgTable(
  'student_tags',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The student's school, so the school's tags are read by index (and sharded with the school).
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.name] }), index('student_tags_school_idx').on(t.schoolId, t.name)],
);

/** Curricula a school subscribes to (subscriptions per subject arrive with registration). */
export const schoolCurricula = pgTable(
  'school_curricula',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    curriculaId: integer('curricula_id')
      .notNull()
      .references(() => curricula.id),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.curriculaId] })],
);
