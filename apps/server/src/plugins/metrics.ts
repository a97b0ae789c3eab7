import { timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobsRepository } from '../db/jobs.repository';
import { dbPoolWait, httpDuration, promClient, registry } from '../lib/metrics';
import { sendProblem } from './problem-details';

/** IPC message types between a worker and the primary, which sums every worker's metrics. */
export const METRICS_REQUEST = 'markwell:metrics';
export const METRICS_ANSWER = 'markwell:metrics:answer';

let gaugesMade = false;

/**
 * The metrics of this machine: in a worker of `node:cluster`, asked of the primary (which holds
 * prom-client's AggregatorRegistry, see server.ts); in a single process, its own registry.
 */
function machineMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  return new Promise((resolve, reject) => {
    const id = `${process.pid}-${Date.now()}-${Math.random()}`;
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not answer with the metrics'));
    }, 5000);
    const onMessage = (message: unknown) => {
      const m = message as { type?: string; id?: string; text?: string; error?: string };
      if (m?.type !== METRICS_ANSWER || m.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (m.error) reject(new Error(m.error));
      else resolve(m.text ?? '');
    };
    process.on('message', onMessage);
    process.send!({ type: METRICS_REQUEST, id });
  });
}

function tokenMatches(header: string | undefined, token: string) {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at GET /metrics, behind the METRICS_TOKEN bearer token (unset: no route, a
 * 404). Requests by route and status with their durations, the PostgreSQL pool's use and waits,
 * each job queue's depth and lag, marks written, the event loop's delay and Node's own figures.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const token = app.env.METRICS_TOKEN;
    if (!token) {
      // Off: the path answers as any unknown route does, whatever the caller accepts.
      app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, (req, reply) =>
        sendProblem(req, reply, { status: 404, code: 'route_not_found', detail: 'No route GET /metrics' }),
      );
      return;
    }

    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      httpDuration.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    const pool = app.database.pool;
    pool?.onWait((seconds) => dbPoolWait.observe(seconds));
    const jobs = createJobsRepository(app.db);
    // One set of gauges per process (tests build many apps in one process): the latest app's
    // database is the one they read.
    const source = { pool, jobs };
    if (!gaugesMade) {
      gaugesMade = true;
      new promClient.Gauge({
        name: 'markwell_db_pool_connections',
        help: 'PostgreSQL pool connections by state (in use, idle) and callers waiting for one',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const p = currentSource.pool;
          if (!p) return;
          this.set({ state: 'in_use' }, p.total() - p.idle());
          this.set({ state: 'idle' }, p.idle());
          this.set({ state: 'waiting' }, p.waiting());
          this.set({ state: 'max' }, p.max);
        },
      });
      new promClient.Gauge({
        name: 'markwell_job_queue_depth',
        help: 'Jobs per queue, queued (due or later) and running; read from the shared database',
        labelNames: ['queue', 'status'] as const,
        aggregator: 'first',
        registers: [registry],
        async collect() {
          this.reset();
          for (const q of await queueStats()) {
            this.set({ queue: q.queue, status: 'queued' }, q.queued);
            this.set({ queue: q.queue, status: 'running' }, q.running);
          }
        },
      });
      new promClient.Gauge({
        name: 'markwell_job_queue_lag_seconds',
        help: 'Seconds the oldest due job of each queue has waited (0: none waiting)',
        labelNames: ['queue'] as const,
        aggregator: 'first',
        registers: [registry],
        async collect() {
          this.reset();
          for (const q of await queueStats()) this.set({ queue: q.queue }, q.lag);
        },
      });
    }
    currentSource = source;

    app.get(
      '/metrics',
      {
        config: { access: 'public', rateLimit: false },
        schema: { hide: true },
      },
      async (req, reply) => {
        if (!tokenMatches(req.headers.authorization, token)) {
          return sendProblem(req, reply, {
            status: 401,
            code: 'unauthenticated',
            detail: 'Send the metrics token as a Bearer token.',
          });
        }
        // A new scrape reads the queues afresh (the shared read serves the two gauges of one scrape).
        pendingStats = null;
        const text = await machineMetrics();
        return reply.type(promClient.register.contentType).send(text);
      },
    );
  },
  { name: 'metrics', dependencies: ['db'] },
);

/** The queues' figures of one scrape: both gauges collect at once and share one query. */
let pendingStats: { at: number; stats: ReturnType<ReturnType<typeof createJobsRepository>['queueStats']> } | null =
  null;
function queueStats() {
  const now = performance.now();
  if (!pendingStats || now - pendingStats.at > 250) {
    pendingStats = { at: now, stats: currentSource.jobs.queueStats(new Date()) };
  }
  return pendingStats.stats;
}

let currentSource: { pool: FastifyInstance['database']['pool']; jobs: ReturnType<typeof createJobsRepository> };
