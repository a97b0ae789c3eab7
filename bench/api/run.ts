/**
 * API benchmark: each read of `routes.ts`, under load from autocannon at 10 and 50 connections,
 * against four servers in the same run:
 *   app       the real server (a child process, as `npm start` runs it, on PostgreSQL);
 *   replay    the statements the app ran for that request, replayed in order through pg;
 *   sql       hand-written SQL returning the same data;
 *   hello     a Fastify hello-world route (what Node + Fastify can do at all here).
 * Then the class-scoped reads on the demo database and on the district, to show that their cost
 * follows the data asked for.
 *
 *   DATABASE_URL=postgres://…/markwell_bench_api npm run bench:api -- [--duration 5] [--connections 10,50] [--only search,blog]
 *
 * DATABASE_URL must hold a district (see bench/README.md: `bench:seed` with content flags). A
 * database `<name>_demo` next to it is made afresh with the demo data only. Only 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemoData } from '../../apps/server/src/seed/index';
import { createRecorder } from './capture';
import { CLASS_SCOPED, ROUTES, type BenchContext, type BenchRoute } from './routes';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10,50' },
    /** Comma-separated words: only the reads whose name contains one of them (and no class-scoped runs). */
    only: { type: 'string' },
  },
});
const only = values.only
  ?.split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
const duration = Number(values.duration);
const connectionLevels = values.connections.split(',').map(Number);
const district = process.env.DATABASE_URL;
if (!district?.startsWith('postgres')) {
  console.error('bench:api needs DATABASE_URL=postgres://… holding a district (npm run bench:seed with content).');
  process.exit(2);
}
const jwtSecret = 'bench-api-secret-'.padEnd(48, 'x');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Starts a child process and resolves once a line of its output matches `ready`. */
function start(args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (b: Buffer) => {
      out += b.toString();
      if (ready.test(out)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${out.slice(-2000)}`)));
  });
}

async function startApp(databaseUrl: string) {
  const port = await freePort();
  // BENCH_NODE_ARGS adds Node flags to the app, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to
  // profile it under the benchmark's load (forked workers inherit them).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = await start(
    [...nodeArgs, 'apps/server/src/server.ts'],
    {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'markwell-bench-api-')),
    },
    /running at/,
  );
  return { child, base: `http://127.0.0.1:${port}` };
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
}

/** The largest RSS among the processes that serve: the app's workers, or the app itself without them. */
function servingRssMb(pid: number | undefined): number {
  if (!pid) return 0;
  const children = readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  return children.length > 0 ? Math.max(...children.map(rssMb)) : rssMb(pid);
}

interface Load {
  rps: number;
  /** Mean latency in ms with decimals (autocannon's percentiles are whole milliseconds). */
  mean: number;
  p50: number;
  p99: number;
  failed: number;
}

async function load(url: string, connections: number, headers: Record<string, string> = {}): Promise<Load> {
  await autocannon({ url, connections, duration: 1, headers }); // warm-up
  const r = await autocannon({ url, connections, duration, headers });
  return {
    rps: r.requests.average,
    mean: r.latency.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

async function context(databaseUrl: string): Promise<BenchContext> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (text: string, params: unknown[] = []) => (await client.query(text, params)).rows[0];
    const teacher = await one('SELECT id, email, school_id FROM users WHERE email = $1', [
      'teacher@demo.markwell.test',
    ]);
    const staff = await one('SELECT id, email FROM users WHERE email = $1', ['staff@demo.markwell.test']);
    const student = await one('SELECT id, email, school_id FROM users WHERE email = $1', [
      'student@demo.markwell.test',
    ]);
    const schoolAdmin = await one('SELECT id, email, school_id FROM users WHERE email = $1', [
      'schooladmin@demo.markwell.test',
    ]);
    const admin = await one(
      `SELECT u.id, u.email, u.school_id FROM users u WHERE u.owner AND u.email LIKE '%@bench.markwell.test'
       ORDER BY (SELECT count(*) FROM users s WHERE s.school_id = u.school_id) DESC, u.id LIMIT 1`,
    );
    const group = await one("SELECT id FROM school_groups WHERE name = '10B Biology'");
    const page = await one('SELECT slug FROM cms_pages WHERE public ORDER BY id LIMIT 1');
    return {
      teacher: { id: teacher.id, email: teacher.email, schoolId: teacher.school_id },
      staff: { id: staff.id, email: staff.email },
      student: { id: student.id, email: student.email, schoolId: student.school_id },
      schoolAdmin: { id: schoolAdmin.id, email: schoolAdmin.email, schoolId: schoolAdmin.school_id },
      districtAdmin: admin ? { id: admin.id, email: admin.email, schoolId: admin.school_id } : null,
      class10b: group.id,
      publicSlug: page.slug,
    };
  } finally {
    await client.end();
  }
}

async function resetDemoDatabase(url: string): Promise<string> {
  const u = new URL(url);
  const name = `${u.pathname.slice(1)}_demo`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), dataDir: tmpdir() });
  await database.migrate();
  await seedDemoData(database.db);
  await database.close();
  return u.toString();
}

const fmt = (n: number, d = 1) => n.toFixed(d).padStart(8);

async function main() {
  // The district may predate the latest migrations: bring it up to date before capturing.
  const districtDatabase = await openDatabase({ url: district!, dataDir: tmpdir() });
  await districtDatabase.migrate();
  await districtDatabase.close();
  const ctx = await context(district!);
  // Without a district school (bench:seed not run with --schools) the 500-student read is skipped.
  const routes = ROUTES.filter((r) => r.caller(ctx) !== null || r.public).filter(
    (r) => !only || only.some((w) => r.name.toLowerCase().includes(w)),
  );
  const recorder = await createRecorder(district!, jwtSecret);
  const tokens = new Map<string, string>();
  const headersFor = async (route: BenchRoute): Promise<Record<string, string>> => {
    const email = route.caller(ctx);
    if (!email) return { accept: 'application/json' };
    if (!tokens.has(email)) tokens.set(email, await recorder.token(email));
    return { accept: 'application/json', authorization: `Bearer ${tokens.get(email)}` };
  };

  const spec: { databaseUrl: string; routes: Record<string, { replay: unknown[]; sql: unknown[] }> } = {
    databaseUrl: district!,
    routes: {},
  };
  console.log('The app’s SQL per request (captured from the real app):');
  for (const [i, route] of routes.entries()) {
    const headers = await headersFor(route);
    const rec = await recorder.record(route.url(ctx), headers.authorization?.slice(7) ?? null);
    if (rec.status !== 200) throw new Error(`${route.name}: the app answered ${rec.status}`);
    spec.routes[String(i)] = { replay: rec.statements, sql: route.sql(ctx) };
    console.log(`  ${route.name.padEnd(26)} ${rec.statements.length} statements, ${rec.bytes} bytes`);
    if (process.env.BENCH_SHOW_SQL) for (const s of rec.statements) console.log(JSON.stringify(s));
  }
  await recorder.close();
  const specPath = join(mkdtempSync(join(tmpdir(), 'markwell-bench-spec-')), 'spec.json');
  writeFileSync(specPath, JSON.stringify(spec));

  const app = await startApp(district!);
  const basePort = await freePort();
  const baseline = await start(
    ['bench/api/baseline-server.ts'],
    { BENCH_SPEC: specPath, PORT: String(basePort) },
    /ready/,
  );
  const baseUrl = `http://127.0.0.1:${basePort}`;
  let maxRss = 0;
  try {
    for (const connections of connectionLevels) {
      const hello = await load(`${baseUrl}/hello`, connections);
      console.log(
        `\n${connections} connections, ${duration} s each (hello-world: ${Math.round(hello.rps)} req/s, p50 ${hello.p50} ms)`,
      );
      console.log(
        `${'read'.padEnd(26)} ${'app req/s'.padStart(10)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ` +
          `${'replay p50'.padStart(11)} ${'sql req/s'.padStart(10)} ${'sql p50'.padStart(8)} ${'sql p99'.padStart(8)} ` +
          `${'app/sql mean'.padStart(12)} ${'% of hello'.padStart(11)}`,
      );
      for (const [i, route] of routes.entries()) {
        const a = await load(app.base + route.url(ctx), connections, await headersFor(route));
        maxRss = Math.max(maxRss, servingRssMb(app.child.pid));
        const replay = await load(`${baseUrl}/replay/${i}`, connections);
        const sql = await load(`${baseUrl}/sql/${i}`, connections);
        const failed = a.failed + replay.failed + sql.failed;
        console.log(
          `${route.name.padEnd(26)} ${fmt(a.rps, 0).padStart(10)} ${fmt(a.p50)} ${fmt(a.p99)} ${fmt(replay.p50).padStart(11)} ` +
            `${fmt(sql.rps, 0).padStart(10)} ${fmt(sql.p50)} ${fmt(sql.p99)} ${fmt(a.mean / Math.max(sql.mean, 0.001), 2).padStart(11)}× ` +
            `${fmt((100 * a.rps) / hello.rps).padStart(10)}%${failed ? `  (${failed} failed)` : ''}`,
        );
      }
    }
    console.log(`\napp RSS (largest serving process) at most ${maxRss} MB during the runs`);
  } finally {
    app.child.kill('SIGTERM');
    baseline.kill('SIGTERM');
  }

  if (only) return;
  // Class-scoped reads: the same request on the demo database and on the district.
  const demo = await resetDemoDatabase(district!);
  const demoCtx = await context(demo);
  const results: Record<string, Load[]> = {};
  for (const [label, url, c] of [
    ['demo', demo, demoCtx],
    ['district', district!, ctx],
  ] as const) {
    const server = await startApp(url);
    const rec = await createRecorder(url, jwtSecret);
    try {
      for (const route of CLASS_SCOPED) {
        const token = await rec.token(route.caller(c)!);
        const r = await load(server.base + route.url(c), 10, {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
        });
        (results[route.name] ??= []).push(r);
      }
    } finally {
      await rec.close();
      server.child.kill('SIGTERM');
    }
    void label;
  }
  console.log('\nClass-scoped reads, 10 connections: demo database vs district');
  for (const [name, [d, x]] of Object.entries(results)) {
    console.log(
      `  ${name.padEnd(26)} demo mean ${d!.mean.toFixed(2)} ms (${Math.round(d!.rps)} req/s)   district mean ${x!.mean.toFixed(2)} ms (${Math.round(x!.rps)} req/s)   ` +
        // Means, not p50s: autocannon's percentiles are whole milliseconds.
        `district/demo ${(x!.mean / Math.max(d!.mean, 0.001)).toFixed(2)}×`,
    );
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
