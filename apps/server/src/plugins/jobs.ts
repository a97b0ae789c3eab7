import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { isConnectionError } from '../lib/db-errors';
import { loggableError } from '../lib/loggable-error';
import { createJobsRepository, type ClaimedJob } from '../db/jobs.repository';

/** A job's work. `signal` aborts when the job's time is up: long handlers should stop then. */
export type JobHandler = (payload: unknown, jobId: number, signal: AbortSignal) => Promise<void>;

export interface WorkOptions {
  /** Longest one attempt may run before it counts as failed (default 15 minutes). */
  timeoutMs?: number;
  /** Attempts before the job is marked failed for good (default 3). */
  maxAttempts?: number;
}

export interface JobQueue {
  /**
   * Whether this instance's worker polls for due jobs. Off in tests and the CLI, which run jobs
   * with drain(): work queued to wait for more of its kind should not wait there.
   */
  readonly polling: boolean;
  /** Queues a job and wakes this instance's worker; returns the job id. */
  enqueue(queue: string, payload: unknown): Promise<number>;
  /** Queues one job per payload in one statement; returns their ids in order. */
  enqueueMany(queue: string, payloads: unknown[]): Promise<number[]>;
  /**
   * Queues a job unless one of this queue is already waiting (recurring sweeps: the ticks of many
   * instances do not pile up); returns its id, or null.
   */
  enqueueUnlessQueued(queue: string, payload: unknown): Promise<number | null>;
  /**
   * Queues a job to run in `delayMs` unless one of this queue with the same payload is still
   * waiting; returns its id, or null. Work asked for many times in a row (a refit after each of a
   * teacher's marks) then runs once for the lot.
   */
  enqueueDebounced(queue: string, payload: unknown, delayMs: number): Promise<number | null>;
  /**
   * Queues `{ ...key, [gather]: items }` to run in `delayMs`, or, while a job of this queue with
   * the same `key` fields is still waiting, adds `items` to its `gather` array instead; returns the
   * job's id. Work whose inputs arrive one at a time (the answers a teacher re-marks one after the
   * other) then runs once over all of them.
   */
  enqueueGathered(
    queue: string,
    key: Record<string, unknown>,
    gather: string,
    items: unknown[],
    delayMs: number,
  ): Promise<number>;
  /** Registers the handler of a queue (one per queue). */
  work(queue: string, handler: JobHandler, options?: WorkOptions): void;
  /**
   * Registers the handler of a queue whose jobs carry `payload`'s shape: the handler gets the
   * payload checked and typed. A job of another shape (queued by an older release) is dropped
   * with a warning rather than retried: it would fail the same way every time.
   */
  handle<P>(
    queue: string,
    payload: z.ZodType<P>,
    handler: (payload: P, jobId: number, signal: AbortSignal) => Promise<void>,
    options?: WorkOptions,
  ): void;
  /** Runs queued jobs until none is due (tests and the CLI use it). */
  drain(): Promise<void>;
  /**
   * One round of upkeep, which the worker runs every `maintenanceMs`: heartbeat for the jobs
   * this instance runs, reclaim of jobs whose instance stopped, removal of old finished jobs.
   */
  maintain(): Promise<{ reclaimed: number; purged: number }>;
  /** Seconds the oldest due job has waited (0 when none): the health check's queue lag. */
  lagSeconds(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsOptions {
  /** Poll and maintain in the background (off in tests: they call drain() and maintain()). */
  autoStart: boolean;
  /** The queue's clock; tests inject one to move time without sleeping. */
  now?: () => Date;
  pollMs?: number;
  maintenanceMs?: number;
  /** A running job whose heartbeat is older than this is taken back from its (dead) instance. */
  staleAfterMs?: number;
  /** First retry delay; each later retry waits twice as long, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  doneRetentionMs?: number;
  failedRetentionMs?: number;
  /** Wait between tries while the database is unreachable (a job's result, a job cut off). */
  connectionRetryMs?: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
export const JOB_DEFAULTS = {
  timeoutMs: 15 * MINUTE,
  maxAttempts: 3,
  pollMs: 500,
  maintenanceMs: 30 * SECOND,
  staleAfterMs: 2 * MINUTE,
  backoffMs: 10 * SECOND,
  maxBackoffMs: 60 * MINUTE,
  doneRetentionMs: 7 * DAY,
  failedRetentionMs: 30 * DAY,
  connectionRetryMs: SECOND,
} as const;

/** Delay before retry number `attempt` (1 after the first failure): exponential, capped. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

class JobTimeout extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms} ms`);
  }
}

/**
 * A small Postgres-backed queue (SQL in db/jobs.repository.ts). Claiming uses FOR UPDATE SKIP
 * LOCKED so many instances can work the same table; PGlite runs the same SQL. Handlers must be
 * idempotent: a job may run again after a timeout or after its instance died.
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance, opts: JobsOptions) {
    const o = { ...JOB_DEFAULTS, ...Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)) };
    const now = opts.now ?? (() => new Date());
    const repo = createJobsRepository(app.db);
    const handlers = new Map<string, { handler: JobHandler; timeoutMs: number; maxAttempts: number }>();
    /** Jobs this instance is running, kept alive by the heartbeat. */
    const current = new Set<number>();
    let running: Promise<void> | null = null;
    const timers: NodeJS.Timeout[] = [];
    let closed = false;

    async function runOne(job: ClaimedJob) {
      const { handler, timeoutMs, maxAttempts } = handlers.get(job.queue)!;
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const err = new JobTimeout(timeoutMs);
          controller.abort(err);
          reject(err);
        }, timeoutMs);
      });
      current.add(job.id);
      let handled = false;
      try {
        await Promise.race([handler(job.payload, job.id, controller.signal), timeout]);
        handled = true;
        await finishSurely(job, { status: 'done' });
      } catch (err) {
        if (handled) throw err;
        app.log.error(
          { error: loggableError(err), jobId: job.id, queue: job.queue, attempt: job.attempts },
          'job failed',
        );
        const error = String((err as Error).message ?? err).slice(0, 2000);
        const at = now();
        // A database that went away is no fault of the job: it runs again soon, whatever its count.
        const outcome = isConnectionError(err)
          ? { status: 'queued' as const, error, retryAt: new Date(at.getTime() + o.connectionRetryMs) }
          : job.attempts < maxAttempts
            ? {
                status: 'queued' as const,
                error,
                retryAt: new Date(at.getTime() + backoffDelay(job.attempts, o.backoffMs, o.maxBackoffMs)),
              }
            : { status: 'failed' as const, error };
        await finishSurely(job, outcome);
      } finally {
        clearTimeout(timer);
        current.delete(job.id);
      }
    }

    /**
     * Records a job's outcome, waiting for the database while it is unreachable: a job whose work
     * is done is then recorded done once, instead of being reclaimed and run a second time. The
     * job stays in `current` meanwhile, so the heartbeat keeps it this instance's.
     */
    async function finishSurely(job: ClaimedJob, outcome: Parameters<typeof repo.finish>[1]) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await repo.finish(job, outcome, now());
        } catch (err) {
          if (closed || !isConnectionError(err) || attempt * o.connectionRetryMs > o.staleAfterMs / 2) throw err;
          await new Promise((r) => setTimeout(r, o.connectionRetryMs));
        }
      }
    }

    async function runAll() {
      for (let job = await repo.claim([...handlers.keys()], now()); job && !closed;) {
        await runOne(job);
        job = closed ? null : await repo.claim([...handlers.keys()], now());
      }
    }

    function kick(): Promise<void> {
      if (!running) {
        running = runAll().finally(() => {
          running = null;
        });
      }
      return running;
    }

    /** Starts a round in the background; the poll tries again if the database is away. */
    function kickQuietly() {
      kick().catch((err: unknown) => app.log.warn({ error: loggableError(err) }, 'job queue round stopped'));
    }

    async function maintain() {
      const t = now();
      await repo.heartbeat([...current], t);
      const maxAttempts = Math.max(o.maxAttempts, ...[...handlers.values()].map((h) => h.maxAttempts));
      const reclaimed = await repo.reclaim(new Date(t.getTime() - o.staleAfterMs), maxAttempts, t);
      if (reclaimed) app.log.warn({ reclaimed }, 'jobs of a stopped instance queued again');
      const purged = await repo.purge(
        new Date(t.getTime() - o.doneRetentionMs),
        new Date(t.getTime() - o.failedRetentionMs),
      );
      return { reclaimed, purged };
    }

    const queue: JobQueue = {
      polling: opts.autoStart,
      async enqueue(name, payload) {
        const [id] = await queue.enqueueMany(name, [payload]);
        return id!;
      },
      async enqueueMany(name, payloads) {
        const ids = await repo.insert(name, payloads, now());
        if (opts.autoStart && ids.length) kickQuietly();
        return ids;
      },
      async enqueueUnlessQueued(name, payload) {
        const id = await repo.insertUnlessQueued(name, payload, now());
        if (opts.autoStart && id !== null) kickQuietly();
        return id;
      },
      async enqueueDebounced(name, payload, delayMs) {
        const at = now();
        return repo.insertUnlessQueued(name, payload, at, {
          runAt: new Date(at.getTime() + delayMs),
          samePayload: true,
        });
      },
      async enqueueGathered(name, key, gather, items, delayMs) {
        const at = now();
        return repo.gatherInto(name, key, gather, items, at, new Date(at.getTime() + delayMs));
      },
      work(name, handler, options = {}) {
        handlers.set(name, {
          handler,
          timeoutMs: options.timeoutMs ?? o.timeoutMs,
          maxAttempts: options.maxAttempts ?? o.maxAttempts,
        });
      },
      handle(name, payload, handler, options) {
        queue.work(
          name,
          async (raw, jobId, signal) => {
            const checked = payload.safeParse(raw);
            if (!checked.success) {
              app.log.warn({ queue: name, jobId, issues: checked.error.issues }, 'job of another shape dropped');
              return;
            }
            await handler(checked.data, jobId, signal);
          },
          options,
        );
      },
      async drain() {
        await kick();
        // A job queued by the round that just ended (or made due by the clock) runs too.
        if (await repo.hasDue(now())) await kick();
      },
      maintain,
      lagSeconds: () => repo.lagSeconds(now()),
    };
    app.decorate('jobs', queue);

    if (opts.autoStart) {
      app.addHook('onReady', async () => {
        await maintain();
        const every = (ms: number, fn: () => Promise<unknown>) => {
          const timer = setInterval(() => {
            fn().catch((err: unknown) => app.log.error({ error: loggableError(err) }, 'job queue upkeep failed'));
          }, ms);
          timer.unref();
          timers.push(timer);
        };
        every(o.pollMs, kick);
        every(o.maintenanceMs, maintain);
      });
    }
    app.addHook('onClose', async () => {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      await running;
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
