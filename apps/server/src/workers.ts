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

/**
 * Node flags for a forked worker: the primary's own, plus the old-generation heap size from
 * WORKER_HEAP_MB. With V8's default (sized from the machine's memory) a busy worker let garbage
 * pile up to 200+ MB before collecting (RSS peaks near 300 MB at 50 connections); with a bound it
 * collects sooner and stays near its live set (about 70 MB) plus what requests hold. A size the
 * operator gave in the flags or NODE_OPTIONS wins.
 */
export function workerExecArgv(
  primaryArgv: readonly string[],
  nodeOptions: string | undefined,
  heapMb: number | undefined,
): string[] {
  const given = [...primaryArgv, ...(nodeOptions ?? '').split(/\s+/)].some((a) => a.startsWith('--max-old-space-size'));
  return given || !heapMb ? [...primaryArgv] : [...primaryArgv, `--max-old-space-size=${heapMb}`];
}
