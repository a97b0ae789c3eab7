import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { z } from 'zod';
import { copyTemplate } from '../../test/template-db';
import type { Database } from '../db/client';
import { createJobsRepository, type JobsRepository } from '../db/jobs.repository';
import dbPlugin from './db';
import jobsPlugin, { backoffDelay, type JobsOptions } from './jobs';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A clock the test moves by hand: the queue never reads the real time in these tests. */
function manualClock(start = '2026-01-05T09:00:00.000Z') {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

let database: Database;
let repo: JobsRepository;
const apps: FastifyInstance[] = [];

/** One API instance's queue on the shared database (two of them stand for two machines). */
async function instance(clock: ReturnType<typeof manualClock>, options: Partial<JobsOptions> = {}) {
  const app = Fastify({ logger: false });
  await app.register(dbPlugin, { database, closeOnExit: false });
  await app.register(jobsPlugin, { autoStart: false, now: clock.now, ...options });
  await app.ready();
  apps.push(app);
  return app;
}

/** A promise the test settles by hand, for a job that is still running. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

beforeAll(async () => {
  database = await copyTemplate(inject('dbTemplate'));
  repo = createJobsRepository(database.db);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('job queue', () => {
  it('debounces per payload: one waiting job for the same work, run once it is due', async () => {
    const clock = manualClock();
    const app = await instance(clock);
    const seen: unknown[] = [];
    app.jobs.work('t-debounce', async (payload) => void seen.push(payload));
    const first = await app.jobs.enqueueDebounced('t-debounce', { questionId: 1 }, MINUTE);
    expect(first).toEqual(expect.any(Number));
    expect(await app.jobs.enqueueDebounced('t-debounce', { questionId: 1 }, MINUTE)).toBeNull();
    const other = await app.jobs.enqueueDebounced('t-debounce', { questionId: 2 }, MINUTE);
    expect(other).not.toBe(first);
    await app.jobs.drain();
    expect(seen).toEqual([]);
    clock.advance(MINUTE);
    await app.jobs.drain();
    expect(seen).toEqual([{ questionId: 1 }, { questionId: 2 }]);
    // done: the same work may be asked for again
    expect(await app.jobs.enqueueDebounced('t-debounce', { questionId: 1 }, MINUTE)).toEqual(expect.any(Number));
    clock.advance(MINUTE);
    await app.jobs.drain();
    expect(seen).toHaveLength(3);
  });

  it('gathers items into the waiting job of the same key, and starts a new one once it runs', async () => {
    const clock = manualClock();
    const app = await instance(clock);
    const seen: unknown[] = [];
    app.jobs.work('t-gather', async (payload) => void seen.push(payload));
    const key = { questionId: 1, teacherId: 7 };
    const first = await app.jobs.enqueueGathered('t-gather', key, 'markIds', [10], MINUTE);
    expect(await app.jobs.enqueueGathered('t-gather', key, 'markIds', [11, 12], MINUTE)).toBe(first);
    // another key is other work
    const other = await app.jobs.enqueueGathered('t-gather', { questionId: 1, teacherId: 8 }, 'markIds', [13], MINUTE);
    expect(other).not.toBe(first);
    await app.jobs.drain();
    expect(seen).toEqual([]);
    clock.advance(MINUTE);
    await app.jobs.drain();
    expect(seen).toEqual([
      { questionId: 1, teacherId: 7, markIds: [10, 11, 12] },
      { questionId: 1, teacherId: 8, markIds: [13] },
    ]);
    // the job ran: new items start a new one, nothing joins a finished job
    const next = await app.jobs.enqueueGathered('t-gather', key, 'markIds', [14], MINUTE);
    expect(next).not.toBe(first);
    expect((await repo.find(first))!.payload).toEqual({ ...key, markIds: [10, 11, 12] });
    clock.advance(MINUTE);
    await app.jobs.drain();
    expect(seen[2]).toEqual({ ...key, markIds: [14] });
  });

  it('never gathers into a job that is running: the items start a job of their own', async () => {
    const clock = manualClock();
    const app = await instance(clock);
    const seen: unknown[] = [];
    const hold = deferred();
    app.jobs.work('t-gather-running', async (payload) => {
      seen.push(payload);
      if (seen.length === 1) await hold.promise;
    });
    const key = { questionId: 2 };
    const first = await app.jobs.enqueueGathered('t-gather-running', key, 'ids', [1], 0);
    const running = app.jobs.drain();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const second = await app.jobs.enqueueGathered('t-gather-running', key, 'ids', [2], 0);
    expect(second).not.toBe(first);
    hold.resolve();
    await running;
    await app.jobs.drain();
    expect(seen).toEqual([
      { questionId: 2, ids: [1] },
      { questionId: 2, ids: [2] },
    ]);
  });

  it('runs a job once and marks it done at the time it finished', async () => {
    const clock = manualClock();
    const app = await instance(clock);
    const seen: unknown[] = [];
    app.jobs.work('t-done', async (payload) => void seen.push(payload));
    const id = await app.jobs.enqueue('t-done', { n: 1 });
    await app.jobs.drain();
    expect(seen).toEqual([{ n: 1 }]);
    const row = await repo.find(id);
    expect(row).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(row!.lockedAt!.toISOString()).toBe('2026-01-05T09:00:00.000Z');
  });

  it('hands a typed queue its payload checked, and drops a job of another shape without retrying it', async () => {
    const clock = manualClock();
    const app = await instance(clock);
    const seen: number[] = [];
    app.jobs.handle('t-typed', z.object({ n: z.number().int() }), async ({ n }) => void seen.push(n * 2));
    const good = await app.jobs.enqueue('t-typed', { n: 21 });
    const odd = await app.jobs.enqueue('t-typed', { n: 'twenty-one' });
    await app.jobs.drain();
    expect(seen).toEqual([42]);
    expect(await repo.find(good)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await repo.find(odd)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('retries a failing job with exponential backoff, then marks it failed', async () => {
    const clock = manualClock();
    const app = await instance(clock, { backoffMs: 10_000 });
    let calls = 0;
    app.jobs.work('t-backoff', async () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    const id = await app.jobs.enqueue('t-backoff', {});

    await app.jobs.drain();
    let row = await repo.find(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom 1', lockedAt: null });
    expect(row!.runAt.toISOString()).toBe('2026-01-05T09:00:10.000Z');

    // Not due yet: nothing runs.
    clock.advance(9_999);
    await app.jobs.drain();
    expect(calls).toBe(1);

    clock.advance(1);
    await app.jobs.drain();
    row = await repo.find(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2, lastError: 'boom 2' });
    expect(row!.runAt.toISOString()).toBe('2026-01-05T09:00:30.000Z');

    clock.advance(20_000);
    await app.jobs.drain();
    row = await repo.find(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
    expect(row!.lockedAt!.toISOString()).toBe('2026-01-05T09:00:30.000Z');
    expect(calls).toBe(3);
  });

  it('computes the backoff as base x 2^(attempt-1), capped', () => {
    expect([1, 2, 3, 4, 5].map((a) => backoffDelay(a, 10_000, 60_000))).toEqual([
      10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
  });

  it('fails an attempt that runs past its timeout and aborts its signal', async () => {
    const clock = manualClock();
    const app = await instance(clock, { backoffMs: 10_000 });
    let aborted: unknown = null;
    app.jobs.work(
      't-timeout',
      (_payload, _id, signal) =>
        new Promise<void>((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = signal.reason;
            reject(signal.reason as Error);
          });
        }),
      { timeoutMs: 1, maxAttempts: 2 },
    );
    const id = await app.jobs.enqueue('t-timeout', {});
    await app.jobs.drain();
    expect(String(aborted)).toBe('Error: timed out after 1 ms');
    const row = await repo.find(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'timed out after 1 ms' });
    expect(row!.runAt.toISOString()).toBe('2026-01-05T09:00:10.000Z');

    clock.advance(10_000);
    await app.jobs.drain();
    expect(await repo.find(id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'timed out after 1 ms' });
  });

  it('takes back the job of an instance that stopped, while running; the old instance cannot overwrite it', async () => {
    const clock = manualClock();
    const crashed = await instance(clock, { staleAfterMs: 2 * MINUTE });
    const stuck = deferred();
    crashed.jobs.work('t-reclaim', () => stuck.promise);
    const id = await crashed.jobs.enqueue('t-reclaim', { file: 1 });
    const stuckRun = crashed.jobs.drain();
    await expect.poll(async () => (await repo.find(id))!.status).toBe('running');

    const survivor = await instance(clock, { staleAfterMs: 2 * MINUTE });
    const runs: number[] = [];
    survivor.jobs.work('t-reclaim', async (_payload, jobId) => void runs.push(jobId));

    // Heartbeat two minutes old exactly: still alive.
    clock.advance(2 * MINUTE);
    expect(await survivor.jobs.maintain()).toEqual({ reclaimed: 0, purged: 0 });
    clock.advance(1);
    expect(await survivor.jobs.maintain()).toEqual({ reclaimed: 1, purged: 0 });
    expect(await repo.find(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'the instance working this job stopped',
    });

    await survivor.jobs.drain();
    expect(runs).toEqual([id]);
    expect(await repo.find(id)).toMatchObject({ status: 'done', attempts: 2 });

    // The stopped instance comes back and finishes its old attempt: the row keeps attempt 2's result.
    stuck.resolve();
    await stuckRun;
    expect(await repo.find(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('keeps a running job alive with the heartbeat of its instance', async () => {
    const clock = manualClock();
    const worker = await instance(clock, { staleAfterMs: 2 * MINUTE });
    const long = deferred();
    worker.jobs.work('t-heartbeat', () => long.promise);
    const id = await worker.jobs.enqueue('t-heartbeat', {});
    const run = worker.jobs.drain();
    await expect.poll(async () => (await repo.find(id))!.status).toBe('running');
    for (let i = 0; i < 3; i++) {
      clock.advance(MINUTE + 30_000);
      expect((await worker.jobs.maintain()).reclaimed).toBe(0);
    }
    long.resolve();
    await run;
    expect(await repo.find(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('removes done jobs after their retention and failed ones after theirs', async () => {
    const clock = manualClock('2026-03-01T00:00:00.000Z');
    const app = await instance(clock, { doneRetentionMs: 7 * DAY, failedRetentionMs: 30 * DAY });
    app.jobs.work('t-retention-ok', async () => {});
    app.jobs.work('t-retention-bad', async () => Promise.reject(new Error('no')), { maxAttempts: 1 });
    const done = await app.jobs.enqueue('t-retention-ok', {});
    const failed = await app.jobs.enqueue('t-retention-bad', {});
    await app.jobs.drain();
    expect((await repo.find(failed))!.status).toBe('failed');
    // Earlier tests' jobs finished in January and are purged on the first pass: start from a clean slate.
    await app.jobs.maintain();
    expect(await repo.find(done)).not.toBeNull();

    clock.advance(7 * DAY);
    expect((await app.jobs.maintain()).purged).toBe(0);
    clock.advance(1);
    expect((await app.jobs.maintain()).purged).toBe(1);
    expect(await repo.find(done)).toBeNull();
    expect(await repo.find(failed)).not.toBeNull();

    clock.advance(23 * DAY);
    expect((await app.jobs.maintain()).purged).toBe(1);
    expect(await repo.find(failed)).toBeNull();
  });

  it('reports the lag of the oldest due job', async () => {
    const clock = manualClock('2026-06-01T00:00:00.000Z');
    const app = await instance(clock);
    expect(await app.jobs.lagSeconds()).toBe(0);
    await app.jobs.enqueue('t-lag-nobody-works', {});
    clock.advance(90_000);
    expect(await app.jobs.lagSeconds()).toBe(90);
  });
});
