import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The health check's query: the cheapest round trip that proves the database answers. */
export function createHealthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`SELECT 1`);
    },
  };
}
