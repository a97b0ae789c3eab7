import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, fromPostgres, PGLITE_EXTENSIONS, type Database } from '../src/db/client';
import { seedDemoData } from '../src/seed/index';
import { setPasswordHashCost, TEST_LOG2_N } from '../src/lib/password';
import { trimWriteAheadLog } from './template-wal';

/**
 * Test databases. A migrated, demo-seeded template is built once per run (global setup); each
 * test file then gets its own copy: a PGlite loaded from the dumped data folder (about 0.4 s),
 * or on PostgreSQL a database created from a template database (CREATE DATABASE … TEMPLATE).
 */
export const postgresUrl = () => process.env.DATABASE_URL || undefined;

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, statements: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

/** Builds the template; returns what a test file needs to copy it (a database name or a dump path). */
export async function buildTemplate(): Promise<string> {
  // The demo accounts are hashed at the test apps' cost (PASSWORD_HASH_COST=fast): at OWASP's
  // cost every login of a test would spend about 390 ms verifying a demo password.
  setPasswordHashCost(TEST_LOG2_N);
  const url = postgresUrl();
  if (url) {
    const name = `markwell_tpl_${process.pid}`;
    await adminQuery(url, [`DROP DATABASE IF EXISTS ${name}`, `CREATE DATABASE ${name}`]);
    const database = fromPostgres(withDatabase(url, name), 2);
    await database.migrate();
    await seedDemoData(database.db);
    await database.close();
    return name;
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  await database.migrate();
  await seedDemoData(database.db);
  // A copy never creates a database: without template0 and template1 its data folder holds 900
  // files instead of 1,500, and loading it (the cost every test file pays) takes a fifth less.
  await client.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  for (const name of ['template0', 'template1']) await client.exec(`DROP DATABASE ${name}`);
  // Dumped right after a log switch and a checkpoint: a copy then needs only the few pages of
  // log written since, not the seeding's 32 MB (template-wal.ts): a copy costs a third less.
  await client.exec('SELECT pg_switch_wal(); CHECKPOINT;');
  const { rows } = await client.query<{ segment: string }>('SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment');
  const dump = await client.dumpDataDir('none');
  const path = join(tmpdir(), `markwell-template-${process.pid}.tar`);
  writeFileSync(path, trimWriteAheadLog(new Uint8Array(await dump.arrayBuffer()), rows[0]!.segment));
  await client.close();
  return path;
}

export async function dropTemplate(template: string) {
  const url = postgresUrl();
  if (url) await adminQuery(url, [`DROP DATABASE IF EXISTS ${template}`]);
}

/**
 * On PostgreSQL (DATABASE_URL set): creates a database named `name` from the template and returns
 * its URL. The caller drops it.
 */
export async function createFromTemplate(template: string, name: string): Promise<string> {
  const url = postgresUrl();
  if (!url) throw new Error('createFromTemplate needs DATABASE_URL: the PGlite template is a dump (templateDump)');
  // Two copies started at the same instant can collide on the template lock: retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(url, [`CREATE DATABASE ${name} TEMPLATE ${template}`]);
      return withDatabase(url, name);
    } catch (err) {
      if (attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

const dumps = new Map<string, Blob>();

/** On PGlite: the dumped template data folder, for PGlite's `loadDataDir` (read once per process). */
export function templateDump(template: string): Blob {
  let dump = dumps.get(template);
  if (!dump) {
    dump = new Blob([readFileSync(template)]);
    dumps.set(template, dump);
  }
  return dump;
}

// The server's TypeScript settings carry no DOM library, where WebAssembly's global is declared.
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<PGliteOptions['pgliteWasmModule']> };

let engine: Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>> | undefined;

/**
 * PGlite's compiled WebAssembly and its file bundle, loaded once per test process: each copy
 * would otherwise read and compile them again (about a fifth of a copy's time).
 */
function pgliteEngine() {
  engine ??= (async () => {
    const folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await WebAssembly.compile(readFileSync(join(folder, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(join(folder, 'pglite.data'))]),
    };
  })();
  return engine;
}

/** A fresh database for one test file, copied from the template. */
export async function copyTemplate(template: string): Promise<Database> {
  const url = postgresUrl();
  if (url) {
    const name = `markwell_t_${randomBytes(6).toString('hex')}`;
    const database = fromPostgres(await createFromTemplate(template, name), 4);
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(url, [`DROP DATABASE IF EXISTS ${name}`]);
      },
    };
  }
  const client = await PGlite.create({
    loadDataDir: templateDump(template),
    extensions: PGLITE_EXTENSIONS,
    ...(await pgliteEngine()),
  });
  return fromPglite(client);
}
