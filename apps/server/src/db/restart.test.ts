/**
 * The database goes away under load and comes back: a PostgreSQL instance of the test's own (a
 * spare port, a temporary folder; the shared one is never touched), the real server in front of
 * it (two worker processes), 50 students saving. First `pg_ctl restart`, then every connection of
 * the app ended with `pg_terminate_backend`. No acknowledged save may be lost, no server process
 * may exit, and `/health` must answer 200 within 5 s of the database being back. Runs in the
 * PostgreSQL run of the suite (DATABASE_URL set), where PostgreSQL's binaries are at hand.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canStartInstances, sparePort, startPrimary, type PgInstance } from '../../test/pg-instances';
import { healthyWithin, startSaving } from '../../test/saving-students';
import { sittingOn, startWatchedServer } from '../../test/fault-fixture';
import { startServer, stopServer, waitForServer, type Sitting } from '../../test/sitting-at-scale';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!process.env.DATABASE_URL || !canStartInstances())('a PostgreSQL restart under load', () => {
  let pgInstance: PgInstance;
  let server: ChildProcess;
  let stderr: () => string;
  let sitting: Sitting;
  let base: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'markwell-restart-'));

  beforeAll(async () => {
    pgInstance = await startPrimary('restart');
    sitting = await sittingOn(pgInstance, dataDir);
    ({ server, base, stderr } = await startWatchedServer(pgInstance.url('markwell'), dataDir));
  }, 240_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    await pgInstance?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged save, keeps every process, and is healthy within 5 s each time', async () => {
    const students = startSaving(base, sitting);
    await sleep(1500);
    const beforeRestart = students.acknowledged();

    await pgInstance.restart();
    const afterRestartMs = await healthyWithin(base, 5000);
    await sleep(1500);
    const afterRestart = students.acknowledged();

    await pgInstance.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'markwell' AND pid <> pg_backend_pid()`,
    );
    const afterTerminateMs = await healthyWithin(base, 5000);
    await sleep(1500);
    await students.stop();

    const lost = await students.lost(pgInstance.url('markwell'));
    console.log(
      `restart: healthy ${afterRestartMs} ms after pg_ctl restart returned, ${afterTerminateMs} ms after pg_terminate_backend; ` +
        `${students.acknowledged()} saves acknowledged, ${lost} lost; statuses ${JSON.stringify(Object.fromEntries(students.statuses))}`,
    );
    expect(beforeRestart).toBeGreaterThan(0);
    expect(afterRestart).toBeGreaterThan(beforeRestart);
    expect(students.acknowledged()).toBeGreaterThan(afterRestart);
    expect(lost).toBe(0);
    expect(students.unavailableWellFormed).toBe(true);
    // Nothing but 200 and, while the database was away, 503: never a 500.
    expect([...students.statuses.keys()].filter((s) => s !== '200' && s !== '503' && s !== 'no answer')).toEqual([]);
    expect(server.exitCode).toBeNull();
    expect(stderr()).not.toMatch(/exited|second error|Workers keep exiting/);
  }, 90_000);

  it('a server started while the database is down waits for it instead of exiting, then serves', async () => {
    await pgInstance.stop('fast');
    const port = String(await sparePort());
    const late = startServer(
      {
        DATABASE_URL: pgInstance.url('markwell'),
        PORT: port,
        DATA_DIR: dataDir,
        DEMO_DATA: 'off',
        WEB_CONCURRENCY: '2',
      },
      { stderr: 'pipe' },
    );
    let lateStderr = '';
    late.stderr?.on('data', (d: Buffer) => (lateStderr += d.toString()));
    try {
      // It starts (slowly on a busy machine), finds no database, and keeps trying with backoff.
      for (let waited = 0; !/Database unreachable/.test(lateStderr) && waited < 60_000; waited += 200) await sleep(200);
      expect(lateStderr).toMatch(/Database unreachable/);
      await sleep(3000);
      expect(late.exitCode).toBeNull();
      await pgInstance.start();
      await waitForServer(`http://127.0.0.1:${port}`, late, 120_000);
      await healthyWithin(`http://127.0.0.1:${port}`, 10_000);
      expect(lateStderr).not.toMatch(/exited|Workers keep exiting/);
    } finally {
      await stopServer(late);
    }
  }, 180_000);
});
