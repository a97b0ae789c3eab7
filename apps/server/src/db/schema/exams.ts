import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses, curricula, lessons, topics } from './curricula';
import { questions } from './questions';
import { schoolGroups, schools, users } from './schools';

export const templateVisibilities = ['private', 'school', 'public'] as const;
export type TemplateVisibility = (typeof templateVisibilities)[number];

/**
 * An exam template: ordered sections of bank questions. A school's template has its school_id;
 * a central template (made by content staff for every school) has none.
 */
export const examTemplates = pgTable(
  'exam_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    instructions: text('instructions'),
    curriculaId: integer('curricula_id').references(() => curricula.id),
    courseId: integer('course_id').references(() => courses.id),
    /** null: a central template, visible to every school. */
    schoolId: integer('school_id').references(() => schools.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** private: its author only; school: the teachers of its school; public: every school. */
    visibility: text('visibility', { enum: templateVisibilities }).notNull().default('school'),
    central: boolean('central').notNull().default(false),
    timeLimitSeconds: integer('time_limit_seconds'),
    /** Set instead of deleting a template assignments use, so their attempts keep their questions. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exam_templates_curricula_idx').on(t.curriculaId),
    index('exam_templates_school_idx').on(t.schoolId, t.updatedAt),
    index('exam_templates_created_by_idx').on(t.createdBy),
    check('exam_templates_time_limit_check', sql`${t.timeLimitSeconds} is null or ${t.timeLimitSeconds} > 0`),
  ],
);

/** The lessons a template covers (a browse filter). */
export const examTemplateLessons = pgTable(
  'exam_template_lessons',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => examTemplates.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.lessonId] }),
    index('exam_template_lessons_lesson_idx').on(t.lessonId),
  ],
);

/** A titled, ordered section of a template. */
export const examTemplateSections = pgTable(
  'exam_template_sections',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => examTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull().default(''),
  },
  (t) => [index('exam_template_sections_template_idx').on(t.templateId, t.position)],
);

/** The questions of a template, in order within their section. A question in use is only deleted after confirmation. */
export const examTemplateQuestions = pgTable(
  'exam_template_questions',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => examTemplates.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    /** null only for rows older than sections: they read as one untitled section. */
    sectionId: integer('section_id').references(() => examTemplateSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.questionId] }),
    index('exam_template_questions_question_idx').on(t.questionId),
    index('exam_template_questions_section_idx').on(t.sectionId, t.position),
  ],
);

export const assignmentKinds = ['exam', 'practice'] as const;
export type AssignmentKind = (typeof assignmentKinds)[number];

/**
 * Work set to students of one school, open from opens_at until due_at. Deleting sets deleted_at.
 * An exam sets a template (sat as an attempt); practice sets lessons (assignment_lessons) to read
 * and practise, with a target: every set lesson completed and/or a live score on each of them.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** exam: a template sat as an attempt; practice: lessons practised to a target. */
    kind: text('kind', { enum: assignmentKinds }).notNull().default('exam'),
    /** Set for exams, null for practice (the check below). */
    templateId: integer('template_id').references(() => examTemplates.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** null: no limit but the due time. */
    timeLimitSeconds: integer('time_limit_seconds'),
    onePerPage: boolean('one_per_page').notNull().default(false),
    /**
     * Set when a teacher chose to show students the mark scheme and correct answers with released
     * marks before the work closed for everyone; null: they are shown once it closes.
     */
    schemeShownEarlyAt: timestamp('scheme_shown_early_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When its students were last sent a reminder (one per ASSIGNMENT_REMINDER_INTERVAL_MINUTES). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Practice: the topic whose lessons were set, when a whole topic was chosen. */
    practiceTopicId: integer('practice_topic_id').references(() => topics.id, { onDelete: 'set null' }),
    /** Practice target: every set lesson completed. */
    targetLessonsCompleted: boolean('target_lessons_completed').notNull().default(false),
    /** Practice target: a live score (0-100) reached on each set lesson; null: none. */
    targetScore: integer('target_score'),
  },
  (t) => [
    index('assignments_school_due_idx').on(t.schoolId, t.dueAt),
    index('assignments_template_idx').on(t.templateId),
    index('assignments_created_by_idx').on(t.createdBy),
    check('assignments_window_check', sql`${t.dueAt} > ${t.opensAt}`),
    check('assignments_time_limit_check', sql`${t.timeLimitSeconds} is null or ${t.timeLimitSeconds} > 0`),
    check(
      'assignments_kind_check',
      sql`(${t.kind} = 'exam' and ${t.templateId} is not null) or (${t.kind} = 'practice' and ${t.templateId} is null and (${t.targetLessonsCompleted} or ${t.targetScore} is not null))`,
    ),
    check(
      'assignments_target_score_check',
      sql`${t.targetScore} is null or (${t.targetScore} >= 0 and ${t.targetScore} <= 100)`,
    ),
  ],
);

/** The lessons a practice assignment sets, in order. Carries school_id, as its assignment does. */
export const assignmentLessons = pgTable(
  'assignment_lessons',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.lessonId] }),
    index('assignment_lessons_lesson_idx').on(t.schoolId, t.lessonId),
  ],
);

export const assignmentTargetKinds = ['group', 'subgroup', 'student'] as const;
export type AssignmentTargetKind = (typeof assignmentTargetKinds)[number];

/**
 * Who an assignment is set to: a class, a subgroup (a student tag of the school) or one student.
 * Carries school_id so it lives on the same shard as its assignment.
 */
export const assignmentTargets = pgTable(
  'assignment_targets',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: assignmentTargetKinds }).notNull(),
    groupId: integer('group_id').references(() => schoolGroups.id),
    tag: text('tag'),
    studentId: integer('student_id').references(() => users.id),
  },
  (t) => [
    index('assignment_targets_assignment_idx').on(t.assignmentId),
    index('assignment_targets_group_idx').on(t.groupId),
    index('assignment_targets_student_idx').on(t.studentId),
    index('assignment_targets_school_tag_idx').on(t.schoolId, t.tag),
    check(
      'assignment_targets_kind_check',
      sql`(${t.kind} = 'group' and ${t.groupId} is not null) or (${t.kind} = 'subgroup' and ${t.tag} is not null) or (${t.kind} = 'student' and ${t.studentId} is not null)`,
    ),
  ],
);

/** Extra time for one student (an accessibility accommodation): minutes or a percentage of the limit. */
export const assignmentExtraTime = pgTable(
  'assignment_extra_time',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    extraMinutes: integer('extra_minutes'),
    extraPercent: integer('extra_percent'),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    check(
      'assignment_extra_time_one_check',
      sql`(${t.extraMinutes} is null) <> (${t.extraPercent} is null) and coalesce(${t.extraMinutes}, ${t.extraPercent}) >= 0`,
    ),
  ],
);
