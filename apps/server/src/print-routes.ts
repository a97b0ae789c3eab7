import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';
import type { Database } from './db/client';
import { loadEnv } from './env';

/**
 * Prints every served route, one "METHOD /path" a line (for API coverage checks).
 * Building the app registers the routes without touching the database, so none is opened.
 */
async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'markwell-routes-'));
  const env = loadEnv({ ...process.env, DATA_DIR: dataDir, JWT_SECRET: 'r'.repeat(32), LOG_LEVEL: 'silent' });
  const database: Database = {
    db: {} as Database['db'],
    kind: 'pglite',
    migrate: async () => {},
    close: async () => {},
    listen: async () => async () => {},
    notify: async () => {},
    onConnectionError: () => undefined,
  };
  const app = await buildApp({ env, database, runJobs: false, logger: false });
  const lines = app.routeTable
    .filter((r) => r.method !== 'HEAD' && r.access !== undefined && !r.url.includes('*'))
    .map((r) => `${r.method} ${r.url}`);
  console.log([...new Set(lines)].sort().join('\n'));
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
