import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, type SeededDatabase } from './config';
import { adminQuery, withDatabase } from './server';

/**
 * A migrated database holding the demo data, prepared once per run: a journey's server of its own
 * starts on a copy of it instead of migrating and seeding a database from nothing (initdb and the
 * seeding were most of such a server's start). On PGlite it is a data folder; on PostgreSQL a
 * database that CREATE DATABASE … TEMPLATE copies. Seeded by the server's own seeding
 * (apps/server/src/cli/seed-demo.ts) with the server's production settings.
 */
export type { SeededDatabase };

const run = promisify(execFile);

/** Migrates and seeds the run's seeded database (DATABASE_URL's server when set, else PGlite). */
export async function prepareSeededDatabase(): Promise<SeededDatabase> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  let seeded: SeededDatabase;
  if (serverUrl) {
    const name = `markwell_e2e_seeded_${process.pid}`;
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    env.DATABASE_URL = withDatabase(serverUrl, name);
    seeded = { kind: 'postgres', name };
  } else {
    seeded = { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'markwell-e2e-seeded-')) };
    env.DATA_DIR = seeded.dataDir;
  }
  await run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed-demo.ts'], { cwd: repoRoot, env });
  return seeded;
}

/** Removes the run's seeded database (at the end of the run). */
export async function dropSeededDatabase(seeded: SeededDatabase): Promise<void> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  if (seeded.kind === 'postgres' && serverUrl)
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${seeded.name} WITH (FORCE)`);
  if (seeded.kind === 'pglite') rmSync(seeded.dataDir, { recursive: true, force: true });
}
