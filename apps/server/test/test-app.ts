import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema/index';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { loadEnv } from '../src/env';
import { roleOf } from '../src/lib/access';
import { copyTemplate } from './template-db';

/**
 * The callers every route is tried as. `otherTeacher` teaches at the second demo school, so
 * object-level refusals across schools show up next to role refusals.
 */
export const CALLERS = ['anonymous', 'student', 'otherTeacher', 'teacher', 'schoolAdmin', 'staff', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

const callerEmail: Record<Exclude<Caller, 'anonymous'>, string> = {
  student: DEMO_ACCOUNTS.student,
  otherTeacher: DEMO_ACCOUNTS.teacher2,
  teacher: DEMO_ACCOUNTS.teacher,
  schoolAdmin: DEMO_ACCOUNTS.schoolAdmin,
  staff: DEMO_ACCOUNTS.staff,
  admin: DEMO_ACCOUNTS.admin,
};

export type Request = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

export interface TestApp {
  app: App;
  database: Database;
  db: Database['db'];
  /** A Bearer token for a demo caller, or for any user id. */
  token(caller: Exclude<Caller, 'anonymous'> | { userId: number }): Promise<string>;
  /** Sends a request as a caller (anonymous sends no token). */
  request(caller: Caller | { userId: number }, req: Request): Promise<LightMyRequestResponse>;
  /** The status each caller gets for one request: the one-line 401/403 check of every route. */
  statusByCaller(req: Request | (() => Request)): Promise<Record<Caller, number>>;
  /** A demo user's id by caller name. */
  userId(caller: Exclude<Caller, 'anonymous'>): Promise<number>;
  /** A second, ready app on the same database and settings: another server process, as production runs many. The caller closes it. */
  sibling(): Promise<App>;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh copy of the seeded template database. `ready: false` leaves it
 * open for a test to register more routes before it boots.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: { ready?: boolean; rateLimitTrackedCallers?: number } = {},
): Promise<TestApp> {
  const database = await copyTemplate(inject('dbTemplate'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'markwell-test-')),
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: 'fast',
    // Tests race one student's saves on purpose; the per-second limit is tested on an app of its own.
    ANSWER_SAVES_PER_SECOND: '1000',
    ...envOverrides,
  });
  const app = await buildApp({
    env,
    database,
    runJobs: false,
    closeDatabase: false,
    logger: false,
    rateLimitTrackedCallers: options.rateLimitTrackedCallers,
  });
  if (options.ready !== false) await app.ready();

  const idCache = new Map<string, number>();
  async function userId(caller: Exclude<Caller, 'anonymous'>) {
    const email = callerEmail[caller];
    if (!idCache.has(email)) {
      const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      idCache.set(email, row!.id);
    }
    return idCache.get(email)!;
  }

  async function token(caller: Exclude<Caller, 'anonymous'> | { userId: number }) {
    const id = typeof caller === 'string' ? await userId(caller) : caller.userId;
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    return app.signToken({
      id,
      email: row!.email,
      role: roleOf(row!.kind, row!.schoolAdmin),
      tokenVersion: row!.tokenVersion,
    });
  }

  async function request(caller: Caller | { userId: number }, req: Request) {
    const headers = { ...req.headers };
    if (caller !== 'anonymous') headers.authorization = `Bearer ${await token(caller)}`;
    return app.inject({ ...req, headers } as InjectOptions);
  }

  return {
    app,
    database,
    db: database.db,
    token,
    request,
    userId,
    async sibling() {
      const other = await buildApp({ env, database, runJobs: false, closeDatabase: false, logger: false });
      await other.ready();
      return other;
    },
    async statusByCaller(req) {
      const result = {} as Record<Caller, number>;
      for (const caller of CALLERS) {
        const res = await request(caller, typeof req === 'function' ? req() : req);
        result[caller] = res.statusCode;
      }
      return result;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
