/**
 * Exam day on PostgreSQL, through the real server (a child process, one worker per core):
 *
 *   schedule    N students (300) open the same assignment within 5 s, save their answers for a
 *               while (each question `--revisions` times, spread over `--save-seconds`), then
 *               submit within 5 s. Prints p50/p95/max of each, and when the marks of every
 *               attempt were stored (marking runs as a job after the submit) relative to the
 *               last submit.
 *   throughput  the same requests again, each phase as fast as `--concurrency` clients can send
 *               them: through the server, and beside it the same statements sent straight to
 *               PostgreSQL (captured from the app per request, transactions included, and
 *               replayed through `pg` on a copy of the database). Prints requests/s of each.
 *
 *   npx tsx bench/exam-day.ts [--students 300] [--questions 10] [--revisions 3] [--save-seconds 20]
 *                             [--concurrency 50] [--port 3996]
 *
 * Its own databases (`markwell_exam_day*`, dropped and re-created on BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres); only 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { fromPostgres } from '../apps/server/src/db/client';
import { attempts } from '../apps/server/src/db/schema/index';
import { loadEnv } from '../apps/server/src/env';
import {
  BENCH_JWT_SECRET,
  freshPostgresDatabase,
  percentile,
  prepareSitting,
  startServer,
  stopServer,
  waitForServer,
  type Sitting,
} from './lib/sitting';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '300' },
    questions: { type: 'string', default: '10' },
    revisions: { type: 'string', default: '3' },
    'save-seconds': { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '50' },
    port: { type: 'string', default: '3996' },
  },
});
const STUDENTS = Number(values.students);
const REVISIONS = Number(values.revisions);
const SAVE_MS = Number(values['save-seconds']) * 1000;
const CONCURRENCY = Number(values.concurrency);
const PORT = values.port!;
const BASE = `http://127.0.0.1:${PORT}`;
const WORKERS = availableParallelism();
const BURST_MS = 5000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
const ANSWERS = [
  'Plants take in carbon dioxide and water and use light energy absorbed by chlorophyll to make glucose and oxygen.',
  'More light means more energy until another factor such as carbon dioxide becomes limiting.',
  'Aerobic respiration uses oxygen and releases more energy; anaerobic makes lactic acid.',
  'I am not sure.',
];

type Phase = 'open' | 'save' | 'submit';
interface Call {
  phase: Phase;
  student: number;
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  body?: unknown;
}

/** Every request of the exam, per student, in the order a student sends them. */
function callsOf(sitting: Sitting): Call[][] {
  return sitting.students.map((s, i) => {
    const calls: Call[] = [
      { phase: 'open', student: i, method: 'GET', url: `/api/v2/mafanswers/${sitting.assignmentId}` },
    ];
    for (let r = 1; r <= REVISIONS; r++) {
      for (const [k, qid] of sitting.questionIds.entries()) {
        calls.push({
          phase: 'save',
          student: i,
          method: 'POST',
          url: `/api/v2/mafanswers/${sitting.assignmentId}/questions/${qid}`,
          body: { answer: `${ANSWERS[(i + k) % ANSWERS.length]} (${r})`, revision: r },
        });
      }
    }
    calls.push({
      phase: 'submit',
      student: i,
      method: 'PATCH',
      url: `/api/v2/mafassignments/${sitting.assignmentId}/email/submit`,
      body: {},
    });
    return calls;
  });
}

async function send(call: Call, token: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(BASE + call.url, {
    method: call.method,
    headers: { authorization: `Bearer ${token}`, ...(call.body ? { 'content-type': 'application/json' } : {}) },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${call.method} ${call.url} answered ${res.status}`);
  return performance.now() - started;
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${fmt(percentile(s, 50))}, p95 ${fmt(percentile(s, 95))}, max ${fmt(s.at(-1) ?? NaN)}`;
};

/** Phase 1: the exam as it happens, through the server. */
async function runSchedule(url: string, sitting: Sitting, dataDir: string) {
  const calls = callsOf(sitting);
  const server = startServer({
    DATABASE_URL: url,
    PORT,
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    WEB_CONCURRENCY: String(WORKERS),
  });
  const latencies: Record<Phase, number[]> = { open: [], save: [], submit: [] };
  let failed = 0;
  try {
    await waitForServer(BASE, server);
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const t0 = performance.now();
    let lastSubmitAt = 0;
    await Promise.all(
      sitting.students.map(async (s, i) => {
        const mine = calls[i]!;
        const token = s.token;
        const run = async (call: Call) => {
          try {
            latencies[call.phase].push(await send(call, token));
          } catch (error) {
            failed++;
            if (failed <= 5) console.error(String(error));
          }
        };
        await sleep(Math.random() * BURST_MS);
        await run(mine[0]!);
        const saves = mine.filter((c) => c.phase === 'save');
        // Saves spread over the saving time, from the end of the opening burst.
        const saveStart = t0 + BURST_MS;
        for (const [k, call] of saves.entries()) {
          const at = saveStart + ((k + Math.random()) / saves.length) * SAVE_MS;
          await sleep(Math.max(0, at - performance.now()));
          await run(call);
        }
        await sleep(Math.max(0, saveStart + SAVE_MS + Math.random() * BURST_MS - performance.now()));
        await run(mine.at(-1)!);
        lastSubmitAt = Math.max(lastSubmitAt, Date.now());
      }),
    );
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let markedIn = NaN;
    for (let waited = 0; waited < 60_000; waited += 100) {
      const { rows } = await client.query<{ waiting: string; last: Date | null; submitted: Date | null }>(
        `select count(*) filter (where auto_marked_at is null) as waiting, max(auto_marked_at) as last, max(submitted_at) as submitted
         from attempts where assignment_id = $1`,
        [sitting.assignmentId],
      );
      if (Number(rows[0]!.waiting) === 0) {
        markedIn = rows[0]!.last!.getTime() - rows[0]!.submitted!.getTime();
        break;
      }
      await sleep(100);
    }
    const { rows: marks } = await client.query<{ n: string }>(
      'select count(*) as n from answer_marks where assignment_id = $1',
      [sitting.assignmentId],
    );
    await client.end();
    console.log(`\nexam day: ${STUDENTS} students, ${sitting.questionIds.length} questions, ${WORKERS} server workers`);
    console.log(`  open   (${latencies.open.length}, within 5 s):   ${stats(latencies.open)}`);
    console.log(`  save   (${latencies.save.length}, over ${SAVE_MS / 1000} s): ${stats(latencies.save)}`);
    console.log(`  submit (${latencies.submit.length}, within 5 s): ${stats(latencies.submit)}`);
    console.log(`  failed requests: ${failed}`);
    console.log(
      `  marks of every attempt stored ${fmt(markedIn)} after the last submit (database clock); ${marks[0]!.n} answers marked`,
    );
  } finally {
    await stopServer(server);
  }
}

interface Statement {
  text: string;
  values: unknown[];
  name?: string;
}

/**
 * Records the statements the app runs for each request: the app built in-process on `url`, every
 * query of every pg client (pool queries and transactions alike) kept in order per request.
 */
async function captureStatements(url: string, sitting: Sitting, calls: Call[][]) {
  const database = fromPostgres(url, 2);
  let log: Statement[] | null = null;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, v?: unknown, cb?: unknown) {
    if (log) {
      const c = config as { text?: string; values?: unknown[]; name?: string } | string;
      if (typeof c === 'string') log.push({ text: c, values: Array.isArray(v) ? v : [] });
      else if (c && typeof c.text === 'string')
        log.push({ text: c.text, values: c.values ?? (Array.isArray(v) ? v : []) });
    }
    return (original as (...a: unknown[]) => unknown).call(this, config, v, cb);
  } as typeof original;
  const env = loadEnv({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'markwell-exam-day-capture-')),
    JWT_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    DEMO_DATA: 'off',
  });
  const app = await buildApp({ env, database, runJobs: false, closeDatabase: false, logger: false });
  await app.ready();
  const captured: Statement[][][] = [];
  try {
    for (const [i, mine] of calls.entries()) {
      const perCall: Statement[][] = [];
      for (const call of mine) {
        log = [];
        const res = await app.inject({
          method: call.method,
          url: call.url,
          headers: { authorization: `Bearer ${sitting.students[i]!.token}` },
          ...(call.body ? { payload: call.body as Record<string, unknown> } : {}),
        });
        if (res.statusCode !== 200) throw new Error(`capture: ${call.url} answered ${res.statusCode}`);
        perCall.push(log);
        log = null;
      }
      captured.push(perCall);
    }
  } finally {
    pg.Client.prototype.query = original;
    await app.close();
    await database.close();
  }
  return captured;
}

/**
 * Sends one request's statements on one connection, in order. The attempt id a captured open made
 * is replaced by the one this database gave (`ids`), in the statements about attempts.
 */
async function replay(client: pg.PoolClient, statements: Statement[], ids: Map<number, number>, capturedId: number) {
  for (const s of statements) {
    const vals = /attempt/i.test(s.text)
      ? s.values.map((v) => (typeof v === 'number' && ids.has(v) ? ids.get(v)! : v))
      : s.values;
    const result = await client.query(s.text, vals);
    // The captured open inserted its attempt (with its questions, in one statement): its id here
    // stands in for the captured one from now on.
    if (/^(with made as \(\s*)?insert into "attempts"/i.test(s.text) && result.rows[0])
      ids.set(capturedId, Number((result.rows[0] as { id: unknown }).id));
  }
}

/**
 * A phase's requests in sending order: saves revision by revision across all students, so two
 * revisions of one answer are never in flight together (the later would make the earlier stale).
 */
function inOrder(calls: Call[][], phase: Phase): Call[] {
  const items = calls.flat().filter((c) => c.phase === phase);
  const revision = (c: Call) => (c.body as { revision?: number } | undefined)?.revision ?? 0;
  return items.sort((a, b) => revision(a) - revision(b));
}

/**
 * Runs `items` with `concurrency` at a time; returns the elapsed ms. The first goes alone: the
 * first open of an exam makes its question versions, which every later open only reads (the
 * replayed statements of a later open would otherwise name versions not made yet).
 */
async function pool<T>(items: T[], concurrency: number, fn: (item: T) => Promise<void>) {
  const started = performance.now();
  if (items.length) await fn(items[0]!);
  let next = 1;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
  return performance.now() - started;
}

async function runThroughput(apiUrl: string, sqlUrl: string, captureUrl: string, sitting: Sitting, dataDir: string) {
  const calls = callsOf(sitting);
  console.log(`\ncapturing the statements of ${calls.flat().length} requests…`);
  const captured = await captureStatements(captureUrl, sitting, calls);
  // Captured attempt ids, by student (the id the open's insert returned there).
  const capturedIds = await (async () => {
    const c = fromPostgres(captureUrl, 1);
    const rows = await c.db
      .select({ id: attempts.id, studentId: attempts.studentId })
      .from(attempts)
      .where(eq(attempts.assignmentId, sitting.assignmentId));
    await c.close();
    return new Map(rows.map((r) => [r.studentId, r.id]));
  })();
  const phases: Phase[] = ['open', 'save', 'submit'];
  const results: Record<Phase, { api: number; sql: number; n: number; apiFailed: number; sqlFailed: number }> = {
    open: { api: 0, sql: 0, n: 0, apiFailed: 0, sqlFailed: 0 },
    save: { api: 0, sql: 0, n: 0, apiFailed: 0, sqlFailed: 0 },
    submit: { api: 0, sql: 0, n: 0, apiFailed: 0, sqlFailed: 0 },
  };

  const server = startServer({
    DATABASE_URL: apiUrl,
    PORT,
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    WEB_CONCURRENCY: String(WORKERS),
  });
  try {
    await waitForServer(BASE, server);
    for (const phase of phases) {
      const items = inOrder(calls, phase);
      results[phase].n = items.length;
      results[phase].api = await pool(items, CONCURRENCY, async (call) => {
        await send(call, sitting.students[call.student]!.token).catch(() => void results[phase].apiFailed++);
      });
    }
  } finally {
    await stopServer(server);
  }

  // The SQL side: as many connections as the server's workers hold (10 each).
  const sqlPool = new pg.Pool({ connectionString: sqlUrl, max: 10 * WORKERS });
  const idMaps = new Map<number, Map<number, number>>();
  for (const phase of phases) {
    const items = inOrder(calls, phase).map((c) => ({ c }));
    const index = new Map<Call, number>();
    for (const mine of calls) for (const [j, c] of mine.entries()) index.set(c, j);
    results[phase].sql = await pool(items, CONCURRENCY, async ({ c }) => {
      const statements = captured[c.student]![index.get(c)!]!;
      const ids = idMaps.get(c.student) ?? new Map<number, number>();
      idMaps.set(c.student, ids);
      const client = await sqlPool.connect();
      try {
        await replay(client, statements, ids, capturedIds.get(sitting.students[c.student]!.id) ?? -1);
      } catch (error) {
        if (results[phase].sqlFailed === 0) console.error(`SQL replay: ${String(error)}`);
        results[phase].sqlFailed++;
        await client.query('rollback').catch(() => undefined);
      } finally {
        client.release();
      }
    });
  }
  await sqlPool.end();

  console.log(
    `\nthroughput, each phase as fast as ${CONCURRENCY} clients send it (${WORKERS} server workers; SQL: ${10 * WORKERS} connections)`,
  );
  console.log('  phase    requests   API req/s   SQL req/s   API cost / SQL   statements per request');
  for (const phase of phases) {
    const r = results[phase];
    const api = r.n / (r.api / 1000);
    const sql = r.n / (r.sql / 1000);
    const perRequest =
      captured
        .flatMap((mine, i) => mine.filter((_, j) => calls[i]![j]!.phase === phase).map((s) => s.length))
        .reduce((a, b) => a + b, 0) / r.n;
    console.log(
      `  ${phase.padEnd(8)} ${String(r.n).padStart(8)}   ${api.toFixed(0).padStart(9)}   ${sql.toFixed(0).padStart(9)}   ${(sql / api).toFixed(2).padStart(13)}x   ${perRequest.toFixed(1).padStart(6)}` +
        (r.apiFailed || r.sqlFailed ? `   (failed: API ${r.apiFailed}, SQL ${r.sqlFailed})` : ''),
    );
  }
}

async function main() {
  const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = await freshPostgresDatabase(baseUrl, 'markwell_exam_day');
  const dataDir = mkdtempSync(join(tmpdir(), 'markwell-exam-day-'));
  const database = fromPostgres(url);
  console.log(`preparing ${STUDENTS} students and an assignment of ${values.questions} questions…`);
  const sitting = await prepareSitting(database, STUDENTS, dataDir, {
    open: false,
    questions: Number(values.questions),
  });
  await database.close();
  // Copies before anyone opened: the throughput runs start from the same state.
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  for (const name of ['markwell_exam_day_api', 'markwell_exam_day_sql', 'markwell_exam_day_capture']) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE markwell_exam_day`);
  }
  await admin.end();
  const named = (name: string) => {
    const u = new URL(baseUrl);
    u.pathname = `/${name}`;
    return u.toString();
  };
  try {
    await runSchedule(url, sitting, dataDir);
    await runThroughput(
      named('markwell_exam_day_api'),
      named('markwell_exam_day_sql'),
      named('markwell_exam_day_capture'),
      sitting,
      dataDir,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
