import { z } from 'zod';
import { SUBJECTS } from '@markwell/domain/pricing/index';
import { practiceLessonSchema, practiceStudentSchema } from './assignments';
import { dbId, dbIdParam, pageQuerySchema } from './common';

// The teachers' and school admins' dashboards: live scores, progress, exams, checkpoints and
// assignments of the caller's classes, and the filters they save. Every percentage is 0-100 with
// one decimal, or null when there is nothing to measure (no lessons, no submitted work).

const id = z.number().int();
const percent = z.number().nullable();
const timestamp = z.string().describe('ISO 8601 date-time');

const SUBJECT_ID_LIST = SUBJECTS.map((s) => s.id).join(', ');
/** A subject id of the fixed list (SPEC point 3); any other number is a 400. */
export const subjectIdParam = z.coerce
  .number()
  .int()
  .refine((v) => SUBJECTS.some((s) => s.id === v), { error: `A subject id is one of ${SUBJECT_ID_LIST}` })
  .describe(`Subject id: ${SUBJECTS.map((s) => `${s.id} ${s.name}`).join(', ')}`);

export const subjectQuerySchema = z.object({ subject: subjectIdParam });
export type SubjectQuery = z.infer<typeof subjectQuerySchema>;

/** A class and one of its courses: the scope of every statistics route. */
export const groupCourseQuerySchema = z.object({
  groupId: dbIdParam.describe('The class (school group)'),
  courseId: dbIdParam.describe('A course the class follows'),
});
export type GroupCourseQuery = z.infer<typeof groupCourseQuerySchema>;

const named = z.object({ id, name: z.string() });
export const scoreBandSchema = z.object({
  from: z.number().describe('Lowest percentage of the band (inclusive)'),
  to: z.number().describe('Highest percentage of the band (exclusive, except 100)'),
  count: z.number().int().describe('Attempts whose percentage falls in the band'),
});

// ---- live data ----

export const LIVE_DATA_TYPES = ['groups', 'courses', 'students'] as const;
export const liveDataTypeParamsSchema = z.object({
  type: z.enum(LIVE_DATA_TYPES).describe('groups: one row per class; courses: per course; students: per student'),
});

export const liveScoreRowSchema = z.object({
  id: id.describe('Class, course or student id, by the type asked'),
  name: z.string(),
  group_id: id.nullable().describe('The class of a course or student row (null on class rows)'),
  students: z.number().int().describe('Students counted (1 on a student row)'),
  students_with_data: z.number().int().describe('Of them, students with at least one lesson scored'),
  average: percent.describe('Mean of the per-student, per-lesson live scores'),
  lessons_with_data: z.number().int().describe('Lessons with at least one live score'),
  below_threshold: z.number().int().describe('Students whose mean live score is under the attention threshold'),
});
export type LiveScoreRow = z.infer<typeof liveScoreRowSchema>;

export const liveScoreTableSchema = z.object({
  subject: id,
  threshold: z.number().describe('Live scores under this percentage need attention'),
  rows: z.array(liveScoreRowSchema),
});
export type LiveScoreTable = z.infer<typeof liveScoreTableSchema>;

export const liveStudentCourseQuerySchema = z.object({
  group: dbIdParam.describe('The class'),
  course: dbIdParam.describe('A course the class follows'),
  student: dbIdParam.optional().describe("A student of the class; omitted: the class's averages"),
});
export type LiveStudentCourseQuery = z.infer<typeof liveStudentCourseQuerySchema>;

const liveLessonSchema = z.object({
  id,
  name: z.string(),
  url: z.string(),
  score: percent.describe("The student's live score on the lesson, or the class's mean of them"),
  answers: z.number().int().describe('Answered questions the score reads (at most 12 per student)'),
  students_with_data: z.number().int(),
});
const liveTopicSchema = z.object({
  id,
  name: z.string(),
  checkpoint_id: id.nullable(),
  score: percent,
  lessons: z.array(liveLessonSchema),
});
export const liveCourseTreeSchema = z.object({
  group: named,
  course: named,
  student: named.nullable(),
  score: percent.describe('Mean of the lesson scores with data'),
  chapters: z.array(z.object({ id, name: z.string(), score: percent, topics: z.array(liveTopicSchema) })),
});
export type LiveCourseTree = z.infer<typeof liveCourseTreeSchema>;

// ---- progress ----

/** A row of the progress summary (SPEC field names). */
export const progressSummaryRowSchema = z.object({
  qualification: z.string().describe('Qualification name'),
  id: id.describe('Qualification id'),
  courses: z.number().int().describe("Courses of the qualification the caller's classes follow"),
  count: z.number().int().describe("The caller's classes on the qualification"),
  completion: percent.describe('Mean over class and course of the share of lessons covered by submitted work'),
  completionAssessed: percent.describe('The same share counting only work whose marks were released'),
});
export type ProgressSummaryRow = z.infer<typeof progressSummaryRowSchema>;

export const PROGRESS_SUBJECT_TYPES = ['groups', 'courses'] as const;
export const progressSubjectTypeParamsSchema = z.object({
  type: z.enum(PROGRESS_SUBJECT_TYPES).describe('groups: one row per class; courses: one row per course'),
});
export const progressRowSchema = z.object({
  id: id.describe('Class or course id'),
  name: z.string(),
  lessons: z.number().int().describe("Lessons of the row's courses"),
  count: z.number().int().describe('Courses of a class, or classes following a course'),
  completion: percent,
  completionAssessed: percent,
});
export type ProgressRow = z.infer<typeof progressRowSchema>;

export const PROGRESS_UNITS = ['lessons', 'topics', 'chapters'] as const;
export const progressUnitParamsSchema = z.object({
  type: z.enum(PROGRESS_UNITS).describe('The columns: each lesson, topic or chapter of the course'),
});
export const progressStudentQuerySchema = z.object({
  group: dbIdParam.describe('The class'),
  course: dbIdParam.describe('A course the class follows'),
});
const unitFigures = z.object({
  id,
  completion: percent,
  completionAssessed: percent,
  live_score: percent.describe('Mean of the live scores of the lessons of the unit with data'),
});
export const progressStudentTableSchema = z.object({
  group: named,
  course: named,
  type: z.enum(PROGRESS_UNITS),
  units: z.array(z.object({ id, name: z.string(), lessons: z.number().int() })),
  students: z.array(
    z.object({
      id,
      name: z.string(),
      completion: percent,
      completionAssessed: percent,
      live_score: percent,
      units: z.array(unitFigures),
    }),
  ),
});
export type ProgressStudentTable = z.infer<typeof progressStudentTableSchema>;

// ---- exams and assignments ----

export const WORK_KINDS = ['exam', 'assignment'] as const;
export const workListQuerySchema = pageQuerySchema.extend({
  groupId: dbIdParam.optional().describe('Only work set to this class'),
  subject: subjectIdParam.optional().describe("Only work whose template's curriculum is of this subject"),
});
export type WorkListQuery = z.infer<typeof workListQuerySchema>;

export const workItemSchema = z.object({
  id: id.describe('Assignment id'),
  title: z.string(),
  kind: z.enum(WORK_KINDS),
  time_limit_seconds: z.number().int().nullable(),
  opens_at: timestamp,
  due_at: timestamp,
  set_to: z.number().int().describe('Active students it is set to'),
  not_started: z.number().int(),
  in_progress: z.number().int(),
  submitted: z
    .number()
    .int()
    .describe('Students who submitted, marks released or not: the same count as the assignment list’s submitted_count'),
  released: z.number().int().describe('Of those who submitted, students whose marks are released'),
  mean: percent.describe('Mean percentage of the submitted attempts for credit'),
});
export type WorkItem = z.infer<typeof workItemSchema>;
export const workListSchema = z.object({
  items: z.array(workItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type WorkList = z.infer<typeof workListSchema>;

export const workSubjectQuerySchema = z.object({ subject: subjectIdParam });
export const workSubjectRowSchema = z.object({
  group_id: id,
  group_name: z.string(),
  count: z.number().int().describe('Exams (or assignments) set to the class'),
  set_to: z.number().int().describe('Student places: each item times the students it is set to in the class'),
  submitted: z.number().int(),
  submission_rate: percent,
  mean: percent,
});
export type WorkSubjectRow = z.infer<typeof workSubjectRowSchema>;

export const workStatisticsSchema = z.object({
  kind: z.enum(WORK_KINDS),
  group: named,
  course: named,
  count: z.number().int().describe('Items set to the class with a question on the course'),
  set_to: z.number().int(),
  submitted: z.number().int(),
  submission_rate: percent,
  on_time_rate: percent.describe('Of the submitted, the share handed in by the due time (plus the grace period)'),
  mean: percent,
  median: percent,
  bands: z.array(scoreBandSchema),
  items: z.array(
    z.object({
      id,
      title: z.string(),
      due_at: timestamp,
      set_to: z.number().int(),
      submitted: z.number().int(),
      mean: percent,
    }),
  ),
});
export type WorkStatistics = z.infer<typeof workStatisticsSchema>;

// ---- practice set as work (the Assignments tab) ----

export const practiceWorkListQuerySchema = pageQuerySchema.extend({
  groupId: dbIdParam.optional().describe('Only practice set to this class, counting its students only'),
  subject: subjectIdParam.optional().describe('Only practice whose set lessons are of this subject'),
});
export type PracticeWorkListQuery = z.infer<typeof practiceWorkListQuerySchema>;

export const practiceWorkItemSchema = z.object({
  id: id.describe('Assignment id'),
  title: z.string(),
  opens_at: timestamp,
  due_at: timestamp,
  lessons: z.array(practiceLessonSchema).describe('The set lessons, in order'),
  target_lessons_completed: z.boolean().describe('The target includes completing every set lesson'),
  target_score: z.number().int().nullable().describe('The live score (0-100) to reach on each set lesson; null: none'),
  set_to: z.number().int().describe('Active students it is set to (of the class asked for)'),
  met: z.number().int().describe('Of them, students who met the target (the practice page’s rule)'),
});
export type PracticeWorkItem = z.infer<typeof practiceWorkItemSchema>;
export const practiceWorkListSchema = z.object({
  items: z.array(practiceWorkItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PracticeWorkList = z.infer<typeof practiceWorkListSchema>;

export const practiceWorkStudentsQuerySchema = z.object({
  groupId: dbIdParam.optional().describe('Only the students of this class'),
});
export type PracticeWorkStudentsQuery = z.infer<typeof practiceWorkStudentsQuerySchema>;
export const practiceWorkStudentsSchema = z.object({
  practice: practiceWorkItemSchema,
  students: z
    .array(practiceStudentSchema)
    .describe('Every student it is set to (of the class asked for), by name, with their progress toward the target'),
});
export type PracticeWorkStudents = z.infer<typeof practiceWorkStudentsSchema>;

// ---- checkpoints ----

export const checkpointListQuerySchema = z.object({
  groupId: dbIdParam.optional().describe('Only this class'),
  courseId: dbIdParam.optional().describe('Only checkpoints of this course'),
});
export type CheckpointListQuery = z.infer<typeof checkpointListQuerySchema>;

export const checkpointSchema = z.object({
  id: id.describe("The checkpoint's id: its central exam template"),
  name: z.string(),
  topic: named,
  course: named,
  groups: z.array(
    z.object({
      id,
      name: z.string(),
      students: z.number().int(),
      set: z.boolean().describe('Set to the class at least once'),
      submitted: z.number().int().describe('Students who submitted it (for credit)'),
      mean: percent,
    }),
  ),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

export const checkpointScoreRowSchema = z.object({
  group_id: id,
  group_name: z.string(),
  checkpoints: z.number().int().describe("Checkpoints of the class's courses"),
  sat: z.number().int().describe('Of them, those at least one student of the class submitted'),
  mean: percent,
});
export type CheckpointScoreRow = z.infer<typeof checkpointScoreRowSchema>;

export const checkpointStatisticsSchema = z.object({
  checkpoint: z.object({ id, name: z.string(), topic: named }),
  group: named,
  course: named,
  set_to: z.number().int(),
  submitted: z.number().int(),
  submission_rate: percent,
  mean: percent,
  median: percent,
  bands: z.array(scoreBandSchema),
  questions: z.array(
    z.object({
      question_id: id,
      text: z.string(),
      max_marks: z.number().int(),
      mean: z.number().nullable().describe('Mean marks'),
      facility: percent.describe('Mean marks as a percentage of the maximum'),
    }),
  ),
});
export type CheckpointStatistics = z.infer<typeof checkpointStatisticsSchema>;

// ---- saved filters ----

export const DASHBOARD_KEYS = ['livedata', 'progress', 'exams', 'checkpoints', 'assignments'] as const;
export type DashboardKey = (typeof DASHBOARD_KEYS)[number];
/** Most filters one user keeps for one dashboard. */
export const SAVED_FILTERS_PER_DASHBOARD = 20;

export const dashboardKeyParamsSchema = z.object({
  id: z.enum(DASHBOARD_KEYS).describe('The dashboard: livedata, progress, exams, checkpoints or assignments'),
});

/** Strict: a key it does not know is refused (400), never dropped from what is saved. */
export const saveDashboardFilterBodySchema = z.strictObject({
  dashboard: z.enum(DASHBOARD_KEYS).describe('The dashboard the filter is for'),
  name: z.string().trim().min(1, { error: 'Give the filter a name' }).max(80).describe('Shown in the list'),
  subject: z
    .number()
    .int()
    .refine((v) => SUBJECTS.some((s) => s.id === v), { error: `A subject id is one of ${SUBJECT_ID_LIST}` })
    .nullable()
    .default(null),
  group_id: dbId.nullable().default(null).describe('A class the caller may see'),
  course_id: dbId.nullable().default(null).describe('A course the caller’s classes follow'),
  student_id: dbId.nullable().default(null).describe('A student of one of the caller’s classes'),
});
export type SaveDashboardFilterBody = z.input<typeof saveDashboardFilterBodySchema>;

export const dashboardFilterSchema = z.object({
  id,
  dashboard: z.enum(DASHBOARD_KEYS),
  name: z.string(),
  subject: id.nullable(),
  group_id: id.nullable(),
  course_id: id.nullable(),
  student_id: id.nullable(),
  created_at: timestamp,
});
export type DashboardFilter = z.infer<typeof dashboardFilterSchema>;
