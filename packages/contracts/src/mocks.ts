import { z } from 'zod';
import { cappedListQuerySchema, dbId, dbIdParam } from './common';

// Mock exams run across schools: content staff offer a sitting of a central exam template (a mock
// session) to chosen schools; each school sets it to its classes as an ordinary assignment linked to
// the session, and results are compared across schools without naming another school's figures.

const id = z.number().int();
const timestamp = z.string().describe('ISO 8601 date-time');
const isoDateTime = z.iso
  .datetime({ offset: true })
  .describe('ISO 8601 date-time with offset, e.g. 2026-11-23T09:00:00Z');
const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
/** A comma-separated list of ids in a query string: "3,8,12". */
const idListParam = z
  .string()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'Comma-separated ids, at most 50')
  .transform((v) => v.split(',').map(Number))
  .refine((ids) => ids.every((n) => n > 0 && n <= 2_147_483_647), 'An id is out of range');

const timeLimit = z
  .number()
  .int()
  .min(60)
  .max(24 * 3600)
  .nullable()
  .describe('Seconds a student has once started; null: none (the closing time still applies)');

/** Most schools one session is offered to: it bounds a session's lists of schools and results. */
export const MOCK_SCHOOLS_MAX = 500;
/** Days a closed session stays on the schools' Mock exams page (for its results), unless archived. */
export const MOCK_AVAILABLE_CLOSED_DAYS = 90;

/** Where a session stands against the clock. */
export const mockSessionStateSchema = z
  .enum(['upcoming', 'open', 'closed'])
  .describe('upcoming: opens later; open: schools may sit it now; closed: its window has ended');
export type MockSessionState = z.infer<typeof mockSessionStateSchema>;

export const mockSchoolSchema = z.object({
  id,
  name: z.string(),
});
export type MockSchool = z.infer<typeof mockSchoolSchema>;

export const mockSessionSchema = z.object({
  id,
  name: z.string(),
  template_id: id.describe('The central exam template the session sits'),
  template_name: z.string(),
  total_marks: z.number().int().describe('Marks of the template'),
  question_count: z.number().int(),
  opens_at: timestamp,
  closes_at: timestamp,
  time_limit_seconds: z.number().int().nullable(),
  state: mockSessionStateSchema,
  schools: z.array(mockSchoolSchema).describe('The schools it is offered to, by name'),
  assignment_count: z.number().int().describe('Assignments schools have set from it'),
  submitted_count: z.number().int().describe('Attempts submitted across schools'),
  archived_at: timestamp.nullable().describe('Set when deleted after schools had set it'),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MockSession = z.infer<typeof mockSessionSchema>;

export const mockSessionPageSchema = z.object({
  items: z.array(mockSessionSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type MockSessionPage = z.infer<typeof mockSessionPageSchema>;

export const listMockSessionsQuerySchema = z.object({
  schools: idListParam.optional().describe('Only sessions offered to one of these schools (ids, comma-separated)'),
  templates: idListParam.optional().describe('Only sessions of one of these central templates (ids, comma-separated)'),
  archived: booleanParam.describe('true: include archived sessions'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListMockSessionsQuery = z.input<typeof listMockSessionsQuerySchema>;

const windowRefinement = (v: { opens_at?: string | undefined; closes_at?: string | undefined }) =>
  !v.opens_at || !v.closes_at || new Date(v.closes_at) > new Date(v.opens_at);

export const createMockSessionBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200).describe('e.g. "Year 10 Biology mock, November"'),
    template_id: dbId.describe('A central exam template (see GET /mocktemplates)'),
    school_ids: z.array(dbId).min(1).max(500).describe('The schools it is offered to (see GET /mockschools)'),
    opens_at: isoDateTime.describe('When schools’ students may start'),
    closes_at: isoDateTime.describe('When it closes everywhere (after opens_at)'),
    time_limit_seconds: timeLimit.default(null),
  })
  .refine(windowRefinement, { message: 'closes_at must be after opens_at', path: ['closes_at'] });
export type CreateMockSessionBody = z.input<typeof createMockSessionBodySchema>;

/** Every field optional; `school_ids`, when sent, replaces the list. */
export const updateMockSessionBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    template_id: dbId.optional().describe('Only while no school has set the session'),
    school_ids: z
      .array(dbId)
      .min(1)
      .max(MOCK_SCHOOLS_MAX)
      .optional()
      .describe('Replaces the list; a school that set it stays'),
    opens_at: isoDateTime.optional(),
    closes_at: isoDateTime.optional(),
    time_limit_seconds: timeLimit.optional(),
  })
  .refine(windowRefinement, { message: 'closes_at must be after opens_at', path: ['closes_at'] });
export type UpdateMockSessionBody = z.input<typeof updateMockSessionBodySchema>;

export const confirmQuerySchema = z.object({
  confirm: booleanParam.describe('true: the second confirmation step, after a 400 that says what would be lost'),
});

/** The 400 answered when deleting a session schools have set, without confirm. */
export const mockSessionInUseSchema = z.object({
  code: z.literal('mock_session_in_use'),
  school_count: z.number().int().describe('Schools that set it'),
  assignment_count: z.number().int(),
  submitted_count: z.number().int().describe('Attempts students submitted'),
});
export type MockSessionInUse = z.infer<typeof mockSessionInUseSchema>;

export const deleteMockSessionResultSchema = z.object({
  success: z.literal(true),
  archived: z.boolean().describe('true: archived (schools set it; their assignments and results stay); false: deleted'),
});

export const mockSchoolsQuerySchema = cappedListQuerySchema(100).extend({
  query: z.string().trim().max(200).optional().describe('Words the school’s name contains'),
});
export const mockSchoolListSchema = z.array(mockSchoolSchema);

export const mockTemplatesQuerySchema = cappedListQuerySchema(100).extend({
  query: z.string().trim().max(200).optional().describe('Words the template’s name contains'),
});
export const mockTemplateSchema = z.object({
  id,
  name: z.string(),
  curricula_id: id.nullable(),
  total_marks: z.number().int(),
  question_count: z.number().int(),
  time_limit_seconds: z.number().int().nullable(),
});
export type MockTemplate = z.infer<typeof mockTemplateSchema>;
export const mockTemplateListSchema = z.array(mockTemplateSchema);

/** One of the school's assignments that sits a session. */
export const mockSchoolAssignmentSchema = z.object({
  assignment_id: id,
  title: z.string(),
  classes: z.array(z.string()).describe('Names of the classes (or subgroups, students) it is set to'),
  group_ids: z.array(id).describe('The classes it is set to whole (a class can be set a mock once)'),
  opens_at: timestamp,
  due_at: timestamp,
  created_by_me: z.boolean(),
});

export const availableMockSchema = z.object({
  session: mockSessionSchema.omit({ schools: true, assignment_count: true, submitted_count: true, archived_at: true }),
  assignments: z.array(mockSchoolAssignmentSchema).describe('The caller’s school’s assignments of it'),
  set: z.boolean().describe('true: the school has set it to at least one class'),
});
export type AvailableMock = z.infer<typeof availableMockSchema>;
export const availableMockListSchema = z.array(availableMockSchema);

/** POST /sessions/:id/assignments: the caller's school sets the session to its classes. */
export const setMockBodySchema = z.object({
  group_ids: z.array(dbId).min(1).max(50).describe('Classes (only the caller’s own; a school admin any of the school)'),
  title: z.string().trim().min(1).max(200).optional().describe('Default: the session name'),
  opens_at: isoDateTime.optional().describe('Default: the session’s opening; must lie within the session'),
  due_at: isoDateTime.optional().describe('Default: the session’s closing; must lie within the session'),
  one_per_page: z.boolean().default(false),
});
export type SetMockBody = z.input<typeof setMockBodySchema>;

export const setMockResultSchema = z.object({ assignment_id: id, session_id: id });

export const findMockQuerySchema = z.object({
  assignmentId: dbIdParam.describe('An assignment of the caller’s school'),
});

export const mockOfAssignmentSchema = z.object({
  success: z.literal(true),
  assignment_id: id,
  session: availableMockSchema.shape.session,
});
export type MockOfAssignment = z.infer<typeof mockOfAssignmentSchema>;

export const deleteMockAssignmentResultSchema = z.object({ success: z.literal(true) });

// --- results across schools
const groupResult = {
  students: z.number().int().describe('Students with a submitted attempt for credit'),
  mean_percent: z.number().nullable().describe('Mean of their percentages, one decimal; null: none yet'),
};

export const mockResultsSchema = z.object({
  session_id: id,
  name: z.string(),
  max_marks: z.number().int(),
  all_schools: z
    .object({ schools: z.number().int().describe('Schools with released results'), ...groupResult })
    .nullable()
    .describe(
      'Every school together, anonymous, over released marks; null for a school until enough other schools and students stand behind it',
    ),
  all_schools_withheld: z
    .string()
    .nullable()
    .describe('Why `all_schools` is withheld from the caller (null when it is shown)'),
  schools: z
    .array(z.object({ school_id: id, school_name: z.string(), ...groupResult }))
    .describe('Per school: every school for staff; only the caller’s own for a school'),
  assignments: z
    .array(z.object({ assignment_id: id, title: z.string(), classes: z.array(z.string()), ...groupResult }))
    .describe('The caller’s school’s assignments of the session (empty for staff)'),
});
export type MockResults = z.infer<typeof mockResultsSchema>;

/** The columns every mock export starts with; one column per question follows ("Q1 (12)", …). */
export const MOCK_EXPORT_CSV_HEADER = [
  'school',
  'class',
  'student',
  'assignment',
  'submitted_at',
  'total',
  'max',
  'percent',
  'released',
  'for_credit',
] as const;

/** The web client's messages for the legacy mock outcomes (SPEC's own wording, spelling kept). */
export const MOCK_NOT_FOUND_MESSAGE = 'The Mok exam with this id does not exist.';
export const MOCK_DELETE_FAILED_MESSAGE = 'Something went wrong please try again later.';
