import type { ChildProcess } from 'node:child_process';
import { fromPostgres } from '../src/db/client';
import { sparePort, type PgInstance } from './pg-instances';
import { prepareSitting, startServer, waitForServer, type Sitting } from './sitting-at-scale';

/** The students saving at once in the database fault tests. */
export const FAULT_STUDENTS = 50;

/** A `markwell` database on the test's own instance, holding an open sitting for the students. */
export async function sittingOn(instance: PgInstance, dataDir: string): Promise<Sitting> {
  await instance.query('CREATE DATABASE markwell');
  const database = fromPostgres(instance.url('markwell'));
  try {
    return await prepareSitting(database, FAULT_STUDENTS, dataDir);
  } finally {
    await database.close();
  }
}

/**
 * The real server (production mode, two workers) on a spare port over `databaseUrl`, started and
 * answering; what it writes to stderr is kept, for the tests to look for a process that exited.
 */
export async function startWatchedServer(
  databaseUrl: string,
  dataDir: string,
): Promise<{ server: ChildProcess; base: string; stderr: () => string }> {
  const port = String(await sparePort());
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(
    { DATABASE_URL: databaseUrl, PORT: port, DATA_DIR: dataDir, DEMO_DATA: 'off', WEB_CONCURRENCY: '2' },
    { stderr: 'pipe' },
  );
  let stderr = '';
  server.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  await waitForServer(base, server);
  return { server, base, stderr: () => stderr };
}
