// Fields the marking contracts share (not part of the public contracts).
import { z } from 'zod';

export const id = z.number().int();
export const timestamp = z.string().describe('ISO 8601 date-time');

/** Longest feedback (per answer or per attempt), in characters. Plain text, never HTML. */
export const MAX_FEEDBACK_LENGTH = 5_000;
/** Longest comment of a teacher's comment bank, in characters. */
export const MAX_BANK_COMMENT_LENGTH = 1_000;
/** Most comments one teacher's bank holds: the bank is read whole. */
export const MAX_BANK_COMMENTS = 500;
/** Most answers one cluster mark (POST /mafanswers/:id/markings) may change at once. */
export const MAX_ANSWERS_PER_MARK = 500;
/** Longest text of a student's query on a marking point. */
export const MAX_QUERY_LENGTH = 2_000;

export const feedbackText = z
  .string()
  .trim()
  .max(MAX_FEEDBACK_LENGTH)
  .describe(`Plain-text feedback (at most ${MAX_FEEDBACK_LENGTH} characters); shown as text, never HTML`);
