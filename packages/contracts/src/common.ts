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

/**
 * The largest id the database holds (PostgreSQL `integer`/`serial`). Every id a client sends is
 * checked against it, so an id out of range is a 400 problem, never a database error (a 500).
 */
export const MAX_DB_ID = 2_147_483_647;
/** A database id in a JSON body. */
export const dbId = z.number().int().positive().max(MAX_DB_ID);
/** A database id in a path or query string (text, coerced to a number). */
export const dbIdParam = z.coerce.number().int().positive().max(MAX_DB_ID);

export const idParamsSchema = z.object({ id: dbIdParam });
export type IdParams = z.infer<typeof idParamsSchema>;

export const okSchema = z.object({ success: z.literal(true) });

export const paginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
