import cluster from 'node:cluster';
import client from 'prom-client';

// The process's Prometheus metrics, in prom-client's global registry: with several workers the
// primary's AggregatorRegistry asks each worker for that registry and sums them (plugins/metrics.ts,
// server.ts). Counters and histograms add up across workers;
// gauges read from the shared database say `aggregator: 'first'` so they are not counted twice.

export const registry = client.register;
// A worker answers the primary's requests for its figures only once prom-client's cluster
// listener is installed, which constructing an AggregatorRegistry does.
if (cluster.isWorker) new client.AggregatorRegistry();
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

export const httpDuration = new client.Histogram({
  name: 'markwell_http_request_duration_seconds',
  help: 'HTTP requests by method, route (the declared path, not the URL) and status, with their duration',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const dbPoolWait = new client.Histogram({
  name: 'markwell_db_pool_wait_seconds',
  help: 'Time a query or transaction waited for a PostgreSQL connection from the pool',
  buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});

export const markChanges = new client.Counter({
  name: 'markwell_mark_changes_total',
  help: 'Marks written, by source: engine (automatic marking on submission), teacher, regrade',
  labelNames: ['source'] as const,
  registers: [registry],
});

/** Counts marks written (called where marking stores them). */
export function countMarkChanges(rows: readonly { source: string }[]) {
  for (const row of rows) markChanges.inc({ source: row.source });
}

export { client as promClient };
