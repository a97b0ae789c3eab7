import type { Health } from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../plugins/jobs';
import { createHealthRepository } from './health.repository';

/** A database check slower than this counts as down: a load balancer must get its answer quickly. */
export const DATABASE_TIMEOUT_MS = 2000;
/** Above this event-loop delay the instance is too busy to take more traffic. */
export const MAX_EVENT_LOOP_DELAY_MS = 1000;

export interface HealthDeps {
  db: Db;
  jobs: Pick<JobQueue, 'lagSeconds'>;
  /** p99 event-loop delay since the last call, in ms (the routes own the histogram). */
  eventLoopDelayMs: () => number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createHealthService({ db, jobs, eventLoopDelayMs }: HealthDeps) {
  const repo = createHealthRepository(db);
  return {
    /**
     * Checks this instance: the database answers, the job queue's lag, the event loop's delay.
     * Unavailable when the database is down or the event loop is saturated; a long queue lag is
     * reported but does not take the instance out (every instance shares the same queue).
     */
    async check(): Promise<Health> {
      const started = performance.now();
      let database: Health['database']['status'] = 'up';
      let lagSeconds: number | null = null;
      try {
        await withTimeout(repo.ping(), DATABASE_TIMEOUT_MS);
      } catch {
        database = 'down';
      }
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      if (database === 'up') lagSeconds = await withTimeout(jobs.lagSeconds(), DATABASE_TIMEOUT_MS).catch(() => null);
      const delayMs = Math.round(eventLoopDelayMs() * 10) / 10;
      const ok = database === 'up' && delayMs <= MAX_EVENT_LOOP_DELAY_MS;
      return {
        status: ok ? 'ok' : 'unavailable',
        database: { status: database, latencyMs },
        jobQueue: { lagSeconds },
        eventLoop: { delayMs },
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  };
}
