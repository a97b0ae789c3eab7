import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverRoot } from '../lib/server-root';
import * as schema from './schema/index';

/** The Drizzle handle every repository receives; the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = join(serverRoot, 'drizzle');

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; unset for the embedded PGlite in dataDir. */
  url?: string | undefined;
  dataDir: string;
}

/** Wraps a PostgreSQL connection pool. */
export function fromPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** Wraps an open PGlite (on disk, in memory, or loaded from a dump in tests). */
export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Opens the configured database: PostgreSQL when a URL is given, else PGlite in DATA_DIR/pglite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return fromPostgres(options.url);
  const dir = join(options.dataDir, 'pglite');
  // PGlite does not create parent folders itself.
  mkdirSync(dirname(dir), { recursive: true });
  return fromPglite(await PGlite.create(dir));
}
