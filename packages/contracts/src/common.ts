import { z } from 'zod';

/** RFC 9457 problem details, as every error of the API is answered. */
export const problemSchema = z.object({
  type: z.string().describe('URI reference identifying the problem type'),
  title: z.string().describe('Short human-readable summary'),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.string().describe('Stable machine-readable error code, e.g. "validation_failed"'),
  instance: z.string().optional(),
  errors: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('For validation problems: one entry per invalid field'),
});
export type Problem = z.infer<typeof problemSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type IdParams = z.infer<typeof idParamsSchema>;

export const okSchema = z.object({ success: z.literal(true) });

export const paginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
