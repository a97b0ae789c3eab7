import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { analyzeStaleTables } from './planner-statistics';
import { rowsOf } from './sql';
import { skills } from './schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function plannerRowsOfSkills() {
  const [row] = await rowsOf<{ tuples: number }>(
    t.db,
    sql`select reltuples as tuples from pg_class where relname = 'skills'`,
  );
  return Number(row!.tuples);
}

describe('planner statistics on the embedded database', () => {
  it('analyses a table once enough of it changed, and leaves it until it changes again', async () => {
    await analyzeStaleTables(t.db);
    const before = await plannerRowsOfSkills();

    await t.db.insert(skills).values(Array.from({ length: 300 }, (_, i) => ({ name: `Planner skill ${i}` })));
    const analysed = await analyzeStaleTables(t.db);

    // PostgreSQL's autovacuum may have analysed the table first; PGlite has nobody else to do it.
    if (t.database.kind === 'pglite') expect(analysed).toContain('skills');
    expect(await plannerRowsOfSkills()).toBeGreaterThanOrEqual(before + 300);
    expect(await analyzeStaleTables(t.db)).not.toContain('skills');
  });
});
