import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw statement, the same on node-postgres and PGlite (both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

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
