import { z } from 'zod';
import { cappedListQuerySchema, cursorPageSchema, cursorQuerySchema, dbId, dbIdParam } from './common';

/**
 * School administration: a school admin manages the teachers, classes and students
 * of their own school. Every id below belongs to the caller's school.
 */

const nameSchema = z.string().trim().min(1).max(200);
const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'Enter a valid e-mail address' }))
  .describe('E-mail address; unique across the platform (stored in lower case)');
const idListSchema = z.array(dbId).max(500);
/** A subgroup (tag) name such as "Set 2" or "SEN". */
export const subgroupNameSchema = z.string().trim().min(1).max(50);
const subgroupsSchema = z
  .array(subgroupNameSchema)
  .max(20)
  .transform((tags) => [...new Set(tags)])
  .describe('Subgroups (free tags) of the student, e.g. "Set 2"');

/** A short reference to a class, teacher or curriculum. */
export const schoolAdminRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type SchoolAdminRef = z.infer<typeof schoolAdminRefSchema>;

const initialPasswordSchema = z
  .string()
  .describe('One-time password generated for the new account; shown once, never stored in clear');

// ---- teachers ----

export const schoolTeacherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  schoolAdmin: z.boolean(),
  owner: z.boolean().describe('The teacher who registered the school'),
  active: z.boolean(),
  groups: z.array(schoolAdminRefSchema).describe('Classes the teacher teaches'),
});
export type SchoolTeacher = z.infer<typeof schoolTeacherSchema>;

export const createTeacherBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  schoolAdmin: z.boolean().default(false),
});
export type CreateTeacherBody = z.input<typeof createTeacherBodySchema>;

export const createdTeacherSchema = schoolTeacherSchema.extend({ initialPassword: initialPasswordSchema });
export type CreatedTeacher = z.infer<typeof createdTeacherSchema>;

export const updateTeacherBodySchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    schoolAdmin: z.boolean().optional(),
    active: z
      .boolean()
      .optional()
      .describe('false deactivates the account (it can no longer log in); nothing is deleted'),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change' });
export type UpdateTeacherBody = z.input<typeof updateTeacherBodySchema>;

// ---- classes ----

export const schoolClassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  qualification: schoolAdminRefSchema.nullable().describe('The qualification the class works towards, if set'),
  curricula: z.array(schoolAdminRefSchema),
  teachers: z.array(schoolAdminRefSchema),
  studentsCount: z.number().int().describe('Active students in the class'),
});
export type SchoolClass = z.infer<typeof schoolClassSchema>;

export const createClassBodySchema = z.object({
  name: nameSchema,
  qualificationId: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .describe('A qualification of one of the chosen curricula'),
  curriculaIds: idListSchema.min(1).describe("Curricula of the class: among the school's subscribed curricula"),
  teacherIds: idListSchema.describe('Teachers of this school who teach the class'),
});
export type CreateClassBody = z.input<typeof createClassBodySchema>;

export const updateClassBodySchema = z
  .object({
    name: nameSchema.optional(),
    qualificationId: dbId.nullable().optional(),
    curriculaIds: idListSchema.min(1).optional(),
    teacherIds: idListSchema.optional(),
    active: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change' });
export type UpdateClassBody = z.input<typeof updateClassBodySchema>;

/** What the class form offers: the school's subscribed curricula with their qualifications. */
export const classOptionsSchema = z.object({
  curricula: z.array(schoolAdminRefSchema.extend({ qualifications: z.array(schoolAdminRefSchema) })),
});
export type ClassOptions = z.infer<typeof classOptionsSchema>;

// ---- students ----

const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const schoolStudentsQuerySchema = z.object({
  query: z.string().trim().max(200).optional().describe('Part of the name or e-mail'),
  groupId: dbIdParam.optional().describe('Only students of this class'),
  includeInactive: booleanQuery.optional().describe('Also list deactivated students'),
  ...cursorQuerySchema.shape,
});
export type SchoolStudentsQuery = z.input<typeof schoolStudentsQuerySchema>;

export const schoolStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  groups: z.array(schoolAdminRefSchema),
  subgroups: z.array(z.string()),
});
export type SchoolStudent = z.infer<typeof schoolStudentSchema>;

/** A page of the school's students, by name. */
export const schoolStudentPageSchema = cursorPageSchema(schoolStudentSchema);
export type SchoolStudentPage = z.infer<typeof schoolStudentPageSchema>;

/**
 * Most teachers, or classes, one answer of the school lists holds: a school's staff and classes are
 * tens, so the screens filter them in the browser; `offset` reaches past the cap.
 */
export const SCHOOL_LIST_CAP = 500;
export const schoolListQuerySchema = cappedListQuerySchema(SCHOOL_LIST_CAP);
export type SchoolListQuery = z.infer<typeof schoolListQuerySchema>;

export const createStudentBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  groupIds: idListSchema.default([]).describe('Classes of this school the student joins'),
  subgroups: subgroupsSchema.default([]),
});
export type CreateStudentBody = z.input<typeof createStudentBodySchema>;

export const createdStudentSchema = schoolStudentSchema.extend({ initialPassword: initialPasswordSchema });
export type CreatedStudent = z.infer<typeof createdStudentSchema>;

export const updateStudentBodySchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    groupIds: idListSchema.optional().describe('Replaces the classes of the student'),
    subgroups: subgroupsSchema.optional().describe('Replaces the subgroups of the student'),
    active: z.boolean().optional().describe('false deactivates the student; their work is kept'),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change' });
export type UpdateStudentBody = z.input<typeof updateStudentBodySchema>;

// ---- CSV import ----

/** Most rows one import may hold. */
export const STUDENT_IMPORT_MAX_ROWS = 2000;

export const importStudentsBodySchema = z
  .object({
    csv: z
      .string()
      .min(1)
      .max(1_000_000)
      .describe('CSV text with a header row: name,email,class,subgroups (subgroups separated by ";")'),
  })
  .nullish()
  .describe('JSON `{csv}`; or send the file as multipart/form-data instead (the body is then not JSON)');
export type ImportStudentsBody = NonNullable<z.input<typeof importStudentsBodySchema>>;

export const studentImportErrorSchema = z.object({
  code: z.string().describe('e.g. email_taken, email_invalid, email_duplicate, class_unknown, name_missing'),
  message: z.string(),
  column: z.string().optional(),
});
export const studentImportLineSchema = z.object({
  line: z.number().int().describe('Line of the file (the header is line 1)'),
  errors: z.array(studentImportErrorSchema),
});
export type StudentImportLine = z.infer<typeof studentImportLineSchema>;

export const importedStudentSchema = z.object({
  id: z.number().int(),
  line: z.number().int(),
  name: z.string(),
  email: z.string(),
  class: z.string().nullable(),
  subgroups: z.array(z.string()),
  initialPassword: initialPasswordSchema,
});
export type ImportedStudent = z.infer<typeof importedStudentSchema>;

export const importStudentsResultSchema = z.object({
  created: z.array(importedStudentSchema),
  credentialsCsv: z
    .string()
    .describe('name,email,class,password of every created student as CSV, safe to open in a spreadsheet'),
});
export type ImportStudentsResult = z.infer<typeof importStudentsResultSchema>;

/** The dry run of an import: what would be created, or every problem, without creating anything. */
export const importStudentsCheckSchema = z.object({
  valid: z.boolean().describe('true when the file can be imported as it is'),
  students: z
    .array(
      z.object({
        line: z.number().int(),
        name: z.string(),
        email: z.string(),
        class: z.string().nullable(),
        subgroups: z.array(z.string()),
      }),
    )
    .describe('The students the import would create (empty when invalid)'),
  rows: z.array(studentImportLineSchema).describe('Lines with problems (empty when valid)'),
});
export type ImportStudentsCheck = z.infer<typeof importStudentsCheckSchema>;

// ---- overview ----

export const schoolOverviewSchema = z.object({
  teachers: z.number().int().describe('Active teachers, school admins included'),
  classes: z.number().int().describe('Active classes'),
  students: z.number().int().describe('Active students'),
  curricula: z.number().int().describe('Subscribed curricula'),
});
export type SchoolOverview = z.infer<typeof schoolOverviewSchema>;
