/**
 * A standby takes over: a primary and a streaming standby of the test's own (synchronous
 * replication, spare ports, temporary folders), HAProxy in front, the real server (two workers)
 * connecting through it, 50 students saving. The primary is killed (an immediate stop: no
 * checkpoint, as when its machine dies), the standby promoted, the proxy pointed at it (its
 * configuration rewritten and reloaded). No acknowledged save may be lost, no server process may
 * exit, and `/health` must answer 200 within 10 s of the kill. Runs in the PostgreSQL run of the
 * suite (DATABASE_URL set), where PostgreSQL's binaries and HAProxy are at hand.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canStartInstances,
  haveHaproxy,
  startPrimary,
  startProxy,
  startStandby,
  type PgInstance,
} from '../../test/pg-instances';
import { healthyWithin, startSaving } from '../../test/saving-students';
import { sittingOn, startWatchedServer } from '../../test/fault-fixture';
import { stopServer, type Sitting } from '../../test/sitting-at-scale';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!process.env.DATABASE_URL || !canStartInstances() || !haveHaproxy())(
  'failing over to a synchronous standby under load',
  () => {
    let primary: PgInstance;
    let standby: PgInstance;
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    let server: ChildProcess;
    let stderr: () => string;
    let sitting: Sitting;
    let base: string;
    const dataDir = mkdtempSync(join(tmpdir(), 'markwell-failover-'));

    beforeAll(async () => {
      primary = await startPrimary('failover-primary');
      sitting = await sittingOn(primary, dataDir);
      standby = await startStandby(primary, true, 'failover_standby');
      proxy = await startProxy(primary);
      ({ server, base, stderr } = await startWatchedServer(proxy.url('markwell'), dataDir));
    }, 240_000);

    afterAll(async () => {
      if (server) await stopServer(server);
      await proxy?.stop();
      await standby?.destroy();
      await primary?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('loses no acknowledged save and serves again within 10 s of the primary dying', async () => {
      const students = startSaving(base, sitting);
      await sleep(1500);
      const beforeKill = students.acknowledged();

      const killedAt = Date.now();
      await primary.stop('immediate');
      await standby.promote();
      proxy.pointAt(standby);
      const promotedMs = Date.now() - killedAt;
      const healthyMs = promotedMs + (await healthyWithin(base, 10_000 - promotedMs));
      await sleep(1500);
      await students.stop();

      const lost = await students.lost(standby.url('markwell'));
      console.log(
        `failover: standby promoted and proxy reloaded ${promotedMs} ms after the kill, /health 200 after ${healthyMs} ms; ` +
          `${students.acknowledged()} saves acknowledged (${beforeKill} before the kill), ${lost} lost; ` +
          `statuses ${JSON.stringify(Object.fromEntries(students.statuses))}`,
      );
      expect(beforeKill).toBeGreaterThan(0);
      expect(students.acknowledged()).toBeGreaterThan(beforeKill);
      expect(healthyMs).toBeLessThan(10_000);
      expect(lost).toBe(0);
      expect(students.unavailableWellFormed).toBe(true);
      expect([...students.statuses.keys()].filter((s) => s !== '200' && s !== '503' && s !== 'no answer')).toEqual([]);
      expect(server.exitCode).toBeNull();
      expect(stderr()).not.toMatch(/exited|second error|Workers keep exiting/);
    }, 60_000);
  },
);
