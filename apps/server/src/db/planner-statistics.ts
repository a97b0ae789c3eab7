import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './sql';

/**
 * PostgreSQL's own rule for when autovacuum re-analyses a table (its defaults
 * `autovacuum_analyze_threshold` 50 and `autovacuum_analyze_scale_factor` 0.1): once the rows
 * changed since the last ANALYZE exceed 50 + 10% of the rows it last counted.
 */
const CHANGED_ROWS_BASE = 50;
const CHANGED_ROWS_SHARE = 0.1;

/**
 * Gathers the query planner's statistics for every table of the public schema that has never
 * been analysed or has changed enough since (autovacuum's threshold), and answers their names.
 *
 * PostgreSQL's autovacuum does this by itself; the embedded PGlite runs no background workers,
 * so without this its planner never learns how large a table is and picks plans for empty
 * tables (seconds instead of milliseconds for the dashboards on a year's data). The activity
 * counters are flushed first, so rows written by the last statements count.
 */
export async function analyzeStaleTables(db: Db): Promise<string[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const stale = await rowsOf<{ name: string }>(
    db,
    sql`
    select c.relname as name
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_stat_user_tables s on s.relid = c.oid
     where n.nspname = 'public'
       and c.relkind = 'r'
       and (c.reltuples < 0
            or coalesce(s.n_mod_since_analyze, 0) > ${CHANGED_ROWS_BASE} + ${CHANGED_ROWS_SHARE} * c.reltuples)
     order by c.relname`,
  );
  const names = stale.map((row) => row.name);
  for (const name of names) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return names;
}
