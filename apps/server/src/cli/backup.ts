// Backups that can be restored: `npm run backup [-- <file>]` and `npm run restore -- <file>`.
// PostgreSQL (DATABASE_URL set): pg_dump / pg_restore in the custom format. The embedded PGlite:
// its own dumpDataDir / loadDataDir, as a gzipped tar of the data folder (stop the server first:
// one process at a time may open the folder). Settings come from the same environment as the
// server's (DATABASE_URL, DATA_DIR). See docs/operations.md for scheduling and retention.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/client';
import { loadEnv } from '../env';

/** PostgreSQL's client programs: PG_BIN when set, else whatever is on the PATH. */
const pgProgram = (name: string) => (process.env.PG_BIN ? join(process.env.PG_BIN, name) : name);

function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${program} exited with ${code}`))));
  });
}

const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** Backs the configured database up to `file` (default: backups/markwell-<time>.<dump|tar.gz>); returns the path. */
export async function backup(file: string | undefined, source: NodeJS.ProcessEnv = process.env): Promise<string> {
  const env = loadEnv(source);
  const target = resolve(
    file ?? join('backups', `markwell-${stamp(new Date())}.${env.DATABASE_URL ? 'dump' : 'tar.gz'}`),
  );
  mkdirSync(dirname(target), { recursive: true });
  if (env.DATABASE_URL) {
    await run(pgProgram('pg_dump'), [
      '--format=custom',
      '--compress=6',
      '--no-owner',
      `--file=${target}`,
      env.DATABASE_URL,
    ]);
    return target;
  }
  const dir = join(env.dataDir, 'pglite');
  if (!existsSync(dir)) throw new Error(`No embedded database in ${dir}`);
  const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  try {
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  return target;
}

/**
 * Restores `file` into the configured database: on PostgreSQL its objects are dropped and made
 * again from the dump (restore into a new, empty database to keep the old one); the embedded
 * database is written into DATA_DIR, which must hold none yet.
 */
export async function restore(file: string, source: NodeJS.ProcessEnv = process.env): Promise<void> {
  const env = loadEnv(source);
  const from = resolve(file);
  if (!existsSync(from)) throw new Error(`No backup at ${from}`);
  if (env.DATABASE_URL) {
    await run(pgProgram('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${env.DATABASE_URL}`,
      from,
    ]);
    return;
  }
  const dir = join(env.dataDir, 'pglite');
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(`${dir} already holds a database: move it away (or choose another DATA_DIR) first`);
  }
  mkdirSync(dirname(dir), { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([readFileSync(from)], { type: 'application/x-gzip' }),
  });
  await client.query('select 1');
  await client.close();
}

async function main() {
  const [command, file] = process.argv.slice(2);
  if (command === 'backup') {
    console.log(`Backed up to ${await backup(file)}`);
  } else if (command === 'restore' && file) {
    await restore(file);
    console.log(`Restored ${file}`);
  } else {
    console.error('Usage: backup [file] | restore <file>');
    process.exit(2);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
