import { COUNT_CAP, type PageQuery } from '@markwell/contracts';
import { badRequest } from './errors';

/** Rows to skip for a numbered page. */
export const offsetOf = (q: PageQuery) => (q.page - 1) * q.limit;

/** A keyset position: the sort values of the last row of a page, in the order of the sort. */
export type KeysetPosition = readonly (string | number)[];

/** The opaque cursor of a keyset position (URL-safe, so it travels in a query string as is). */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/**
 * The keyset position a cursor holds, checked against the kinds of its sort columns; a cursor that
 * does not decode to that shape is a 400 (`invalid_cursor`), never a database error.
 */
export function decodeCursor<K extends readonly ('string' | 'number')[]>(
  cursor: string,
  kinds: K,
): { [I in keyof K]: K[I] extends 'number' ? number : string } {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const fits =
    Array.isArray(value) &&
    value.length === kinds.length &&
    value.every((v, i) =>
      kinds[i] === 'number' ? Number.isSafeInteger(v) : typeof v === 'string' && v.length <= 1000,
    );
  if (!fits)
    throw badRequest(
      'invalid_cursor',
      'This cursor is not one a previous page answered; start again from the first page',
    );
  return value as { [I in keyof K]: K[I] extends 'number' ? number : string };
}

/**
 * Turns the rows of a keyset query that asked for `limit + 1` rows into a page: the extra row only
 * says whether another page exists, and the cursor is the position of the last row kept.
 */
export function keysetPage<Row>(rows: Row[], limit: number, positionOf: (row: Row) => KeysetPosition) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next_cursor: rows.length > limit && last !== undefined ? encodeCursor(positionOf(last)) : null };
}

/** A total counted with `LIMIT COUNT_CAP + 1`: exact up to the cap, flagged beyond it. */
export function cappedTotal(counted: number) {
  return { total: Math.min(counted, COUNT_CAP), total_capped: counted > COUNT_CAP };
}
