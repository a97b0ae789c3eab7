import { z } from 'zod';

// Question imports (outside /api/v2): a file becomes a batch, a background job works through it,
// and the batch reports progress and per-row errors. Columns: docs/question-import.md.

export const importKindSchema = z.enum(['maf', 'quiz']).describe('maf: free-text questions; quiz: multiple choice');
export type ImportKind = z.infer<typeof importKindSchema>;

export const importStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const importFormatSchema = z
  .enum(['csv', 'xlsx', 'moodle', 'gift'])
  .describe('Detected from the content: CSV, Excel XLSX, Moodle XML or GIFT');
export type ImportFormat = z.infer<typeof importFormatSchema>;

export const importRowErrorSchema = z.object({
  line: z
    .number()
    .int()
    .describe(
      'CSV and GIFT: line in the file (the header is line 1); XLSX: row of the sheet; Moodle XML: position of the question (1 = first); 0: the file as a whole',
    ),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** Multipart text fields that may come with the file (send them before the file part). */
export const importUploadFieldsSchema = z.object({
  curricula: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Curriculum (id or name) for rows that leave it blank, and for Moodle XML / GIFT'),
  course: z.string().trim().max(200).optional().describe('Course (id or name) for rows that leave it blank'),
  lesson: z.string().trim().max(200).optional().describe('Lesson (id or name) for rows that leave it blank'),
  max_marks: z
    .string()
    .trim()
    .max(10)
    .optional()
    .describe('Marks of Moodle XML / GIFT questions without a grade (default 1)'),
});
export type ImportUploadFields = z.infer<typeof importUploadFieldsSchema>;

/** The 202 answer of an upload. */
export const importBatchCreatedSchema = z.object({
  id: z.number().int(),
  status: importStatusSchema,
});
export type ImportBatchCreated = z.infer<typeof importBatchCreatedSchema>;

export const importBatchSchema = z.object({
  id: z.number().int(),
  kind: importKindSchema,
  status: importStatusSchema,
  format: importFormatSchema,
  file_name: z.string(),
  total: z.number().int().describe('Rows (questions) in the file'),
  processed: z.number().int().describe('Rows handled so far'),
  created: z.number().int().describe('Questions created'),
  skipped: z.number().int().describe('Rows whose question is already in the bank (a re-run of the same file)'),
  failed: z.number().int().describe('Rows with errors: nothing of them was created'),
  errors: z.array(importRowErrorSchema).describe('Every problem found, with where it is'),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;
