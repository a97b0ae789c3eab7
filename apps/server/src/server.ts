import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import closeWithGrace from 'close-with-grace';
import { AggregatorRegistry } from 'prom-client';
import { buildApp } from './app';
import { openDatabase, waitForDatabase, type Database, type Db } from './db/client';
import { isConnectionError } from './lib/db-errors';
import { prepareDemoData } from './seed/index';
import { DEMO_LOGIN_LINES, DEMO_PASSWORD, productionDemoWarning } from './seed/demo-accounts';
import { connectDemoSchoolToDevProvider, DEMO_EMAIL_DOMAIN, demoIdentities, DEV_PROVIDER_NAME } from './seed/dev-sso';
import { CALLBACK_PATH, createSecretBox } from './modules/sso/index';
import { loadEnv, type Env } from './env';
import { startTracing, stopTracing } from './lib/tracing';
import { METRICS_ANSWER, METRICS_REQUEST } from './plugins/metrics';
import { workerCount, workerExecArgv } from './workers';

/**
 * Starts the platform. One process: open and migrate the database, seed demo data, listen. With
 * several workers (PostgreSQL, see workers.ts) the primary migrates and seeds once, then forks
 * the workers, which share the port and only serve (each also works the job queue, which is
 * safe: jobs are claimed with SKIP LOCKED).
 */
async function main() {
  const started = performance.now();
  const env = loadEnv();
  // Before the database opens and the app is built: both add their spans when it is on.
  startTracing();
  if (cluster.isWorker) return serve(env, await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir }));

  const { count, note } = workerCount(env, availableParallelism());
  if (note) console.warn(`  ${note}`);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
  await waitForDatabase(database, waitNote);
  await database.migrate();
  const demoWarning = productionDemoWarning(env);
  if (demoWarning) console.warn(`  ${demoWarning}`);
  // Seeds an empty database, or moves the demo dates up to today; never without DEMO_DATA on.
  const demo = env.demoData ? await prepareDemoData(database.db) : { seeded: false, movedMs: 0 };
  const devIdp = env.devOidcProvider ? await startDevIdentityProvider(env, database.db) : null;
  const banner = () => {
    printBanner(env, database.kind, started, demo, count);
    if (devIdp) console.log(devIdp + '\n');
  };
  // In production on PostgreSQL even a single worker is forked: it gets the heap bound
  // (WORKER_HEAP_MB) and is replaced if it dies.
  if (count === 1 && !(database.kind === 'postgres' && env.NODE_ENV === 'production')) {
    await serve(env, database);
    banner();
    return;
  }
  await database.close();
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS, env.WORKER_HEAP_MB) });
  await runPrimary(count);
  banner();
}

/**
 * DEV_OIDC_PROVIDER: runs the test identity provider in this process, signing in the demo accounts,
 * and connects the demo school to it. Answers the banner's lines about it.
 */
async function startDevIdentityProvider(env: Env, db: Db): Promise<string> {
  // Loaded only when asked for: oidc-provider is a development dependency.
  const { startDevOidcProvider } = await import('./lib/dev-oidc-provider');
  const provider = await startDevOidcProvider({
    port: env.DEV_OIDC_PORT,
    redirectUris: [`${env.siteUrl}${CALLBACK_PATH}`],
    users: await demoIdentities(db),
    password: DEMO_PASSWORD,
    title: `${DEV_PROVIDER_NAME} (test identity provider)`,
  });
  const outcome = await connectDemoSchoolToDevProvider(db, {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecretEncrypted: createSecretBox(env.SSO_SECRET_KEY ?? env.jwtSecret).seal(provider.clientSecret),
  });
  const lines = [`  Test identity provider (DEV_OIDC_PROVIDER): ${provider.issuer}`];
  if (outcome === 'connected' || outcome === 'updated') {
    lines.push(
      `    Northfield Academy signs in through it: at /login type a @${DEMO_EMAIL_DOMAIN} address, press`,
      `    "Sign in with ${DEV_PROVIDER_NAME}" and sign in there with the same address and password ${DEMO_PASSWORD}.`,
    );
  } else if (outcome === 'kept') {
    lines.push('    The demo school has its own identity provider set up: it was left as it is.');
  } else {
    lines.push('    No demo school to connect (DEMO_DATA is off).');
  }
  return lines.join('\n');
}

/** Says why the process waits: the database is restarting, failing over or not up yet. */
function waitNote(error: unknown, delayMs: number) {
  console.warn(`  Database unreachable (${(error as Error).message}); trying again in ${delayMs / 1000} s`);
}

/**
 * Builds the app on an open database and listens; closes gracefully on a signal. A database that
 * cannot be reached at start (a worker forked while it restarts) is waited for, with backoff,
 * and so is one lost while the app starts: the process never exits for an outage.
 */
async function serve(env: Env, database: Database) {
  for (;;) {
    await waitForDatabase(database, waitNote);
    try {
      return await serveOnce(env, database);
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      waitNote(error, 0);
    }
  }
}

async function serveOnce(env: Env, database: Database) {
  const app = await buildApp({
    env,
    database,
    // Closed here, after the app: an app that failed to start is closed but the pool is kept.
    closeDatabase: false,
    logger:
      env.NODE_ENV === 'development' && process.stdout.isTTY
        ? { level: env.LOG_LEVEL, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : { level: env.LOG_LEVEL },
  });
  try {
    await app.ready();
  } catch (error) {
    // Started without the database (it went away meanwhile): close what did start, keep the pool.
    await app.close().catch(() => undefined);
    throw error;
  }
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing because of an error');
    else if (!cluster.isWorker) app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    await stopTracing();
  });
  await app.listen({ host: env.HOST, port: env.PORT });
}

/** Forks the workers, resolves once all listen, replaces a worker that dies, stops them on a signal. */
function runPrimary(count: number): Promise<void> {
  serveClusterMetrics();
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Workers finish their requests (closeWithGrace allows 10 s); the primary exits after them.
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  let recentDeaths = 0;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // A worker that keeps dying at start (bad configuration) must not be re-forked forever.
    if (++recentDeaths > count * 3) {
      console.error('  Workers keep exiting; stopping.');
      process.exit(1);
    }
    setTimeout(() => (recentDeaths = Math.max(0, recentDeaths - 1)), 60_000).unref();
    console.error(`  Worker ${worker.process.pid} exited (${signal ?? code}); starting another.`);
    cluster.fork();
  });
  return new Promise((resolve) => {
    let listening = 0;
    const onListening = () => {
      if (++listening === count) {
        cluster.off('listening', onListening);
        resolve();
      }
    };
    cluster.on('listening', onListening);
    for (let i = 0; i < count; i++) cluster.fork();
  });
}

/**
 * Answers a worker's request for the machine's metrics: prom-client's AggregatorRegistry asks
 * every worker for its registry and sums them (gauges read from the database are taken once).
 */
function serveClusterMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator
      .clusterMetrics()
      .then((text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }))
      .catch((err: unknown) =>
        worker.send({ type: METRICS_ANSWER, id: message.id, error: err instanceof Error ? err.message : 'failed' }),
      );
  });
}

function printBanner(
  env: Env,
  kind: Database['kind'],
  started: number,
  demo: { seeded: boolean; movedMs: number },
  workers: number,
) {
  const url = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const where = kind === 'pglite' ? `embedded PGlite in ${env.dataDir}` : 'PostgreSQL';
  const processes = workers > 1 ? `, ${workers} workers` : '';
  const lines = [
    '',
    `  Markwell is running at ${url}  (database: ${where}${processes}, ready in ${seconds} s${demoNote(demo)})`,
    `  API documentation: ${url}/api/docs`,
  ];
  if (env.demoData) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const [who, email] of DEMO_LOGIN_LINES) lines.push(`    ${email.padEnd(34)} ${who}`);
  }
  console.log(lines.join('\n') + '\n');
}

/** The banner's word on the demo data: seeded now, or its dates moved up to today. */
function demoNote({ seeded, movedMs }: { seeded: boolean; movedMs: number }) {
  if (seeded) return ', demo data seeded';
  const days = movedMs / 86_400_000;
  if (days >= 1) return `, demo dates moved ${Math.floor(days)} day${days >= 2 ? 's' : ''} forward`;
  return '';
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
