import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../lib/server-root';

// The real server with two workers (node:cluster) on a fresh PostgreSQL database: /metrics,
// answered by either worker, sums both workers' figures.

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TOKEN = 'cluster-metrics-token-0123456789';
const name = `markwell_metrics_${randomBytes(5).toString('hex')}`;
let server: ChildProcess;
let port: number;

function withDatabase(url: string, database: string) {
  const u = new URL(url);
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

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

/** A GET on a new connection each time, so the kernel hands it to either worker. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name}`);
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: withDatabase(adminUrl, name),
      WEB_CONCURRENCY: '2',
      DEMO_DATA: 'off',
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_TOKEN: TOKEN,
      JWT_SECRET: 'cluster-test-secret-cluster-test-secret',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'markwell-metrics-')),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stderr!.on('data', (c: Buffer) => process.stderr.write(c));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 110_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Markwell is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.on('exit', (code) => reject(new Error(`server exited ${code}:\n${output}`)));
  });
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await admin(`DROP DATABASE IF EXISTS ${name}`);
}, 60_000);

describe('GET /metrics across the workers of one machine', () => {
  it('sums what every worker served', async () => {
    const requests = 12;
    for (let i = 0; i < requests; i++) expect((await get('/health')).status).toBe(200);
    const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status, res.body).toBe(200);
    const count = Number(
      /markwell_http_request_duration_seconds_count\{method="GET",route="\/health",status="200"\} (\d+)/.exec(
        res.body,
      )?.[1],
    );
    expect(count).toBe(requests);
    // two workers' pools summed; each has at least one connection open by now
    expect(Number(/markwell_db_pool_connections\{state="max"\} (\d+)/.exec(res.body)?.[1])).toBeGreaterThan(10);
    // the event loop delay of the workers
    expect(res.body).toMatch(/nodejs_eventloop_lag_p99_seconds/);
    expect((await get('/metrics')).status).toBe(401);
  });
});
