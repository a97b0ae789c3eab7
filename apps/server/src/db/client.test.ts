import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { fromPostgres } from './client';

const url = process.env.DATABASE_URL;

type PgClientState = pg.Client & { _activeQuery: unknown; _queryQueue: unknown[] };

describe.skipIf(!url)('the PostgreSQL pool', () => {
  it('runs the reads a transaction starts together one after another on its connection', async () => {
    // What pg 9 will refuse: a query handed to a connection while another is still running on it.
    const overlapping: string[] = [];
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: PgClientState,
      ...args: unknown[]
    ) {
      if (this._activeQuery || this._queryQueue.length > 0) overlapping.push(JSON.stringify(args[0]));
      return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
    const database = fromPostgres(url!, 2);
    try {
      const results = await database.db.transaction(async (tx) =>
        Promise.all([
          tx.execute(sql`select pg_sleep(0.02), 1 as n`),
          tx.execute(sql`select 2 as n`),
          tx.execute(sql`select 3 as n`),
        ]),
      );
      expect(results.map((r) => Number((r as { rows: { n: unknown }[] }).rows[0]!.n))).toEqual([1, 2, 3]);
      expect(overlapping).toEqual([]);
    } finally {
      spy.mockRestore();
      await database.close();
    }
  });
});
