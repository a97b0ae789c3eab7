// Fields and limits the question contracts share.
import { z } from 'zod';

export const id = z.number().int();
export const timestamp = z.string().describe('ISO 8601 date-time');
/** A phrase in the marking engine's notation (see packages/domain/src/marking/README.md). */
export const phrase = z.string().trim().min(1).max(500);

/** The most rows a question list counts: beyond it the list says "more than" (`total_capped`). */
export const QUESTION_COUNT_CAP = 200;
/** A word search counts its matches up to this many pages past the page asked for. */
export const QUESTION_SEARCH_PAGES_AHEAD = 4;

/**
 * How far a question list counts its matches. A word search counts to the end of the page asked for
 * and a few pages past it (at most QUESTION_COUNT_CAP): counting a common word further would read
 * every question that holds it, while a reader who wants more narrows the search. A list without
 * words counts to QUESTION_COUNT_CAP (its index answers that cheaply).
 */
export function questionCountCap(q: { query?: string | undefined; page: number; limit: number }): number {
  if (!q.query?.trim()) return QUESTION_COUNT_CAP;
  return Math.min(QUESTION_COUNT_CAP, (q.page + QUESTION_SEARCH_PAGES_AHEAD) * q.limit);
}
/** The largest page a question list answers; a larger `limit` is a 400. */
export const QUESTION_PAGE_MAX = 100;

export const page = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(QUESTION_PAGE_MAX).default(20),
};
/** How a question list reports its size: exact up to the cap, else the cap and `total_capped`. */
export const countFields = {
  total: z
    .number()
    .int()
    .describe(
      `Matching questions, counted up to ${QUESTION_COUNT_CAP} (a word search: up to ${QUESTION_SEARCH_PAGES_AHEAD} pages past the page asked for); with total_capped it is a lower bound`,
    ),
  total_capped: z
    .boolean()
    .describe('true: more questions match than `total` (counting stops there; narrow the search or page on)'),
};
