/**
 * Students saving answers concurrently, through the real server, next to the same upsert in
 * hand-written SQL, in one run:
 *
 *   API   autocannon -> the server as a child process (`node --import tsx apps/server/src/server.ts`)
 *         -> POST /api/v2/mafanswers/:id/questions/:qid as N students with open attempts
 *   SQL   the same guarded upsert, one statement a save, hand-written, sent through `pg` as a
 *         prepared statement. On PostgreSQL in as many processes as the server has workers, each with
 *         the server's pool size, by as many concurrent loops in all as autocannon has connections
 *         (`lib/sql-saves.ts`): the same processes, connections and cores on both sides. On PGlite
 *         (one process) in this process.
 *
 * Prints saves/s, p50 and p99 of each and two ratios of API cost to SQL cost: by throughput (SQL
 * saves/s / API saves/s) and, on Linux, by the machine's CPU time per save over each timed window
 * (every process counted: server or SQL processes, PostgreSQL, the load generator), which does not
 * depend on how the scheduler shares 2 cores between more processes on one side; the same without
 * the load generator (this process), which stands for the students' browsers; and that of the
 * working processes alone (server or SQL processes and the database's PostgreSQL processes), which
 * does not depend on what else runs on the machine. PostgreSQL runs
 * in its own database (dropped and re-created: `markwell_bench` on BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres); PGlite in a temporary folder.
 *
 *   npm run bench:saves -- [--db postgres|pglite|both] [--students 400] [--connections 50] [--seconds 10]
 *                          [--workers N (PostgreSQL; default one per core, as production runs)]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { fromPglite, fromPostgres, PGLITE_EXTENSIONS } from '../apps/server/src/db/client';
import { trackWorkCpu } from './lib/process-cpu';
import type { SqlSavesOptions, SqlSavesResult } from './lib/sql-saves';
import {
  RAW_SAVE_SQL,
  freshPostgresDatabase,
  percentile,
  prepareSitting,
  repoRoot,
  startServer,
  stopServer,
  waitForServer,
  type Sitting,
} from './lib/sitting';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    students: { type: 'string', default: '400' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '3997' },
    workers: { type: 'string', default: String(cpus().length) },
  },
});
const STUDENTS = Number(values.students);
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const PORT = values.port!;
const WORKERS = Math.max(1, Number(values.workers));
/** The server's connection pool per process (db/client.ts). */
const POOL_PER_PROCESS = 10;
const BASE = `http://127.0.0.1:${PORT}`;
const GRACE_SECONDS = 60;

interface Figures {
  savesPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  failed: number;
}

/** Hands out (student, question, revision) so one key is never in flight twice. */
function keyStream(sitting: Sitting, revisions: Map<string, number>) {
  let i = 0;
  return () => {
    const n = i++;
    const student = sitting.students[n % sitting.students.length]!;
    const qid = sitting.questionIds[Math.floor(n / sitting.students.length) % sitting.questionIds.length]!;
    const key = `${student.id}:${qid}`;
    const revision = (revisions.get(key) ?? 0) + 1;
    revisions.set(key, revision);
    const answer = `Answer ${revision} of student ${student.id}: light energy is absorbed by chlorophyll in the chloroplasts and used to make glucose.`;
    return { student, qid, revision, answer };
  };
}

async function measureApi(
  sitting: Sitting,
  revisions: Map<string, number>,
  seconds: number,
): Promise<Figures & { window: [number, number] }> {
  const next = keyStream(sitting, revisions);
  const startedAt = Date.now();
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const k = next();
          return {
            ...req,
            path: `/api/v2/mafanswers/${sitting.assignmentId}/questions/${k.qid}`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${k.student.token}` },
            body: JSON.stringify({ answer: k.answer, revision: k.revision }),
          };
        },
      },
    ],
  });
  return {
    savesPerSecond: result['2xx'] / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    window: [startedAt, Date.now()],
  };
}

type Query = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

async function measureSql(
  query: Query,
  sitting: Sitting,
  revisions: Map<string, number>,
  seconds: number,
): Promise<Figures> {
  const next = keyStream(sitting, revisions);
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const k = next();
        const started = performance.now();
        try {
          const { rows } = await query(RAW_SAVE_SQL, [
            sitting.assignmentId,
            k.student.id,
            k.qid,
            'text',
            -1,
            JSON.stringify(k.answer),
            null,
            k.revision,
            GRACE_SECONDS,
            sitting.schoolId,
          ]);
          if (rows.length !== 1) failed++;
          else latencies.push(performance.now() - started);
        } catch {
          failed++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    savesPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    total: latencies.length,
    failed,
  };
}

/** The SQL side on PostgreSQL: one child process per API worker, the students split between them. */
async function measureSqlInProcesses(
  url: string,
  sitting: Sitting,
  seconds: number,
  revisionBase: number,
): Promise<Figures & { window: [number, number] }> {
  const runs = Array.from({ length: WORKERS }, (_, w) => {
    const options: SqlSavesOptions = {
      url,
      sitting: {
        assignmentId: sitting.assignmentId,
        schoolId: sitting.schoolId,
        questionIds: sitting.questionIds,
        studentIds: sitting.students.filter((_, i) => i % WORKERS === w).map((s) => s.id),
      },
      loops: Math.ceil(CONNECTIONS / WORKERS),
      pool: POOL_PER_PROCESS,
      seconds,
      revisionBase,
      graceSeconds: GRACE_SECONDS,
    };
    return new Promise<SqlSavesResult>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/sql-saves.ts', JSON.stringify(options)], {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.on('exit', (code) =>
        code === 0 ? resolve(JSON.parse(out) as SqlSavesResult) : reject(new Error(`sql-saves exited ${code}`)),
      );
    });
  });
  const results = await Promise.all(runs);
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return {
    savesPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    total: latencies.length,
    failed: results.reduce((n, r) => n + r.failed, 0),
    window: [Math.min(...results.map((r) => r.startedAt)), Math.max(...results.map((r) => r.endedAt))],
  };
}

/**
 * Busy CPU time of the whole machine, in seconds (Linux /proc/stat; null elsewhere). Over a
 * phase it counts every process that worked for it: the server or the SQL processes, the
 * PostgreSQL backends and the load generator, whatever the scheduler did with them.
 */
function machineBusySeconds(): number | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
    return (user + nice + system + irq + softirq + steal) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** CPU time this process has used, in seconds: on the API side, the load generator's. */
function ownBusySeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

interface CpuPerSave {
  /** Every process on the machine, in microseconds a save. */
  machine: number;
  /**
   * The same without this process: on the API side that is autocannon, standing for the students'
   * browsers, which run on their own machines in production.
   */
  withoutLoadGenerator: number;
  /**
   * Only the processes doing the work (the server and its workers, or the SQL processes, and the
   * database's PostgreSQL processes): what else runs on the machine does not count.
   */
  work: number | null;
}

/**
 * Runs a phase while sampling, every 50 ms, the machine's busy time, this process's own and that
 * of the processes doing the work (`lib/process-cpu.ts`), and adds the CPU time per save, counted
 * over the phase's timed window only (not the start of its processes).
 */
async function withCpu(
  databaseUrl: string,
  phase: () => Promise<Figures & { window: [number, number] }>,
): Promise<Figures & { cpuPerSave: CpuPerSave | null }> {
  const work = await trackWorkCpu(databaseUrl);
  const samples: [when: number, machine: number, own: number, work: number][] = [];
  let sampling: Promise<void> | null = null;
  const sample = async () => {
    const when = Date.now();
    const busy = machineBusySeconds();
    const own = ownBusySeconds();
    const working = work ? await work.read() : 0;
    if (busy !== null) samples.push([when, busy, own, working]);
  };
  await sample();
  const timer = setInterval(() => {
    sampling ??= sample().finally(() => (sampling = null));
  }, 50);
  const figures = await phase();
  clearInterval(timer);
  await sampling;
  await sample();
  await work?.close();
  const at = (t: number, k: 1 | 2 | 3) => {
    const i = samples.findIndex(([when]) => when >= t);
    if (i <= 0) return samples[Math.max(i, 0)]?.[k] ?? 0;
    const [t0] = samples[i - 1]!;
    const [t1] = samples[i]!;
    const b0 = samples[i - 1]![k];
    const b1 = samples[i]![k];
    return t1 === t0 ? b1 : b0 + ((b1 - b0) * (t - t0)) / (t1 - t0);
  };
  const [from, to] = figures.window;
  if (samples.length < 2 || figures.total === 0) return { ...figures, cpuPerSave: null };
  const perSave = (seconds: number) => (seconds / figures.total) * 1e6;
  const machine = at(to, 1) - at(from, 1);
  const own = at(to, 2) - at(from, 2);
  return {
    ...figures,
    cpuPerSave: {
      machine: perSave(machine),
      withoutLoadGenerator: perSave(machine - own),
      work: work ? perSave(at(to, 3) - at(from, 3)) : null,
    },
  };
}

const fmt = (f: Figures) =>
  `${f.savesPerSecond.toFixed(0).padStart(7)} saves/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99
    .toFixed(1)
    .padStart(6)} ms   (${f.total} saves, ${f.failed} failed)`;

/**
 * Transactions the database committed (pg_stat_database) while `phase` ran, per save it made: the
 * server commits answers saved together in one statement (group commit), the SQL side one a save.
 * Statistics reach the view about a second late, hence the wait before the second reading.
 */
async function withCommits<T extends Figures>(
  url: string,
  phase: () => Promise<T>,
): Promise<T & { commitsPerSave: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const read = async () =>
    Number(
      (await client.query(`select xact_commit from pg_stat_database where datname = current_database()`)).rows[0]
        .xact_commit,
    );
  try {
    await client.query('select pg_stat_clear_snapshot()');
    const before = await read();
    const figures = await phase();
    await new Promise((r) => setTimeout(r, 1500));
    await client.query('select pg_stat_clear_snapshot()');
    const after = await read();
    return { ...figures, commitsPerSave: figures.total ? (after - before) / figures.total : 0 };
  } finally {
    await client.end();
  }
}

function report(
  kind: string,
  api: Figures & { cpuPerSave?: CpuPerSave | null; commitsPerSave?: number },
  sql: Figures & { cpuPerSave?: CpuPerSave | null; commitsPerSave?: number },
) {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\n${kind}: ${STUDENTS} students, ${CONNECTIONS} concurrent, ${SECONDS} s each (${cpus().length} cores, load average ${load})`,
  );
  console.log(`  API (HTTP, real server)   ${fmt(api)}`);
  console.log(`  SQL (same upsert, direct) ${fmt(sql)}`);
  console.log(`  API cost / SQL cost: ${(sql.savesPerSecond / api.savesPerSecond).toFixed(2)}x (saves per second)`);
  if (api.cpuPerSave && sql.cpuPerSave) {
    const line = (label: string, k: keyof CpuPerSave) => {
      const a = api.cpuPerSave![k]!;
      const b = sql.cpuPerSave![k]!;
      console.log(`  ${label}: API ${a.toFixed(0)} µs, SQL ${b.toFixed(0)} µs: ${(a / b).toFixed(2)}x`);
    };
    line('machine CPU per save', 'machine');
    line('CPU per save without the load generator', 'withoutLoadGenerator');
    if (api.cpuPerSave.work !== null && sql.cpuPerSave.work !== null)
      line('CPU per save of the working processes', 'work');
  }
  if (api.commitsPerSave !== undefined && sql.commitsPerSave !== undefined) {
    console.log(
      `  commits per save: API ${api.commitsPerSave.toFixed(3)} (saves arriving together share one), SQL ${sql.commitsPerSave.toFixed(3)}`,
    );
  }
}

async function runPostgres() {
  const url = await freshPostgresDatabase(
    process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    'markwell_bench',
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'markwell-bench-saves-'));
  const database = fromPostgres(url);
  console.log(`PostgreSQL: preparing ${STUDENTS} students with open attempts…`);
  const sitting = await prepareSitting(database, STUDENTS, dataDir);
  const revisions = new Map<string, number>();
  const server = startServer({
    DATABASE_URL: url,
    PORT,
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    WEB_CONCURRENCY: String(WORKERS),
  });
  try {
    await waitForServer(BASE, server);
    await measureApi(sitting, revisions, 2); // warm-up: JIT, pool connections
    const api = await withCommits(url, () => withCpu(url, () => measureApi(sitting, revisions, SECONDS)));
    await stopServer(server);
    await measureSqlInProcesses(url, sitting, 2, 1_000_000);
    const sql = await withCommits(url, () =>
      withCpu(url, () => measureSqlInProcesses(url, sitting, SECONDS, 2_000_000)),
    );
    report(`PostgreSQL, ${WORKERS} process(es) on each side`, api, sql);
  } finally {
    await stopServer(server);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'markwell-bench-saves-'));
  const dir = join(dataDir, 'pglite');
  let database = fromPglite(await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS }));
  console.log(`PGlite: preparing ${STUDENTS} students with open attempts…`);
  const sitting = await prepareSitting(database, STUDENTS, dataDir);
  // PGlite is single-process: the bench lets go of the folder while the server has it.
  await database.close();
  const revisions = new Map<string, number>();
  const server = startServer({ DATABASE_URL: '', PORT, DATA_DIR: dataDir, DEMO_DATA: 'off' });
  try {
    await waitForServer(BASE, server);
    await measureApi(sitting, revisions, 2);
    const api = await measureApi(sitting, revisions, SECONDS);
    await stopServer(server);
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    database = fromPglite(client);
    await measureSql((t, p) => client.query(t, p), sitting, revisions, 1);
    const sql = await measureSql((t, p) => client.query(t, p), sitting, revisions, SECONDS);
    report('PGlite', api, sql);
  } finally {
    await stopServer(server);
    await database.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (values.db === 'postgres' || values.db === 'both') await runPostgres();
if (values.db === 'pglite' || values.db === 'both') await runPglite();
