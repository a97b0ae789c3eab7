import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { artifactsDir, repoRoot, type SeededDatabase } from './config';

export interface RunningServer {
  baseURL: string;
  /** Stops the server, then drops its database (PostgreSQL) or removes its DATA_DIR. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Kills the whole process group (the server and any worker it forked), politely first. */
async function killTree(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // The group may outlive its leader for a moment (a forked worker): make sure it is gone.
  signal('SIGKILL');
}

/** Where the server keeps its PGlite inside DATA_DIR (openDatabase in apps/server/src/db/client.ts). */
export const pgliteFolder = (dataDir: string): string => join(dataDir, 'pglite');

/** The run's seeded database (prepared by the global setup), for `startServer({ seeded })` in a journey. */
export const seededDatabase = (): SeededDatabase => inject('seededDatabase');

/** Creates database `name` as a copy of `template`; two copies started at once collide on the template: retry. */
async function copyDatabase(serverUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (err) {
      if (attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

/**
 * Starts the real server as `npm start` runs it (tsx over `apps/server/src/server.ts`, production
 * mode, serving the built web app) on a free port, on a fresh PGlite DATA_DIR, or, when
 * DATABASE_URL is set, on a fresh database created for this run on that PostgreSQL server.
 * `env` overrides settings (a journey with a movable clock starts one with TEST_CLOCK=on, which
 * only a non-production NODE_ENV accepts). `seeded`: start on a copy of the run's seeded database
 * (the server then starts as it does every day after the first: it moves the demo dates up to
 * now instead of seeding).
 */
export async function startServer({
  timeoutMs = 120_000,
  name = 'server',
  env: extraEnv = {},
  seeded,
}: {
  timeoutMs?: number;
  name?: string;
  /** Settings over the defaults below, e.g. `{ NODE_ENV: 'test', TEST_CLOCK: 'on' }` for a movable clock. */
  env?: Record<string, string>;
  /** The run's seeded database (seededDatabase()), to copy instead of seeding an empty one. */
  seeded?: SeededDatabase;
} = {}): Promise<RunningServer> {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error(
      'The web app is not built (apps/web/dist/index.html is missing). `npm test` builds it first; ' +
        'when running the journeys alone, run `npm run build -w @markwell/web` before `npm run test -w @markwell/e2e`.',
    );
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'markwell-e2e-'));
  // Serve a copy of the built app: a rebuild of apps/web/dist during the run (it replaces the
  // hashed asset files) must not pull the pages out from under the journeys.
  const webDist = join(dataDir, 'web-dist');
  cpSync(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  const serverUrl = process.env.DATABASE_URL || undefined;
  // one database per server: a file with a server of its own may share its worker process with another
  const dbName = `markwell_e2e_${process.pid}_${name.replace(/\W/g, '_')}`;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    if (seeded?.kind === 'postgres') await copyDatabase(serverUrl, seeded.name, dbName);
    else await adminQuery(serverUrl, `CREATE DATABASE ${dbName}`);
    databaseUrl = withDatabase(serverUrl, dbName);
  } else if (seeded?.kind === 'pglite') {
    cpSync(pgliteFolder(seeded.dataDir), pgliteFolder(dataDir), { recursive: true });
  }

  mkdirSync(artifactsDir, { recursive: true });
  const logFile = join(artifactsDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DEMO_DATA: 'on',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  env.WEB_DIST = webDist;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  // tsx as a loader in one node process (what `tsx` itself starts, without npx's and tsx's own
  // launcher processes: about a CPU-second less per start). detached: the server gets its own
  // process group, so stopping it also stops any worker it forked.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    log.write(chunk);
    if (output.length < 100_000) output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  const cleanUp = async () => {
    await killTree(child);
    log.end();
    if (databaseUrl && serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The server did not report "running at" within ${timeoutMs / 1000} s.`)),
        timeoutMs,
      );
      const onData = () => {
        if (output.includes('running at')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The server exited before it was ready (code ${code}, signal ${signal}).`));
      });
    });
    const baseURL = `http://127.0.0.1:${port}`;
    // It says it is running: check that it answers the API and serves the built app.
    const api = await fetch(`${baseURL}/api/v2/curriculasactive`);
    if (!api.ok) throw new Error(`GET /api/v2/curriculasactive answered ${api.status}`);
    const shell = await fetch(`${baseURL}/login`, { headers: { accept: 'text/html' } });
    if (!shell.ok) throw new Error(`GET /login answered ${shell.status}: ${(await shell.text()).slice(0, 200)}`);
    child.removeAllListeners('exit');
    return { baseURL, stop: cleanUp };
  } catch (err) {
    await cleanUp().catch(() => undefined);
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`${message}\n--- server output (also in ${logFile}) ---\n${output.slice(-5000)}`, { cause: err });
  }
}
