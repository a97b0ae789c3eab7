import type { Env } from './env';

/**
 * How many API processes to run. PGlite is one process always: its data folder cannot be opened
 * twice. On PostgreSQL: WEB_CONCURRENCY when set, else one per core in production and one in
 * development (a newcomer's `npm start` stays a single process).
 */
export function workerCount(
  env: Pick<Env, 'DATABASE_URL' | 'WEB_CONCURRENCY' | 'NODE_ENV'>,
  cores: number,
): { count: number; note?: string } {
  if (!env.DATABASE_URL) {
    return env.WEB_CONCURRENCY && env.WEB_CONCURRENCY > 1
      ? { count: 1, note: `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} ignored: the embedded PGlite runs in one process` }
      : { count: 1 };
  }
  if (env.WEB_CONCURRENCY) return { count: env.WEB_CONCURRENCY };
  return { count: env.NODE_ENV === 'production' ? Math.max(1, cores) : 1 };
}
