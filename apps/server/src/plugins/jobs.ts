import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobs } from '../db/schema/index';

export type JobHandler = (payload: unknown, jobId: number) => Promise<void>;

export interface JobQueue {
  /** Queues a job and wakes this instance's worker; returns the job id. */
  enqueue(queue: string, payload: unknown): Promise<number>;
  /** Registers the handler of a queue (one per queue). */
  work(queue: string, handler: JobHandler): void;
  /** Runs queued jobs until none is left (tests and the CLI use it). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

const MAX_ATTEMPTS = 3;
const POLL_MS = 500;

/**
 * A small Postgres-backed queue. Claiming uses FOR UPDATE SKIP LOCKED so many instances can
 * work the same table; PGlite runs the same SQL. Handlers must be idempotent (a job may be
 * retried after a crash).
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance, opts: { autoStart: boolean }) {
    const handlers = new Map<string, JobHandler>();
    let running: Promise<void> | null = null;
    let timer: NodeJS.Timeout | null = null;
    let closed = false;

    async function claim() {
      const names = [...handlers.keys()];
      if (names.length === 0) return null;
      const result = await app.db.execute(sql`
        UPDATE ${jobs} SET status = 'running', locked_at = now(), attempts = attempts + 1
        WHERE id = (
          SELECT id FROM ${jobs}
          WHERE status = 'queued' AND run_at <= now() AND queue IN ${names}
          ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
        ) RETURNING id, queue, payload, attempts`);
      const rows = (result as unknown as { rows: { id: number; queue: string; payload: unknown; attempts: number }[] })
        .rows;
      return rows[0] ?? null;
    }

    async function runAll() {
      for (let job = await claim(); job && !closed; job = await claim()) {
        const handler = handlers.get(job.queue)!;
        try {
          await handler(job.payload, job.id);
          await app.db.update(jobs).set({ status: 'done', lockedAt: null }).where(eq(jobs.id, job.id));
        } catch (err) {
          app.log.error({ err, jobId: job.id, queue: job.queue }, 'job failed');
          const retry = job.attempts < MAX_ATTEMPTS;
          await app.db
            .update(jobs)
            .set({
              status: retry ? 'queued' : 'failed',
              lastError: String((err as Error).message ?? err).slice(0, 2000),
              runAt: sql`now() + interval '2 seconds'`,
              lockedAt: null,
            })
            .where(eq(jobs.id, job.id));
        }
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

    const queue: JobQueue = {
      async enqueue(name, payload) {
        const [row] = await app.db.insert(jobs).values({ queue: name, payload }).returning({ id: jobs.id });
        if (opts.autoStart) void kick();
        return row!.id;
      },
      work(name, handler) {
        handlers.set(name, handler);
      },
      async drain() {
        // A job that failed and was re-queued waits run_at; drain runs what is due now.
        await kick();
        const due = await app.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)))
          .limit(1);
        if (due.length) await kick();
      },
    };
    app.decorate('jobs', queue);

    if (opts.autoStart) {
      app.addHook('onReady', async () => {
        // Jobs left running by a crashed instance go back to the queue.
        await app.db
          .update(jobs)
          .set({ status: 'queued', lockedAt: null })
          .where(and(eq(jobs.status, 'running'), lte(jobs.lockedAt, sql`now() - interval '5 minutes'`)));
        timer = setInterval(() => void kick(), POLL_MS);
        timer.unref();
      });
    }
    app.addHook('onClose', async () => {
      closed = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
