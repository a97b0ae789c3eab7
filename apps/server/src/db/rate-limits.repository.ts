import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rateLimitCounters } from './schema/index';

/** SQL of the per-user rate limits (lib/rate-limit-store.ts). */
export function createRateLimitsRepository(db: Db) {
  const t = rateLimitCounters;
  return {
    /**
     * Counts one hit of a user's action in the window starting at `windowStart` and answers the
     * window's hits so far, this one included. One statement: the insert-or-increment is atomic,
     * so parallel requests on any number of processes each see their own count; the same
     * statement deletes the user's earlier windows of this action (nothing else reads them).
     */
    async hit(userId: number, action: string, windowStart: Date): Promise<number> {
      const start = windowStart.toISOString();
      const result = await db.execute(sql`
        WITH expired AS (
          DELETE FROM ${t}
          WHERE ${t.userId} = ${userId} AND ${t.action} = ${action} AND ${t.windowStart} < ${start}::timestamptz
        )
        INSERT INTO ${t} (user_id, action, window_start, hits)
        VALUES (${userId}, ${action}, ${start}::timestamptz, 1)
        ON CONFLICT (user_id, action, window_start) DO UPDATE SET hits = ${t}.hits + 1
        RETURNING hits`);
      const rows = (result as unknown as { rows: { hits: number | string }[] }).rows;
      return Number(rows[0]!.hits);
    },
  };
}
