import { z } from 'zod';
import { cappedListQuerySchema, dbIdParam } from './common';

// The curricula reads answer bare arrays (existing clients read them so); each is capped instead
// of paged: `limit` defaults to the cap and may not exceed it, `offset` reaches past it.

/** Most curricula one answer lists (the platform has tens). */
export const CURRICULA_LIST_CAP = 200;
/** Most courses, classes or students of a class one answer lists. */
export const COURSE_LIST_CAP = 500;
/** Most skills one answer lists. */
export const SKILL_LIST_CAP = 1_000;
/** Most course trees (chapters, topics, lessons) one answer holds: each is large. */
export const COURSE_TREE_LIST_CAP = 50;

export const curriculaListQuerySchema = cappedListQuerySchema(CURRICULA_LIST_CAP);
export const courseListQuerySchema = cappedListQuerySchema(COURSE_LIST_CAP);
export const courseTreeListQuerySchema = cappedListQuerySchema(COURSE_TREE_LIST_CAP);

export const curriculumSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject_id: z.number().int().describe('One of the fixed subject ids'),
  subject: z.string(),
  active: z.boolean(),
  description: z.string().nullable(),
  concept_share: z
    .number()
    .nullable()
    .describe(
      "Share of a model answer's concepts an answer needs in this curriculum, learnt from its teachers' marks (null: the marking engine's default)",
    ),
});
export type Curriculum = z.infer<typeof curriculumSchema>;

export const updateCurriculumBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    active: z.boolean().optional(),
    description: z.string().max(5000).nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change' });
export type UpdateCurriculumBody = z.infer<typeof updateCurriculumBodySchema>;

export const qualificationSchema = z.object({ id: z.number().int(), name: z.string(), curricula_id: z.number().int() });

export const courseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  curricula_id: z.number().int(),
  qualification_id: z.number().int(),
  qualification: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const lessonSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export const topicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  checkpoint_id: z.number().int().nullable(),
  lessons: z.array(lessonSchema),
});
export const chapterSchema = z.object({ id: z.number().int(), name: z.string(), topics: z.array(topicSchema) });
export const courseStructureSchema = courseSchema.extend({ chapters: z.array(chapterSchema) });
export type CourseStructure = z.infer<typeof courseStructureSchema>;

export const skillSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  curricula_id: z.number().int().nullable(),
});
export const skillsQuerySchema = cappedListQuerySchema(SKILL_LIST_CAP).extend({ curricula: dbIdParam.optional() });

export const schoolGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  qualification_id: z.number().int().nullable(),
  curricula_id: z.array(z.number().int()),
  studentsCount: z.number().int(),
});
export type SchoolGroup = z.infer<typeof schoolGroupSchema>;

export const groupCourseSchema = courseSchema.extend({ group_id: z.array(z.number().int()) });

/** Dashboard filter options. */
export const filterOptionsSchema = z.object({
  curriculas: z.array(z.object({ id: z.number().int(), name: z.string(), subject_id: z.number().int() })),
  qualifications: z.array(qualificationSchema),
  school_groups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      qualification_id: z.number().int().nullable(),
      curricula_id: z.array(z.number().int()),
    }),
  ),
  courses: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      curricula_id: z.number().int(),
      qualification_id: z.number().int(),
      group_id: z.array(z.number().int()),
    }),
  ),
  owner: z.boolean(),
  schoolAdmin: z.boolean(),
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

export const studentOptionSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('First name'),
  full_name: z.string(),
  subgroups: z.array(z.string()).describe('Tag names'),
});
export type StudentOption = z.infer<typeof studentOptionSchema>;

/** Most schools one answer of the platform admin's list holds; `offset` reaches the rest. */
export const ADMIN_SCHOOL_LIST_CAP = 500;
export const adminSchoolsQuerySchema = cappedListQuerySchema(ADMIN_SCHOOL_LIST_CAP);

/** A school as the platform admin sees it. */
export const adminSchoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['coach', 'smallschool', 'largeschool', 'xlschool']),
  active: z.boolean(),
  teachers: z.number().int(),
  students: z.number().int(),
  groups: z.number().int(),
  createdAt: z.string().describe('ISO date-time'),
});

/** PATCH /api/v2/admin/schools/:id: deactivate (its people can no longer sign in) or reactivate a school. */
export const updateSchoolStatusBodySchema = z
  .object({ active: z.boolean().describe('false: nobody of the school can sign in or use a token; true: restores') })
  .strict();
export type UpdateSchoolStatusBody = z.infer<typeof updateSchoolStatusBodySchema>;
export type AdminSchool = z.infer<typeof adminSchoolSchema>;
