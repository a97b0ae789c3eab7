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
  retry_after: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('When the answer asks to wait (429, 503): the seconds of its Retry-After header'),
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

/**
 * Whether a link is safe to put in an href or src: an http(s) URL, or a path on this site.
 * Refused: other schemes (javascript:, data:), protocol-relative "//host", "/\\host" (browsers
 * read a backslash as a slash), and any space or control character (browsers drop tabs and
 * newlines inside URLs, so "/\t/host" is "//host").
 */
export function isSafeLink(value: string): boolean {
  if (/[\s\\]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\/[^/?#]/i.test(value)) return false;
  return URL.canParse(value);
}

/** A link a user types: an http(s) URL or a path on this site (see isSafeLink). */
export const safeLinkSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(isSafeLink, { message: 'Use an http(s):// URL or a path on this site (starting with "/")' })
  .describe('An http(s) URL or a path on this site');

export const idParamsSchema = z.object({ id: dbIdParam });
export type IdParams = z.infer<typeof idParamsSchema>;

export const okSchema = z.object({ success: z.literal(true) });

// ---- Paging: the one contract every list route follows ----
//
// Three shapes, by what the order of a list allows:
// - keyset pages (`cursor` + `limit`): the list has a stable unique order an index serves; the
//   answer's `next_cursor` opens the next page, and page N costs what page 1 costs;
// - numbered pages (`page` + `limit`): short lists, or orders no index serves;
// - capped lists (`limit` + `offset`, answered as a bare array): lists whose unpaged array shape is
//   a contract with existing clients; `limit` defaults to the route's cap and may not exceed it.
// A `limit` above the cap is a 400 problem, never silently shortened.

/** Largest page any paged list answers. */
export const PAGE_LIMIT_MAX = 100;
/** Page size when the client does not ask for one. */
export const PAGE_LIMIT_DEFAULT = 20;
/** Totals stop counting here: beyond it the client reads "more than", and no count scans a whole table. */
export const COUNT_CAP = 1_000;

const pageLimit = z.coerce
  .number()
  .int()
  .min(1)
  .max(PAGE_LIMIT_MAX)
  .default(PAGE_LIMIT_DEFAULT)
  .describe(`Items per page (at most ${PAGE_LIMIT_MAX})`);

/** Numbered pages: `page` (from 1) and `limit`. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('Page number, from 1'),
  limit: pageLimit,
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** An opaque keyset cursor: the `next_cursor` of the previous page. */
export const cursorParam = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'A cursor is the next_cursor of a previous page')
  .describe('The `next_cursor` of the previous page; absent for the first page');

/** Keyset pages: `cursor` and `limit`. */
export const cursorQuerySchema = z.object({ cursor: cursorParam.optional(), limit: pageLimit });
export type CursorQuery = z.infer<typeof cursorQuerySchema>;

/** Offset pages (`limit`, `offset`), for lists whose clients already send them. */
export const paginationQuerySchema = z.object({
  limit: pageLimit,
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('Items to skip'),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/**
 * A capped list: `limit` defaults to the cap and may not exceed it, `offset` skips. For routes whose
 * answer is a bare array by contract: a client that sends nothing gets everything up to the cap.
 */
export function cappedListQuerySchema(cap: number) {
  return z.object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(cap)
      .default(cap)
      .describe(`Most items to answer (at most ${cap}, the default)`),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('Items to skip'),
  });
}
export type CappedListQuery = z.infer<ReturnType<typeof cappedListQuerySchema>>;

/** The total of a paged list, counted up to `COUNT_CAP`. */
const totalFields = {
  total: z.number().int().describe(`Matching items, counted up to ${COUNT_CAP}`),
  total_capped: z.boolean().describe(`true: there are more than ${COUNT_CAP}; \`total\` stopped counting`),
};

/** A numbered page of `item`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

/** A keyset page of `item`: `next_cursor` is null on the last page. */
export function cursorPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    next_cursor: z.string().nullable().describe('Send as `cursor` for the next page; null: this is the last page'),
    ...totalFields,
  });
}
