import { z } from 'zod';
import { dbId, dbIdParam, MAX_DB_ID, pageQuerySchema, pageSchema } from './common';
import { richHtmlSchema } from './cms';

// The teacher academy: courses for teachers (catalogue, enrolment, lessons and quizzes,
// progress) and the content staff's course editor.

/** A teacher's place on a course: never enrolled, working through it, all lessons done, or set aside. */
export const academyStatusSchema = z
  .enum(['none', 'active', 'completed', 'inactive'])
  .describe('none: not enrolled; active: in progress; completed: every lesson done; inactive: set aside');
export type AcademyStatusName = z.infer<typeof academyStatusSchema>;

/**
 * A course id in the path of the status routes (`/{courseId}/enroll` and the like): digits only, so
 * a word such as `assignments` is never read as a course.
 */
export const academyCourseIdParamsSchema = z.object({
  courseId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'A course id is a positive whole number')
    .transform(Number)
    .pipe(z.number().int().max(MAX_DB_ID))
    .describe('Academy course id'),
});

export const academyLessonParamsSchema = z.object({ courseId: dbIdParam, lessonId: dbIdParam });

/** How far a teacher is through the current attempt of a course. */
const progressFields = {
  status: academyStatusSchema,
  attempt: z.number().int().describe('The current attempt (1 on enrolment, +1 each take-again); 0 when not enrolled'),
  lessons_done: z.number().int().describe('Lessons of the current attempt completed'),
  lessons_total: z.number().int(),
  progress: z.number().int().min(0).max(100).describe('Whole percentage of lessons done'),
};

export const academyEnabledSchema = z.object({
  enabled: z.boolean().describe("true when the caller's school has at least one published academy course"),
});

export const academyCurriculaSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    courses: z.number().int().describe('Published academy courses of this curriculum'),
  }),
);
export type AcademyCurricula = z.infer<typeof academyCurriculaSchema>;

export const academyCourseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  curricula_id: z.number().int(),
  curricula_name: z.string(),
  ...progressFields,
});
export type AcademyCourseSummary = z.infer<typeof academyCourseSummarySchema>;

export const academyCatalogueQuerySchema = pageQuerySchema.extend({
  curricula: dbIdParam.optional().describe('Only courses of this curriculum'),
  query: z.string().trim().max(100).optional().describe('Words in the title or summary'),
});
export type AcademyCatalogueQuery = z.input<typeof academyCatalogueQuerySchema>;

export const academyCatalogueSchema = pageSchema(academyCourseSummarySchema);
export type AcademyCatalogue = z.infer<typeof academyCatalogueSchema>;

export const academyMyCoursesSchema = z.array(
  academyCourseSummarySchema.extend({
    enrolled_at: z.string().describe('ISO 8601'),
    updated_at: z.string().describe('ISO 8601: the last status change'),
  }),
);
export type AcademyMyCourses = z.infer<typeof academyMyCoursesSchema>;

/** The answer of every status change: where the teacher now stands. */
export const academyEnrolmentSchema = z.object({ course_id: z.number().int(), ...progressFields });
export type AcademyEnrolment = z.infer<typeof academyEnrolmentSchema>;

/** A lesson as the teacher reads it: the quiz without its accepted answers. */
export const academyLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe('Sanitised rich HTML'),
  quiz: z.array(z.object({ prompt: z.string() })).describe('The quiz questions, in order (empty: no quiz)'),
  completed: z.boolean().describe('Done in the current attempt'),
  quiz_score: z.number().int().nullable(),
});
export type AcademyLesson = z.infer<typeof academyLessonSchema>;

export const academyAttemptSchema = z.object({
  number: z.number().int(),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  lessons_done: z.number().int(),
});
export type AcademyAttempt = z.infer<typeof academyAttemptSchema>;

export const academyCourseSchema = academyCourseSummarySchema.extend({
  lessons: z.array(academyLessonSchema),
  attempts: z.array(academyAttemptSchema).describe('Every attempt, newest first (history is kept)'),
});
export type AcademyCourse = z.infer<typeof academyCourseSchema>;

export const completeAcademyLessonBodySchema = z.object({
  answers: z
    .array(z.string().max(2000))
    .max(20)
    .default([])
    .describe("The quiz answers in the questions' order (none for a lesson without a quiz)"),
});
export type CompleteAcademyLessonBody = z.input<typeof completeAcademyLessonBodySchema>;

export const academyLessonResultSchema = z.object({
  lesson_id: z.number().int(),
  completed: z.boolean().describe('false: the quiz was not passed, nothing recorded'),
  quiz: z.object({ correct: z.array(z.boolean()), score: z.number().int(), total: z.number().int() }).nullable(),
  enrolment: academyEnrolmentSchema,
});
export type AcademyLessonResult = z.infer<typeof academyLessonResultSchema>;

export const academyProgressSchema = z.array(
  academyCourseSummarySchema.extend({ attempts: z.array(academyAttemptSchema) }),
);
export type AcademyProgress = z.infer<typeof academyProgressSchema>;

// --- content staff

const quizQuestionSchema = z.object({
  prompt: z.string().trim().min(1).max(500),
  answers: z
    .array(z.string().trim().min(1).max(300))
    .min(1)
    .max(10)
    .describe('Accepted answers in the marking phrase notation; any one earns the mark'),
  synonyms: z.array(z.string().trim().min(1).max(300)).max(20).default([]),
});
export type AcademyQuizQuestionInput = z.input<typeof quizQuestionSchema>;

export const staffAcademyLessonSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  content: z.string().describe('Sanitised rich HTML'),
  quiz: z.array(z.object({ prompt: z.string(), answers: z.array(z.string()), synonyms: z.array(z.string()) })),
  position: z.number().int(),
});
export type StaffAcademyLesson = z.infer<typeof staffAcademyLessonSchema>;

export const staffAcademyCourseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  curricula_id: z.number().int(),
  curricula_name: z.string(),
  position: z.number().int(),
  published: z.boolean(),
  lessons: z.number().int(),
  enrolled: z.number().int().describe('Teachers enrolled (any status)'),
  updated_at: z.string(),
});
export type StaffAcademyCourseSummary = z.infer<typeof staffAcademyCourseSummarySchema>;

export const staffAcademyCoursesSchema = z.array(staffAcademyCourseSummarySchema);

export const staffAcademyCourseSchema = staffAcademyCourseSummarySchema
  .omit({ lessons: true })
  .extend({ lessons: z.array(staffAcademyLessonSchema) });
export type StaffAcademyCourse = z.infer<typeof staffAcademyCourseSchema>;

export const staffAcademyCoursesQuerySchema = z.object({
  curricula: dbIdParam.optional(),
});

export const createAcademyCourseBodySchema = z.object({
  curricula_id: dbId,
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(1000).default(''),
  position: z
    .number()
    .int()
    .min(0)
    .max(100_000)
    .optional()
    .describe("Place in its curriculum's order (ascending); default: after the curriculum's last course"),
  published: z.boolean().default(false),
});
export type CreateAcademyCourseBody = z.input<typeof createAcademyCourseBodySchema>;

export const updateAcademyCourseBodySchema = z
  .object({
    curricula_id: dbId.optional(),
    title: z.string().trim().min(1).max(200).optional(),
    summary: z.string().trim().max(1000).optional(),
    position: z.number().int().min(0).max(100_000).optional(),
    published: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change' });
export type UpdateAcademyCourseBody = z.infer<typeof updateAcademyCourseBodySchema>;

export const createAcademyLessonBodySchema = z.object({
  title: z.string().trim().min(1).max(200),
  content: richHtmlSchema.default(''),
  quiz: z.array(quizQuestionSchema).max(10).default([]),
});
export type CreateAcademyLessonBody = z.input<typeof createAcademyLessonBodySchema>;

export const updateAcademyLessonBodySchema = z
  .object({
    title: z.string().trim().min(1).max(200).optional(),
    content: richHtmlSchema.optional(),
    quiz: z.array(quizQuestionSchema).max(10).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change' });
export type UpdateAcademyLessonBody = z.input<typeof updateAcademyLessonBodySchema>;

export const staffAcademyLessonParamsSchema = z.object({ id: dbIdParam, lessonId: dbIdParam });

export const orderAcademyLessonsBodySchema = z.object({
  lesson_ids: z
    .array(dbId)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each lesson once' })
    .describe('Every lesson of the course, in the new order'),
});
export type OrderAcademyLessonsBody = z.infer<typeof orderAcademyLessonsBodySchema>;

export const orderAcademyCoursesBodySchema = z.object({
  curricula_id: dbId.describe('The curriculum whose courses are reordered'),
  course_ids: z
    .array(dbId)
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each course once' })
    .describe('Every course of the curriculum (drafts too), in the new order'),
});
export type OrderAcademyCoursesBody = z.infer<typeof orderAcademyCoursesBodySchema>;
