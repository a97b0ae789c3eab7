/**
 * Records the SQL the real app runs for one request: the app is built in-process on a pg pool
 * whose `query` is wrapped, the request is sent with `inject`, and every statement (text and
 * parameter values) is kept in order. The replay server then runs exactly these statements.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import type { Database } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema/index';
import { loadEnv } from '../../apps/server/src/env';
import { roleOf } from '../../apps/server/src/lib/access';

export interface Statement {
  text: string;
  values: unknown[];
}

export interface Recorder {
  /** Sends one request through the real app and returns the statements it ran. */
  record(url: string, token: string | null): Promise<{ statements: Statement[]; status: number; bytes: number }>;
  /** A Bearer token for an account, signed with the secret the server under test uses. */
  token(email: string): Promise<string>;
  close(): Promise<void>;
}

export async function createRecorder(databaseUrl: string, jwtSecret: string): Promise<Recorder> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let log: Statement[] | null = null;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (
    config: unknown,
    values?: unknown,
  ) => {
    if (log) {
      const c = config as { text?: string; values?: unknown[] } | string;
      if (typeof c === 'string') log.push({ text: c, values: (values as unknown[]) ?? [] });
      else log.push({ text: c.text ?? '', values: c.values ?? (values as unknown[]) ?? [] });
    }
    return query(config, values);
  };
  const database: Database = {
    db: drizzle(pool, { schema }),
    kind: 'postgres',
    migrate: async () => undefined,
    close: () => pool.end(),
    // One process: no other process's cache to keep in step.
    listen: async () => async () => undefined,
    onConnectionError: (handler) => void pool.on('error', handler),
    notify: async () => undefined,
  };
  const env = loadEnv({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'markwell-bench-capture-')),
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    DEMO_DATA: 'off',
  });
  const app = await buildApp({ env, database, runJobs: false, closeDatabase: false, logger: false });
  await app.ready();
  return {
    async record(url, token) {
      log = [];
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      const statements = log;
      log = null;
      return { statements, status: res.statusCode, bytes: res.rawPayload.length };
    },
    async token(email) {
      const [row] = await database.db.select().from(schema.users).where(eq(schema.users.email, email));
      if (!row) throw new Error(`no account ${email}`);
      return app.signToken({
        id: row.id,
        email: row.email,
        role: roleOf(row.kind, row.schoolAdmin),
        tokenVersion: row.tokenVersion,
      });
    },
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
