import {
  getTableColumns,
  getTableName,
  sql,
  type AnyColumn,
  type InferSelectModel,
  type SQL,
  type Table,
} from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw statement, the same on node-postgres and PGlite (both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A timestamp from a raw statement: node-postgres may hand it over as text, PGlite as a Date. */
export const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** Integer ids as one `int[]` parameter (`= any(...)`, `unnest(...)`): one bind however many ids. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * A column as "table"."column" inside raw SQL. Drizzle leaves a column unqualified when the
 * query reads a single table, which silently rebinds it inside a correlated subquery
 * (`where "assignment_id" = "id"` compares the subquery's own columns).
 */
export function col(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Text to find inside a LIKE pattern, its wildcards (`%`, `_`) and the escape (`\`) taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A row of `table` as returned by a raw statement (`returning *`), read as Drizzle reads its own
 * selects: each column's driver value decoded (timestamps to dates, and so on), keys by field name.
 */
export function tableRowOf<T extends Table>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value == null ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
