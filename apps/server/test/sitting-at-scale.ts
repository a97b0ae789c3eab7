/**
 * Shared by the answer-saves and exam-day benches, the durability script and the database fault
 * tests: students with open attempts on a real database, tokens for them, the server as a child
 * process, and small statistics helpers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import {
  assignmentTargets,
  assignments,
  curricula,
  examTemplateQuestions,
  examTemplates,
  groupStudents,
  questions,
  schoolGroups,
  schools,
  users,
} from '../src/db/schema/index';
import { seedDemoData } from '../src/seed/index';
import { loadEnv } from '../src/env';
import { createAttemptsService } from '../src/modules/attempts/index';
import { toAuthUser } from '../src/lib/access';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** Shared by the bench process (which signs tokens) and the server it starts. */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0001';

export interface SittingStudent {
  id: number;
  token: string;
}

export interface Sitting {
  assignmentId: number;
  schoolId: number;
  /** Free-text questions of the attempt (the bench saves text answers, the common case). */
  questionIds: number[];
  students: SittingStudent[];
}

/** Drops and re-creates a PostgreSQL database (127.0.0.1 only), returning its URL. */
export async function freshPostgresDatabase(baseUrl: string, name: string): Promise<string> {
  const admin = new URL(baseUrl);
  if (!['127.0.0.1', 'localhost'].includes(admin.hostname)) throw new Error('only a local PostgreSQL, please');
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates and seeds the demo data, then makes `count` students in a new class of the demo
 * school, an assignment of free-text bank questions (four, or `questions` at most) set to that
 * class, and opens every student's attempt through the real service (question versions,
 * deadline) unless `open` is false. Signs a token per student with BENCH_JWT_SECRET.
 */
export async function prepareSitting(
  database: Database,
  count: number,
  dataDir: string,
  options: { open?: boolean; questions?: number } = {},
): Promise<Sitting> {
  await database.migrate();
  await seedDemoData(database.db);
  const db = database.db;
  const [school] = await db.select().from(schools).where(eq(schools.name, 'Northfield Academy'));
  const [bio] = await db.select().from(curricula).where(eq(curricula.name, 'AQA Biology'));
  const [teacher] = await db.select().from(users).where(eq(users.email, 'teacher@demo.markwell.test'));
  const tag = Date.now().toString(36);
  const picked = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.kind, 'maf'), eq(questions.curriculaId, bio!.id)))
    .limit(options.questions ?? 4);
  const [template] = await db
    .insert(examTemplates)
    .values({ name: `Bench ${tag}`, schoolId: school!.id, createdBy: teacher!.id, curriculaId: bio!.id })
    .returning();
  await db
    .insert(examTemplateQuestions)
    .values(picked.map((q, i) => ({ templateId: template!.id, questionId: q.id, position: i })));
  const [group] = await db
    .insert(schoolGroups)
    .values({ schoolId: school!.id, name: `Bench ${tag}` })
    .returning();
  const students = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bench-${tag}-${i}@bench.markwell.test`,
        // Never used to log in: the bench signs tokens itself.
        passwordHash: 'x',
        name: `Bench student ${i}`,
        kind: 'student' as const,
        schoolId: school!.id,
      })),
    )
    .returning();
  await db.insert(groupStudents).values(students.map((s) => ({ groupId: group!.id, studentId: s.id })));
  const [assignment] = await db
    .insert(assignments)
    .values({
      schoolId: school!.id,
      templateId: template!.id,
      createdBy: teacher!.id,
      title: `Bench ${tag}`,
      opensAt: new Date(Date.now() - 60_000),
      dueAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await db
    .insert(assignmentTargets)
    .values({ schoolId: school!.id, assignmentId: assignment!.id, kind: 'group', groupId: group!.id });

  const service = createAttemptsService(db);
  if (options.open !== false) for (const s of students) await service.open(toAuthUser(s), assignment!.id);

  // Tokens exactly as the server signs them, with the secret the child server is given.
  const env = loadEnv({ DATA_DIR: dataDir, JWT_SECRET: BENCH_JWT_SECRET, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const app = await buildApp({ env, database, runJobs: false, closeDatabase: false, logger: false });
  await app.ready();
  const withTokens = students.map((s) => ({
    id: s.id,
    token: app.signToken({ id: s.id, email: s.email, role: 'student', tokenVersion: s.tokenVersion }),
  }));
  await app.close();
  return {
    assignmentId: assignment!.id,
    schoolId: school!.id,
    questionIds: picked.map((q) => q.id),
    students: withTokens,
  };
}

/**
 * One student's answer saved with the same guards as the attempts repository's statement (which
 * takes a batch of saves as one jsonb array), in hand-written SQL for a single save:
 * $1 assignment, $2 student, $3 question, $4 answer type, $5 largest choice id, $6 answer
 * (JSON), $7 flagged, $8 revision, $9 grace seconds, $10 the student's school.
 */
export const RAW_SAVE_SQL = `with a as (
  update attempts set last_saved_at = now()
  where school_id = $10 and assignment_id = $1 and student_id = $2
    and submitted_at is null
    and now() <= deadline_at + make_interval(secs => $9)
    and exists (
      select 1 from attempt_questions aq
      where aq.attempt_id = attempts.id and aq.question_id = $3
        and ($4::text is null or aq.answer_type = $4::text)
        and (aq.answer_type <> 'choice' or aq.choice_count > $5::int))
  returning id, school_id, deadline_at
), up as (
  insert into answers (school_id, attempt_id, question_id, answer, flagged, revision, saved_at)
  select a.school_id, a.id, $3, $6::jsonb, coalesce($7::boolean, false), $8, now()
  from a
  on conflict (attempt_id, question_id) do update set
    answer = excluded.answer,
    flagged = coalesce($7::boolean, answers.flagged),
    revision = excluded.revision,
    saved_at = excluded.saved_at
  where answers.revision < excluded.revision
  returning question_id, answer, flagged, revision, saved_at
)
select a.deadline_at, up.question_id, up.answer, up.flagged, up.revision, up.saved_at
from a left join up on true`;

/** Starts the real server (`node --import tsx apps/server/src/server.ts`) as one child process. */
export function startServer(env: Record<string, string>, options: { stderr?: 'inherit' | 'pipe' } = {}): ChildProcess {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
    JWT_SECRET: BENCH_JWT_SECRET,
    ...env,
  };
  // An empty value means "unset" (e.g. DATABASE_URL: '' for PGlite).
  for (const [k, v] of Object.entries(merged)) if (v === '') delete merged[k];
  // BENCH_NODE_ARGS adds Node flags to the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to
  // profile it under the benchmark's load (forked workers inherit them).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: merged,
    stdio: ['ignore', 'ignore', options.stderr ?? 'inherit'],
  });
}

/** Waits until the server answers, or fails when it exits or takes longer than the timeout. */
export async function waitForServer(base: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/v2/public/home`);
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${base} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops a child politely, then for good. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
