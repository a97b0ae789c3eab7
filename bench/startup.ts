/**
 * Start-up time of the real server, as `npm start` runs it (`tsx apps/server/src/server.ts`):
 *
 *   first start   empty DATA_DIR: PGlite initdb + migrations + demo seed
 *   later start   the same DATA_DIR again: open + migrations check + "already seeded"
 *
 * Each is measured RUNS times (a new DATA_DIR per first start), from spawning the process to its
 * "running at" line. The server also prints "ready in X s" measured inside main() (database,
 * migrations, seed, app build, listen): the rest is process start, npx, tsx and module loading.
 * tsx's own cost is measured apart (`npx tsx -e 0` against `node -e 0`). With DATABASE_URL set
 * the same is measured on PostgreSQL too (a fresh database per first start).
 *
 *   npx tsx bench/startup.ts [--runs 3]        (from the repo root)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Math.max(1, Number(values.runs) || 3);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const a = probe.address();
      probe.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const kill = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // gone
    }
  };
  kill('SIGTERM'); // graceful: PGlite is closed cleanly, so the later start needs no recovery
  const t = setTimeout(() => kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(t);
}

interface StartTiming {
  wallMs: number;
  /** "ready in X s" as the server reports it. */
  innerMs: number;
  seeded: boolean;
}

/** Starts the server, waits for "running at", stops it. */
async function timeStart(env: Record<string, string>): Promise<StartTiming> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  let out = '';
  try {
    return await new Promise<StartTiming>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "running at" within 180 s:\n${out}`)), 180_000);
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split('\n').find((l) => l.includes('running at'));
        if (!line) return;
        const wallMs = performance.now() - t0;
        clearTimeout(timer);
        const ready = /ready in ([\d.]+) s/.exec(line);
        resolve({ wallMs, innerMs: ready ? Number(ready[1]) * 1000 : NaN, seeded: line.includes('demo data seeded') });
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code}) before it was ready:\n${out}`));
      });
    });
  } finally {
    child.removeAllListeners('exit');
    await stop(child);
  }
}

/** Wall time of a command that exits by itself. */
async function timeCommand(cmd: string, args: string[]): Promise<number> {
  const t0 = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: repoRoot, stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`)),
    );
  });
  return performance.now() - t0;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const sec = (ms: number) => (Number.isNaN(ms) ? '   n/a' : (ms / 1000).toFixed(2).padStart(6));

interface Row {
  label: string;
  timings: StartTiming[];
}

function printTable(rows: Row[]) {
  const runs = Array.from({ length: RUNS }, (_, i) => `run ${i + 1}`.padStart(6));
  console.log(`\n| ${'start'.padEnd(36)} | ${'measure'.padEnd(16)} | ${runs.join(' | ')} | median |`);
  console.log(`|${'-'.repeat(38)}|${'-'.repeat(18)}|${runs.map(() => '--------').join('|')}|--------|`);
  for (const row of rows) {
    const wall = row.timings.map((t) => t.wallMs);
    const inner = row.timings.map((t) => t.innerMs);
    const overhead = row.timings.map((t) => t.wallMs - t.innerMs);
    const line = (measure: string, xs: number[], label = '') =>
      console.log(`| ${label.padEnd(36)} | ${measure.padEnd(16)} | ${xs.map(sec).join(' | ')} | ${sec(median(xs))} |`);
    line('spawn to running', wall, row.label);
    line('in process', inner);
    line('npx+tsx+imports', overhead);
  }
}

async function main() {
  console.log(`Start-up of the real server, ${RUNS} run(s) each, seconds (wall = spawn to "running at" line).`);
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
  console.log(`${cpus().length} CPUs; load average (1/5/15 min) at start: ${load()}`);
  const nodeBase: number[] = [];
  const tsxBase: number[] = [];
  const npxTsxBase: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    nodeBase.push(await timeCommand('node', ['-e', '0']));
    tsxBase.push(await timeCommand(join(repoRoot, 'node_modules/.bin/tsx'), ['-e', '0']));
    npxTsxBase.push(await timeCommand('npx', ['tsx', '-e', '0']));
  }

  const rows: Row[] = [];
  const dirs = Array.from({ length: RUNS }, () => mkdtempSync(join(tmpdir(), 'markwell-startup-')));
  try {
    const first: StartTiming[] = [];
    const later: StartTiming[] = [];
    for (const dir of dirs) first.push(await timeStart({ DATA_DIR: dir, DATABASE_URL: '' }));
    for (const dir of dirs) later.push(await timeStart({ DATA_DIR: dir, DATABASE_URL: '' }));
    if (!first.every((t) => t.seeded) || later.some((t) => t.seeded))
      throw new Error('expected the first starts to seed and the later ones not to');
    rows.push(
      { label: 'PGlite first (initdb+migrate+seed)', timings: first },
      { label: 'PGlite later (same DATA_DIR)', timings: later },
    );
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL;
  if (url) {
    const names = Array.from({ length: RUNS }, (_, i) => `markwell_startup_${process.pid}_${i}`);
    const admin = async (sql: string) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    const dbUrl = (name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
    const dataDir = mkdtempSync(join(tmpdir(), 'markwell-startup-pg-'));
    try {
      for (const n of names) await admin(`CREATE DATABASE ${n}`);
      const first: StartTiming[] = [];
      const later: StartTiming[] = [];
      for (const n of names) first.push(await timeStart({ DATA_DIR: dataDir, DATABASE_URL: dbUrl(n) }));
      for (const n of names) later.push(await timeStart({ DATA_DIR: dataDir, DATABASE_URL: dbUrl(n) }));
      rows.push(
        { label: 'PostgreSQL first (migrate+seed)', timings: first },
        { label: 'PostgreSQL later', timings: later },
      );
    } finally {
      for (const n of names) await admin(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  printTable(rows);
  const m = (xs: number[]) => sec(median(xs)).trim();
  console.log(
    `\nBaselines (median): \`node -e 0\` ${m(nodeBase)} s; \`tsx -e 0\` ${m(tsxBase)} s; \`npx tsx -e 0\` ${m(npxTsxBase)} s ` +
      `(tsx adds ${sec(median(tsxBase) - median(nodeBase)).trim()} s, npx another ${sec(median(npxTsxBase) - median(tsxBase)).trim()} s).`,
  );
  console.log(`Load average at the end: ${load()}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
