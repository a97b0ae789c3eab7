import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { isConnectionError } from '../lib/db-errors';
import { serverRoot } from '../lib/server-root';
import { traceStatements, tracingOn } from '../lib/tracing';
import * as schema from './schema/index';

/** The Drizzle handle every repository receives; the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The connection pool's state, for the metrics (PostgreSQL only; PGlite is one connection). */
export interface PoolStats {
  max: number;
  total(): number;
  idle(): number;
  waiting(): number;
  /** Calls `observe` with the seconds each checkout waited for a connection. */
  onWait(observe: (seconds: number) => void): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  pool?: PoolStats;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onMessage` with each payload NOTIFY sends on `channel`, from any process on the same
   * database. On PostgreSQL the listener holds its own connection and reconnects after losing it;
   * `onMessage('*')` then says notifications may have been missed. Returns a stop function.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends `payload` to every listener of `channel` (NOTIFY, delivered once this statement commits). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onError` with each error of a connection no query was waiting on (an idle pooled
   * connection or a listener cut by a database restart). Without a handler such an error would
   * end the process; with one the pool drops the connection and opens another when next asked.
   */
  onConnectionError(onError: (error: Error) => void): void;
}

const migrationsFolder = join(serverRoot, 'drizzle');

/**
 * Extensions every PGlite must load before the migrations run: pg_trgm backs the trigram search
 * indexes (PostgreSQL ships it; PGlite needs it passed in). Give these to every `PGlite.create`.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; unset for the embedded PGlite in dataDir. */
  url?: string | undefined;
  dataDir: string;
}

/**
 * Makes a pooled connection run the promise-form queries given to it one after another. A
 * transaction holds one connection and services start independent reads together
 * (`Promise.all`): pg 8 queues them itself but will refuse overlapping queries on one client from
 * pg 9, so they are chained here instead. The callback form (what `pool.query` uses for a single
 * statement) goes straight through: it never overlaps.
 */
export function chainQueries(client: pg.PoolClient) {
  const send = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let last: Promise<unknown> = Promise.resolve();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args[args.length - 1] === 'function' || typeof first?.submit === 'function') return send(...args);
    const result = last.then(() => send(...args));
    last = result.catch(() => undefined);
    return result;
  };
}

/** A connection that cannot be made within this long fails its query (a dead host never answers). */
const CONNECT_TIMEOUT_MS = 5_000;

/** Wraps a PostgreSQL connection pool. */
export function fromPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A peer that vanished without closing (a failed-over host) is noticed by TCP keep-alive.
    keepAlive: true,
  });
  pool.on('connect', (client) => {
    chainQueries(client);
    traceStatements(client, ['query'], 'postgresql');
  });
  traceStatements(pool, ['query'], 'postgresql');
  const waitObservers: ((seconds: number) => void)[] = [];
  // Every checkout (pool.query checks out through connect too) is timed for the pool-wait metric.
  const connect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => unknown;
  (pool as unknown as { connect: (cb?: (...args: unknown[]) => void) => unknown }).connect = (cb) => {
    const started = performance.now();
    const observe = () => {
      const seconds = (performance.now() - started) / 1000;
      for (const o of waitObservers) o(seconds);
    };
    if (cb) {
      return connect((...args: unknown[]) => {
        observe();
        cb(...args);
      });
    }
    return (connect() as Promise<unknown>).then((client) => {
      observe();
      return client;
    });
  };
  const errorHandlers: ((error: Error) => void)[] = [];
  const connectionError = (error: Error) => {
    for (const handler of errorHandlers) handler(error);
  };
  // An idle connection cut by a restart emits 'error' on the pool: handled, the pool forgets it.
  pool.on('error', connectionError);
  return {
    pool: {
      max,
      total: () => pool.totalCount,
      idle: () => pool.idleCount,
      waiting: () => pool.waitingCount,
      onWait: (observe) => void waitObservers.push(observe),
    },
    db: drizzlePg(pool, { schema }),
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    close: () => pool.end(),
    listen: (channel, onMessage) => listenOnPostgres(url, channel, onMessage, connectionError),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    onConnectionError: (handler) => void errorHandlers.push(handler),
  };
}

/** How long a lost listener waits before connecting again. */
const RELISTEN_DELAY_MS = 1_000;

async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  }

  function lost(which: pg.Client) {
    if (stopped || client !== which) return;
    client = undefined;
    which.end().catch(() => undefined);
    // Whatever was sent while no one listened is lost: say so, then listen again.
    onMessage('*');
    listenAgain();
  }

  function listenAgain() {
    const again = () => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        // Notifications sent between the loss and now were missed too: say so again, now that
        // anything loaded from here on is read after the listener is back.
        () => (stopped ? client?.end().catch(() => undefined) : onMessage('*')),
        () => {
          if (!stopped) {
            retry = setTimeout(again, RELISTEN_DELAY_MS);
            retry.unref();
          }
        },
      );
    };
    retry = setTimeout(again, RELISTEN_DELAY_MS);
    retry.unref();
  }

  // A database unreachable now (a worker started during an outage) is listened to once it is back.
  await connect().catch(() => listenAgain());
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** Wraps an open PGlite (on disk, in memory, or loaded from a dump in tests). */
export function fromPglite(client: PGlite): Database {
  traceStatements(client, ['query', 'exec'], 'postgresql');
  if (tracingOn()) {
    const transaction = client.transaction.bind(client);
    client.transaction = (work) =>
      transaction((tx) => {
        traceStatements(tx, ['query', 'exec'], 'postgresql');
        return work(tx);
      });
  }
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        // Closing the database first drops every listener with it.
        if (!client.closed) await stop();
      };
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // In the process: it has no connection to lose.
    onConnectionError: () => undefined,
  };
}

/**
 * Waits until the database answers a query, trying again with a growing pause (0.5 s doubling up
 * to `maxDelayMs`): a process started while the database restarts or fails over waits for it
 * instead of exiting. `onWait` hears each failed try. Errors that are not about reaching the
 * database (a wrong password, a missing database) are thrown at once.
 */
export async function waitForDatabase(
  database: Database,
  onWait: (error: unknown, delayMs: number) => void = () => undefined,
  maxDelayMs = 5_000,
): Promise<void> {
  for (let delay = 500; ; delay = Math.min(maxDelayMs, delay * 2)) {
    try {
      await database.db.execute(sql`select 1`);
      return;
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      onWait(error, delay);
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

/** Opens the configured database: PostgreSQL when a URL is given, else PGlite in DATA_DIR/pglite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return fromPostgres(options.url);
  const dir = join(options.dataDir, 'pglite');
  // PGlite does not create parent folders itself.
  mkdirSync(dirname(dir), { recursive: true });
  return fromPglite(await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS }));
}
