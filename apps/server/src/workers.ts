import { parse as parseConnectionString } from 'pg-connection-string';
import type { Env } from './env';

/**
 * How many API processes to run. PGlite is one process always: its data folder cannot be opened
 * twice. On PostgreSQL: WEB_CONCURRENCY when set, else in production one per core, less one core
 * left to PostgreSQL when it runs on this machine, and one in development (a newcomer's
 * `npm start` stays a single process). A local PostgreSQL does about half of each request's work:
 * a worker on every core made the two fight for the cores, and on two cores one worker served as
 * many requests with a shorter tail (docs/adr/0009).
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
  if (env.NODE_ENV !== 'production') return { count: 1 };
  if (!databaseOnThisMachine(env.DATABASE_URL)) return { count: Math.max(1, cores) };
  return {
    count: Math.max(1, cores - 1),
    note: `PostgreSQL runs on this machine: ${Math.max(1, cores - 1)} worker(s) for ${cores} core(s), one left to it (WEB_CONCURRENCY to change)`,
  };
}

/**
 * Whether a PostgreSQL URL names this machine: localhost, a loopback address or a Unix socket.
 * Read by the driver's own parser, so the host is the one `pg` connects to.
 */
export function databaseOnThisMachine(databaseUrl: string): boolean {
  const host = parseConnectionString(databaseUrl).host ?? '';
  return host === '' || host.startsWith('/') || host === 'localhost' || host === '::1' || /^127\./.test(host);
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
