/**
 * PostgreSQL instances of our own for the database fault tests and benches: a primary, a
 * streaming standby (`pg_basebackup -R`, synchronous replication), and HAProxy in front, each on
 * a spare port with its data in a temporary folder. The shared instance on 5432 is never touched.
 * PostgreSQL refuses to run as root: as root every command runs as the `postgres` user, who owns
 * the folders.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const isRoot = process.getuid?.() === 0;

/** The postgres user's uid and gid, when this process is root and the user exists. */
function postgresUser(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

/** Whether instances can be started here: the binaries exist, and as root a `postgres` user. */
export function canStartInstances(): boolean {
  return existsSync(join(PG_BIN, 'initdb')) && (!isRoot || postgresUser() !== null);
}

/** Whether HAProxy is installed. */
export function haveHaproxy(): boolean {
  return existsSync(HAPROXY);
}

/** A TCP port nobody listens on now (the OS picks it). */
export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as the postgres user when this process is root. */
async function pgBin(name: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const [cmd, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, name), ...args]]
    : [join(PG_BIN, name), args];
  const { stdout } = await run(cmd, argv, { timeout: timeoutMs });
  return stdout;
}

function ownedFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o700);
  const user = isRoot ? postgresUser() : null;
  if (user) chownSync(dir, user.uid, user.gid);
  return dir;
}

export class PgInstance {
  constructor(
    readonly name: string,
    readonly port: number,
    readonly dir: string,
  ) {}

  get dataDir() {
    return join(this.dir, 'data');
  }

  /** A URL of this instance (database `postgres` unless named). */
  url(database = 'postgres') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start() {
    await pgBin('pg_ctl', ['-D', this.dataDir, '-l', join(this.dir, 'log'), '-w', '-t', '60', 'start']);
  }

  /** `pg_ctl restart` (fast shutdown: sessions are terminated, as an operator's restart does). */
  async restart() {
    await pgBin('pg_ctl', ['-D', this.dataDir, '-l', join(this.dir, 'log'), '-w', '-t', '60', '-m', 'fast', 'restart']);
  }

  /** Stops it: `immediate` is a crash (no checkpoint), as when the machine dies. */
  async stop(mode: 'fast' | 'immediate' = 'fast') {
    await pgBin('pg_ctl', ['-D', this.dataDir, '-w', '-t', '60', '-m', mode, 'stop']).catch(() => undefined);
  }

  async promote() {
    await pgBin('pg_ctl', ['-D', this.dataDir, '-w', '-t', '60', 'promote']);
  }

  /** Runs one statement on a fresh connection. */
  async query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values: unknown[] = [],
    database = 'postgres',
  ) {
    const client = new pg.Client({ connectionString: this.url(database) });
    await client.connect();
    try {
      return await client.query<R>(text, values);
    } finally {
      await client.end();
    }
  }

  /** Stops it for good and removes its folder. */
  async destroy() {
    await this.stop('immediate');
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Settings of every instance: its own port and socket folder, replication on, quick to start. */
function baseSettings(port: number, dir: string) {
  return [
    `port = ${port}`,
    `listen_addresses = '127.0.0.1'`,
    `unix_socket_directories = '${dir}'`,
    'max_connections = 100',
    'shared_buffers = 32MB',
    'wal_level = replica',
    'max_wal_senders = 5',
    'hot_standby = on',
    // A restart, not the machine, is tested: the data need not reach the disk to survive.
    'fsync = off',
    'full_page_writes = off',
    '',
  ].join('\n');
}

/** Makes and starts a new primary (initdb, trust auth) on a spare port. */
export async function startPrimary(name = 'primary'): Promise<PgInstance> {
  const dir = ownedFolder(`markwell-pg-${name}-`);
  const instance = new PgInstance(name, await sparePort(), dir);
  await pgBin('initdb', ['-D', instance.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync'], 120_000);
  appendFileSync(join(instance.dataDir, 'postgresql.conf'), baseSettings(instance.port, dir));
  await instance.start();
  return instance;
}

/**
 * Makes a streaming standby of `primary` (`pg_basebackup -R`) and starts it. With `synchronous`
 * the primary then waits for it to confirm each commit (`synchronous_standby_names`).
 */
export async function startStandby(primary: PgInstance, synchronous: boolean, name = 'standby'): Promise<PgInstance> {
  const dir = ownedFolder(`markwell-pg-${name}-`);
  const standby = new PgInstance(name, await sparePort(), dir);
  await pgBin(
    'pg_basebackup',
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      standby.dataDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ],
    120_000,
  );
  appendFileSync(join(standby.dataDir, 'postgresql.conf'), baseSettings(standby.port, dir));
  // After the line `-R` wrote (postgresql.auto.conf is read last): the standby's name, which
  // synchronous_standby_names refers to.
  appendFileSync(
    join(standby.dataDir, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres application_name=${name}'\n`,
  );
  try {
    await standby.start();
  } catch (error) {
    await standby.destroy();
    throw error;
  }
  if (synchronous) {
    await primary.query(`ALTER SYSTEM SET synchronous_standby_names = '${name}'`);
    await primary.query('SELECT pg_reload_conf()');
  }
  // Wait until the standby streams (and, when asked, is the synchronous one).
  for (let i = 0; i < 100; i++) {
    const { rows } = await primary.query<{ sync_state: string }>(
      'SELECT sync_state FROM pg_stat_replication WHERE application_name = $1',
      [name],
    );
    if (rows[0] && (!synchronous || rows[0].sync_state === 'sync')) return standby;
    await new Promise((r) => setTimeout(r, 100));
  }
  await standby.destroy();
  throw new Error(`standby ${name} did not start streaming`);
}

/**
 * HAProxy on a spare port in TCP mode sending every connection to one backend; `pointAt` rewrites
 * its configuration and reloads it (the master process starts new workers; connections to the old
 * backend end). `stop()` stops it and removes its folder.
 */
export async function startProxy(target: PgInstance) {
  const dir = mkdtempSync(join(tmpdir(), 'markwell-haproxy-'));
  const port = await sparePort();
  const config = join(dir, 'haproxy.cfg');
  const write = (to: PgInstance) =>
    writeFileSync(
      config,
      [
        'global',
        '  maxconn 500',
        `  stats socket ${join(dir, 'admin.sock')} mode 600 level admin`,
        'defaults',
        '  mode tcp',
        '  timeout connect 2s',
        '  timeout client 1h',
        '  timeout server 1h',
        'listen postgres',
        `  bind 127.0.0.1:${port}`,
        `  server db 127.0.0.1:${to.port} check inter 500ms fall 1 rise 1 on-marked-down shutdown-sessions`,
        '',
      ].join('\n'),
    );
  write(target);
  // Master-worker mode: SIGUSR2 reloads the configuration.
  const child: ChildProcess = spawn(HAPROXY, ['-W', '-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const c = new pg.Client({
        connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
        connectionTimeoutMillis: 500,
      });
      c.connect().then(
        () => c.end().then(() => resolve(true)),
        () => resolve(false),
      );
    });
    if (up) break;
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** Sends new connections to `to`: rewrites the configuration and reloads HAProxy. */
    pointAt(to: PgInstance) {
      write(to);
      child.kill('SIGUSR2');
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
