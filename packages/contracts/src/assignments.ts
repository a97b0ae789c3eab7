import { z } from 'zod';
import { dbId, dbIdParam } from './common';
import { EXAM_LIST_MAX_LIMIT } from './exam-templates';

// Assignments: a template set by a teacher to classes, subgroups and/or single students of their
// school, open from `opens_at` until `due_at`, with an optional time limit and per-student extra time.

const id = z.number().int();
const timestamp = z.string().describe('ISO 8601 date-time');
const isoDateTime = z.iso
  .datetime({ offset: true })
  .describe('ISO 8601 date-time with offset, e.g. 2026-11-23T09:00:00Z');

/** Where a student stands with an assignment (the student's list and the teacher's live view). */
export const studentAssignmentStatusSchema = z
  .enum(['to_do', 'in_progress', 'submitted', 'marked'])
  .describe(
    'to_do: not started; in_progress: started, not submitted; submitted; marked: marks released. Practice: to_do (nothing practised yet), in_progress, submitted (the target is met)',
  );
export type StudentAssignmentStatus = z.infer<typeof studentAssignmentStatusSchema>;

export const extraTimeBodySchema = z
  .object({
    student_id: dbId,
    extra_minutes: z.number().int().min(0).max(600).nullable().optional().describe('Extra minutes'),
    extra_percent: z
      .number()
      .int()
      .min(0)
      .max(400)
      .nullable()
      .optional()
      .describe('Extra time as a percentage of the limit'),
  })
  .refine((v) => (v.extra_minutes == null) !== (v.extra_percent == null), {
    message: 'Give either extra_minutes or extra_percent',
  })
  .describe('Extra time for one student (an accessibility accommodation)');
export type ExtraTimeBody = z.infer<typeof extraTimeBodySchema>;

export const assignmentTargetsBodySchema = z.object({
  group_ids: z.array(dbId).max(50).default([]).describe('Classes (only the caller’s own)'),
  subgroups: z
    .array(z.string().trim().min(1).max(60))
    .max(50)
    .default([])
    .describe('Subgroups: student tags of the caller’s school, e.g. "Set 2"'),
  student_ids: z.array(dbId).max(500).default([]).describe('Single students of the caller’s school'),
});

const timeLimit = z
  .number()
  .int()
  .min(60)
  .max(24 * 3600)
  .nullable()
  .describe('Seconds a student has once started; null: none (the due time still applies)');

/** exam: a template sat as an attempt; practice: lessons read and practised to a target. */
export const assignmentKindSchema = z
  .enum(['exam', 'practice'])
  .describe('exam: a template sat online; practice: lessons to read and practise to a target');
export type AssignmentKind = z.infer<typeof assignmentKindSchema>;

const targetScore = z
  .number()
  .int()
  .min(0)
  .max(100)
  .nullable()
  .describe('Practice: the live score (0-100) to reach on each set lesson; null: none');

export const createAssignmentBodySchema = z.object({
  kind: assignmentKindSchema.default('exam'),
  template_id: dbId.optional().describe('The exam template to set (exams only, required for them)'),
  lesson_ids: z
    .array(dbId)
    .max(100)
    .optional()
    .describe('Practice: the lessons to set, in order (or a topic_id for all its lessons)'),
  topic_id: dbId.optional().describe('Practice: set every lesson of this topic'),
  target_lessons_completed: z
    .boolean()
    .optional()
    .describe('Practice: the target includes completing every set lesson'),
  target_score: targetScore.optional(),
  title: z.string().trim().min(1).max(200).optional().describe('Default: the template name'),
  opens_at: isoDateTime.describe('When students may start'),
  due_at: isoDateTime.describe('When the assignment closes (after opens_at)'),
  time_limit_seconds: timeLimit.optional().describe('Default: the template’s time limit'),
  one_per_page: z.boolean().default(false).describe('Show one question per page'),
  targets: assignmentTargetsBodySchema.describe('At least one class, subgroup or student'),
  extra_time: z.array(extraTimeBodySchema).max(500).default([]),
  notify: z.boolean().default(true).describe('Send the students an in-app notification that it is set'),
});
export type CreateAssignmentBody = z.input<typeof createAssignmentBodySchema>;

/** Every field optional; `targets` and `extra_time`, when sent, replace the whole list. */
export const updateAssignmentBodySchema = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  opens_at: isoDateTime.optional(),
  due_at: isoDateTime.optional(),
  time_limit_seconds: timeLimit.optional(),
  one_per_page: z.boolean().optional(),
  targets: assignmentTargetsBodySchema.optional(),
  extra_time: z.array(extraTimeBodySchema).max(500).optional(),
  target_lessons_completed: z.boolean().optional().describe('Practice only'),
  target_score: targetScore.optional().describe('Practice only: the live score to reach on each set lesson'),
});
export type UpdateAssignmentBody = z.input<typeof updateAssignmentBodySchema>;

export const extraTimeSchema = z.object({
  student_id: id,
  student_name: z.string(),
  extra_minutes: z.number().int().nullable(),
  extra_percent: z.number().int().nullable(),
});

export const assignmentTargetSchema = z.object({
  kind: z.enum(['group', 'subgroup', 'student']),
  group_id: id.nullable(),
  tag: z.string().nullable(),
  student_id: id.nullable(),
  label: z.string().describe('Class name, subgroup name or student name'),
});

/** A student of an assignment as the teacher's live view shows them. */
export const assignmentStudentSchema = z.object({
  student_id: id,
  name: z.string(),
  status: studentAssignmentStatusSchema,
  started_at: timestamp.nullable(),
  last_saved_at: timestamp.nullable().describe('When their last answer was saved'),
  submitted_at: timestamp.nullable(),
});
export type AssignmentStudent = z.infer<typeof assignmentStudentSchema>;

/** A lesson set as practice. */
export const practiceLessonSchema = z.object({
  lesson_id: id,
  name: z.string(),
  topic_name: z.string(),
});
export type PracticeLesson = z.infer<typeof practiceLessonSchema>;

/** What a practice assignment sets: its lessons and its target. */
export const practiceSetSchema = z.object({
  topic_id: id.nullable().describe('The topic whose lessons were set, when a whole topic was chosen'),
  lessons: z.array(practiceLessonSchema),
  target_lessons_completed: z.boolean().describe('The target includes completing every set lesson'),
  target_score: z.number().int().nullable().describe('The live score (0-100) to reach on each set lesson; null: none'),
});
export type PracticeSet = z.infer<typeof practiceSetSchema>;

/** One student's standing on one set lesson. */
export const practiceLessonProgressSchema = z.object({
  lesson_id: id,
  completed: z.boolean(),
  live_score: z
    .number()
    .nullable()
    .describe('Mean percentage of the last 12 practice answers on the lesson (0-100, rounded); null: none yet'),
  answers: z.number().int().describe('Practice answers given on the lesson'),
  met: z.boolean().describe('This lesson meets the target'),
});
export type PracticeLessonProgress = z.infer<typeof practiceLessonProgressSchema>;

/** One student's progress toward a practice target. */
export const practiceProgressSchema = z.object({
  lessons_completed: z.number().int().describe('Set lessons the student has completed'),
  lessons: z.array(practiceLessonProgressSchema),
  met: z.boolean().describe('Every set lesson meets the target'),
});
export type PracticeProgress = z.infer<typeof practiceProgressSchema>;

export const practiceStudentSchema = practiceProgressSchema.extend({ student_id: id, name: z.string() });
export type PracticeStudent = z.infer<typeof practiceStudentSchema>;

/** An assignment in the teacher's list. */
export const assignmentSummarySchema = z.object({
  id,
  school_id: id,
  kind: assignmentKindSchema,
  template_id: id.nullable().describe('Exams: the template; null for practice'),
  template_name: z.string().nullable().describe('Exams: the template’s name; null for practice'),
  practice: practiceSetSchema.nullable().describe('Practice: its lessons and target; null for exams'),
  title: z.string(),
  opens_at: timestamp,
  due_at: timestamp,
  time_limit_seconds: z.number().int().nullable(),
  one_per_page: z.boolean(),
  total_marks: z.number().int(),
  question_count: z.number().int(),
  created_by: id.nullable(),
  targets: z.array(assignmentTargetSchema),
  student_count: z.number().int().describe('Students it is set to (classes, subgroups and single students together)'),
  started_count: z.number().int().describe('Students who have started (or submitted)'),
  submitted_count: z.number().int(),
  released_count: z.number().int().describe('Students whose marks are released to them'),
  to_mark_count: z
    .number()
    .int()
    .describe(
      'Submissions waiting for marks: attempts submitted (or whose time is up) whose marks are not released yet. The one count of work to mark: the home, this list, the marking page and the daily digest all read it',
    ),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AssignmentSummary = z.infer<typeof assignmentSummarySchema>;

/** One assignment for its teacher: with extra time and every student's progress. */
export const assignmentSchema = assignmentSummarySchema.extend({
  extra_time: z.array(extraTimeSchema),
  students: z.array(assignmentStudentSchema),
  practice_students: z
    .array(practiceStudentSchema)
    .describe('Practice: every student it is set to with their progress toward the target; empty for exams'),
  can_mark: z
    .boolean()
    .describe(
      'Whether the caller may mark it, release its marks and read its marking: the teacher who set it, teachers of a class it is set to, and school admins',
    ),
  mock_session_id: id
    .nullable()
    .describe('The mock session it sits (see /mocks/assignments/find), or null for an ordinary assignment'),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** An assignment as the student it is set to sees it in their list. */
export const studentAssignmentSchema = z.object({
  id,
  kind: assignmentKindSchema,
  title: z.string(),
  template_name: z.string().nullable().describe('Exams: the template’s name; null for practice'),
  practice: practiceSetSchema
    .extend({ progress: practiceProgressSchema })
    .nullable()
    .describe('Practice: its lessons, target and the student’s progress toward it; null for exams'),
  instructions: z.string().nullable(),
  opens_at: timestamp,
  due_at: timestamp,
  time_limit_seconds: z.number().int().nullable(),
  extra_minutes: z.number().int().nullable().describe('The student’s extra time in minutes, if any'),
  extra_percent: z.number().int().nullable().describe('The student’s extra time as a percentage, if any'),
  one_per_page: z.boolean(),
  total_marks: z.number().int(),
  question_count: z.number().int(),
  status: studentAssignmentStatusSchema,
  started_at: timestamp.nullable(),
  deadline_at: timestamp.nullable().describe('Server-computed end of the student’s attempt, once started'),
  submitted_at: timestamp.nullable(),
  marks: z.number().nullable().describe('The student’s marks once released (status marked); null before'),
  max_marks: z
    .number()
    .int()
    .nullable()
    .describe('Out of how many, for the questions the student was given; null before release'),
  no_credit: z.boolean().describe('The teacher set this attempt as not for credit'),
});
export type StudentAssignment = z.infer<typeof studentAssignmentSchema>;

export const assignmentPageSchema = z.object({
  items: z.array(assignmentSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AssignmentPage = z.infer<typeof assignmentPageSchema>;

export const studentAssignmentPageSchema = z.object({
  items: z.array(studentAssignmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type StudentAssignmentPage = z.infer<typeof studentAssignmentPageSchema>;

/** `GET /mafassignments` answers teachers with summaries and students with their own view. */
export const assignmentListSchema = z.union([assignmentPageSchema, studentAssignmentPageSchema]);

export const listAssignmentsQuerySchema = z.object({
  when: z
    .enum(['all', 'current', 'upcoming', 'past'])
    .default('all')
    .describe('current: open now; upcoming: not open yet; past: due time passed'),
  group: dbIdParam.optional().describe('Teachers: only assignments set to this class'),
  template: dbIdParam.optional().describe('Teachers: only assignments of this template'),
  to_mark: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional()
    .describe('Teachers: true lists only assignments with submissions waiting for marks (to_mark_count above 0)'),
  status: studentAssignmentStatusSchema
    .optional()
    .describe('Students: only exams in this status (practice is listed only without a status)'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(EXAM_LIST_MAX_LIMIT).default(20),
});
export type ListAssignmentsQuery = z.input<typeof listAssignmentsQuerySchema>;

export const deleteAssignmentQuerySchema = z.object({
  confirm: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional()
    .describe('true: delete even though students have started it'),
});

/** The 400 answered when deleting an assignment students have started, without confirm. */
export const assignmentStartedSchema = z.object({
  code: z.literal('assignment_started'),
  started_count: z.number().int(),
  submitted_count: z.number().int(),
});

export const assignmentEmailKindSchema = z
  .enum(['new', 'reminder', 'changed'])
  .describe('new: it is set; reminder: it is due soon; changed: its times or questions changed');
export type AssignmentEmailKind = z.infer<typeof assignmentEmailKindSchema>;

export const assignmentEmailParamsSchema = z.object({
  id: dbIdParam.describe('Assignment id'),
  x: assignmentEmailKindSchema,
});

export const assignmentEmailBodySchema = z
  .object({
    message: z.string().trim().max(2000).optional().describe('A note from the teacher added to the e-mail'),
    only_not_submitted: z
      .boolean()
      .optional()
      .describe('Only students who have not submitted (default: true for reminders, false otherwise)'),
  })
  .nullish()
  .describe('Optional; an empty body sends the standard message');
export type AssignmentEmailBody = z.infer<typeof assignmentEmailBodySchema>;

export const assignmentEmailResultSchema = z.object({
  emailed: z.number().int().describe('E-mails queued (one per student)'),
  notified: z.number().int().describe('In-app notifications raised'),
});
export type AssignmentEmailResult = z.infer<typeof assignmentEmailResultSchema>;

/** `GET /learning/lessons/:id/wrong-answers`: a class's practice answers on one lesson that missed marks. */
export const lessonWrongAnswersQuerySchema = z.object({
  group_id: dbIdParam.describe('The class whose students’ answers are read'),
  limit: z.coerce.number().int().min(1).max(20).default(5).describe('Clusters per question (at most 20)'),
});
export type LessonWrongAnswersQuery = z.input<typeof lessonWrongAnswersQuerySchema>;

export const wrongAnswerClusterSchema = z.object({
  answer: z.string().describe('The answer as the students wrote it (the commonest spelling), plain text'),
  students: z.number().int().describe('Students of the class who gave this answer (or one near it)'),
  answers: z.number().int().describe('Answers in the cluster'),
  marks: z.number().describe('The commonest mark these answers earned'),
  max_marks: z.number().int(),
});
export type WrongAnswerCluster = z.infer<typeof wrongAnswerClusterSchema>;

export const lessonWrongAnswersSchema = z.object({
  lesson_id: id,
  group_id: id,
  questions: z
    .array(
      z.object({
        question_id: id,
        question: z.string().describe('The question text, plain'),
        clusters: z.array(wrongAnswerClusterSchema).describe('Commonest first'),
      }),
    )
    .describe('The lesson’s questions that have wrong answers, most wrong answers first (at most 20)'),
});
export type LessonWrongAnswers = z.infer<typeof lessonWrongAnswersSchema>;
