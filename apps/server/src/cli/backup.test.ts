import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createFromTemplate, postgresUrl, templateDump } from '../../test/template-db';
import { fromPglite, fromPostgres, PGLITE_EXTENSIONS, type Database } from '../db/client';
import { seedDemoData } from '../seed/index';
import { rowsOf } from '../db/sql';
import { backup, restore } from './backup';

// A seeded database is backed up with `backup`, restored with `restore` into a fresh one, and
// the two compared: every table's row count and a checksum of every mark.
//
// The seeded source is a copy of the run's migrated, seeded template where the run has one of
// that kind (PGlite's dump, or a PostgreSQL template database): migrating and seeding a database
// from nothing is most of what this file used to spend, and it is not what the file tests.

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const created: string[] = [];

function withDatabase(database: string) {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function freshPostgres() {
  const name = `markwell_backup_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  created.push(name);
  return withDatabase(name);
}

/** A migrated PostgreSQL database with the demo data; returns its URL. */
async function seededPostgres(): Promise<string> {
  if (postgresUrl()) {
    const name = `markwell_backup_${randomBytes(5).toString('hex')}`;
    created.push(name);
    return createFromTemplate(inject('dbTemplate'), name);
  }
  const url = await freshPostgres();
  const database = fromPostgres(url, 2);
  await database.migrate();
  await seedDemoData(database.db);
  await database.close();
  return url;
}

/** A migrated PGlite with the demo data, in the data folder `dir` on disk. */
async function seededPglite(dir: string): Promise<Database> {
  if (!postgresUrl()) {
    const loadDataDir = templateDump(inject('dbTemplate'));
    return fromPglite(await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, loadDataDir }));
  }
  const database = fromPglite(await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS }));
  await database.migrate();
  await seedDemoData(database.db);
  return database;
}

/** Every table of the schema with its row count, and a checksum of the marks and their history. */
async function fingerprint(database: Database) {
  const tables = await rowsOf<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = row!.n;
  }
  const [marks] = await rowsOf<{ sum: string }>(
    database.db,
    sql`select md5(coalesce(string_agg(concat_ws(':', id, attempt_id, question_id, marks, max_marks, override, feedback, points::text, version), ',' order by id), '')) as sum
        from answer_marks`,
  );
  const [history] = await rowsOf<{ sum: string }>(
    database.db,
    sql`select md5(coalesce(string_agg(concat_ws(':', id, answer_mark_id, action, before::text, after::text), ',' order by id), '')) as sum
        from mark_audit`,
  );
  return { counts, marks: marks!.sum, history: history!.sum };
}

afterAll(async () => {
  for (const name of created) await admin(`DROP DATABASE IF EXISTS ${name}`);
}, 60_000);

describe('backup and restore', () => {
  it('PostgreSQL: pg_dump, pg_restore into a fresh database, and nothing lost', async () => {
    const sourceUrl = await seededPostgres();
    const source = fromPostgres(sourceUrl, 2);
    const before = await fingerprint(source);
    await source.close();
    expect(before.counts.answer_marks).toBeGreaterThan(0);
    expect(before.counts.audit_events).toBeDefined();

    const file = join(mkdtempSync(join(tmpdir(), 'markwell-backup-')), 'pg.dump');
    await backup(file, { DATABASE_URL: sourceUrl, NODE_ENV: 'test' });
    const targetUrl = await freshPostgres();
    await restore(file, { DATABASE_URL: targetUrl, NODE_ENV: 'test' });

    const target = fromPostgres(targetUrl, 2);
    try {
      expect(await fingerprint(target)).toEqual(before);
      // the restored audit log is still append-only
      await target.db.execute(
        sql`insert into audit_events (actor_role, object_kind, action) values ('system', 'test', 'restored')`,
      );
      await expect(target.db.execute(sql`update audit_events set action = 'x'`)).rejects.toThrow();
    } finally {
      await target.close();
    }
  }, 180_000);

  it('embedded PGlite: dumpDataDir, loadDataDir into a fresh data folder, and nothing lost', async () => {
    const sourceDir = mkdtempSync(join(tmpdir(), 'markwell-pglite-src-'));
    const source = await seededPglite(join(sourceDir, 'pglite'));
    const before = await fingerprint(source);
    await source.close();

    const file = join(mkdtempSync(join(tmpdir(), 'markwell-backup-')), 'pglite.tar.gz');
    await backup(file, { DATA_DIR: sourceDir, NODE_ENV: 'test' });
    const targetDir = mkdtempSync(join(tmpdir(), 'markwell-pglite-dst-'));
    await restore(file, { DATA_DIR: targetDir, NODE_ENV: 'test' });
    // a second restore into the same folder is refused rather than mixed in
    await expect(restore(file, { DATA_DIR: targetDir, NODE_ENV: 'test' })).rejects.toThrow(/already holds/);

    const target = fromPglite(await PGlite.create(join(targetDir, 'pglite'), { extensions: PGLITE_EXTENSIONS }));
    try {
      expect(await fingerprint(target)).toEqual(before);
    } finally {
      await target.close();
    }
  }, 180_000);
});
