import { z } from 'zod';
import { PAGE_LIMIT_MAX, dbId, dbIdParam } from './common';
import { answerStructureSchema, questionKindSchema } from './questions';

// Exam templates: ordered sections of bank questions that teachers (or content staff, for the
// central templates every school sees) build once and set as assignments.

const id = z.number().int();
const timestamp = z.string().describe('ISO 8601 date-time');

/** Largest page a list route answers, whatever `limit` asks for. */
export const EXAM_LIST_MAX_LIMIT = PAGE_LIMIT_MAX;
/** Most sections, and most questions, one template holds. */
export const TEMPLATE_MAX_SECTIONS = 30;
export const TEMPLATE_MAX_QUESTIONS = 200;

export const templateVisibilitySchema = z
  .enum(['private', 'school', 'public'])
  .describe('private: only its author; school: every teacher of its school; public: every school');
export type TemplateVisibility = z.infer<typeof templateVisibilitySchema>;

const timeLimitSeconds = z
  .number()
  .int()
  .min(60)
  .max(24 * 3600)
  .nullable()
  .describe('Time limit in seconds once a student starts; null: none (the due time still applies)');

export const templateSectionBodySchema = z.object({
  title: z.string().trim().max(200).default('').describe('Section heading shown to students; may be empty'),
  question_ids: z
    .array(dbId)
    .max(TEMPLATE_MAX_QUESTIONS)
    .describe('Bank question ids (MAF or multiple choice) in the order students see them'),
});
export type TemplateSectionBody = z.input<typeof templateSectionBodySchema>;

export const createExamTemplateBodySchema = z.object({
  name: z.string().trim().min(1).max(200).describe('Template name'),
  instructions: z.string().trim().max(5000).nullable().optional().describe('Shown to students before they start'),
  curricula_id: dbId.describe('Curriculum the template belongs to'),
  course_id: dbId.nullable().optional().describe('Course within the curriculum'),
  lesson_ids: z.array(dbId).max(100).default([]).describe('Lessons the template covers (a browse filter)'),
  visibility: templateVisibilitySchema.default('school'),
  time_limit_seconds: timeLimitSeconds.optional(),
  sections: z
    .array(templateSectionBodySchema)
    .max(TEMPLATE_MAX_SECTIONS)
    .default([])
    .describe('Ordered sections; a question appears at most once in a template'),
});
export type CreateExamTemplateBody = z.input<typeof createExamTemplateBodySchema>;

/** Every field optional; `sections` and `lesson_ids`, when sent, replace the whole list. */
export const updateExamTemplateBodySchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  instructions: z.string().trim().max(5000).nullable().optional(),
  curricula_id: dbId.optional(),
  course_id: dbId.nullable().optional(),
  lesson_ids: z.array(dbId).max(100).optional(),
  visibility: templateVisibilitySchema.optional(),
  time_limit_seconds: timeLimitSeconds.optional(),
  sections: z.array(templateSectionBodySchema).max(TEMPLATE_MAX_SECTIONS).optional(),
});
export type UpdateExamTemplateBody = z.input<typeof updateExamTemplateBodySchema>;

export const templateQuestionSchema = z.object({
  question_id: id,
  position: z.number().int().describe('Order within its section, from 0'),
  kind: questionKindSchema.describe('maf: free text (numeric when its structure is numeric); quiz: multiple choice'),
  text: z.string(),
  max_marks: z.number().int(),
});

export const templateSectionSchema = z.object({
  id,
  position: z.number().int(),
  title: z.string(),
  marks: z.number().int().describe('Sum of its questions’ marks'),
  questions: z.array(templateQuestionSchema),
});

/** A template in a list: no sections. */
export const examTemplateSummarySchema = z.object({
  id,
  name: z.string(),
  instructions: z.string().nullable(),
  curricula_id: id.nullable(),
  course_id: id.nullable(),
  lesson_ids: z.array(id),
  school_id: id.nullable().describe('null: a central template'),
  central: z.boolean().describe('Made by content staff for every school'),
  visibility: templateVisibilitySchema,
  created_by: id.nullable(),
  author: z.string().nullable().describe('Name of the teacher or staff member who made it'),
  time_limit_seconds: z.number().int().nullable(),
  total_marks: z.number().int().describe('Sum of the max marks of its questions'),
  question_count: z.number().int(),
  editable: z.boolean().describe('Whether the caller may change or delete it'),
  archived_at: timestamp.nullable().describe('Set when deleted while assignments use it'),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ExamTemplateSummary = z.infer<typeof examTemplateSummarySchema>;

export const examTemplateSchema = examTemplateSummarySchema.extend({
  sections: z.array(templateSectionSchema),
});
export type ExamTemplate = z.infer<typeof examTemplateSchema>;

export const examTemplatePageSchema = z.object({
  items: z.array(examTemplateSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ExamTemplatePage = z.infer<typeof examTemplatePageSchema>;

const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const examTemplateBrowseSchema = z
  .enum(['all', 'mine', 'school', 'public', 'central'])
  .describe(
    'all: every template the caller may see; mine: made by the caller; school: of the caller’s school; public: shared by other schools; central: made by content staff',
  );

export const listExamTemplatesQuerySchema = z.object({
  query: z.string().trim().max(200).optional().describe('Words the name or instructions contain'),
  curricula: dbIdParam.optional().describe('Curriculum id'),
  course: dbIdParam.optional().describe('Course id'),
  lessons: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'Comma-separated lesson ids')
    .optional()
    .describe('Comma-separated lesson ids: templates covering any of them'),
  marks: z.coerce.number().int().min(0).max(10_000).optional().describe('Exact total marks'),
  public: booleanParam.describe('true: only public templates'),
  browse: examTemplateBrowseSchema.default('all'),
  archived: booleanParam.describe('true: include archived templates'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(EXAM_LIST_MAX_LIMIT).default(20),
});
export type ListExamTemplatesQuery = z.input<typeof listExamTemplatesQuerySchema>;

export const listCentralTemplatesQuerySchema = listExamTemplatesQuerySchema.omit({ browse: true, public: true });
export type ListCentralTemplatesQuery = z.input<typeof listCentralTemplatesQuerySchema>;

export const deleteExamTemplateQuerySchema = z.object({
  confirm: booleanParam.describe('true: archive the template even though assignments use it'),
});

/** The 400 answered when deleting a template assignments use, without confirm. */
export const templateInUseSchema = z.object({
  code: z.literal('template_in_use'),
  assignments: z
    .array(z.object({ id, title: z.string(), due_at: timestamp }))
    .describe('Assignments of the caller’s school that use it (at most 50)'),
  assignment_count: z.number().int(),
});
export type TemplateInUse = z.infer<typeof templateInUseSchema>;

export const deleteExamTemplateResultSchema = z.object({
  success: z.literal(true),
  archived: z.boolean().describe('true: archived (assignments use it); false: deleted'),
});

// --- the builder's tree: sections -> questions -> marking points (teachers only, never students)
export const twigMarkingPointSchema = z.object({
  id,
  position: z.number().int(),
  text: z.string(),
  marks: z.number().int(),
});

export const twigQuestionSchema = templateQuestionSchema.extend({
  photo_url: z.string().nullable(),
  structure: answerStructureSchema.nullable().describe('null: free text'),
  choices: z.array(z.string()).nullable().describe('Multiple choice: the choices'),
  correct: z.array(z.number().int()).nullable().describe('Multiple choice: indexes of the correct choices'),
  marking_points: z.array(twigMarkingPointSchema),
});

export const templateTwigsSchema = z.object({
  id,
  name: z.string(),
  total_marks: z.number().int(),
  sections: z.array(templateSectionSchema.omit({ questions: true }).extend({ questions: z.array(twigQuestionSchema) })),
});
export type TemplateTwigs = z.infer<typeof templateTwigsSchema>;
