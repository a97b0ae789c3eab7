import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyTemplate } from '../../test/template-db';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { loadEnv } from '../env';

let database: Database;
beforeAll(async () => {
  database = await copyTemplate(inject('dbTemplate'));
});
afterAll(() => database.close());

/** The app with its log lines captured, under the given settings. */
async function appLogging(settings: Record<string, string>) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const env = loadEnv({
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    DATA_DIR: '/tmp/markwell-access-log',
    ...settings,
  });
  const app = await buildApp({
    env,
    database,
    runJobs: false,
    closeDatabase: false,
    logger: { level: 'info', stream },
  });
  await app.ready();
  return { app, requestLines: () => lines.filter((l) => l.msg === 'request' || /request/.test(String(l.msg))) };
}

describe('access log', () => {
  it('is off by default outside production: no line per request', async () => {
    const { app, requestLines } = await appLogging({ NODE_ENV: 'development' });
    await app.inject({ method: 'GET', url: '/api/v2/no-such-route' });
    expect(requestLines()).toEqual([]);
    await app.close();
  });

  it('with ACCESS_LOG=on writes one line per request (the path, never the query), and none for a passing health check', async () => {
    const { app, requestLines } = await appLogging({ NODE_ENV: 'development', ACCESS_LOG: 'on' });
    await app.inject({ method: 'GET', url: '/api/v2/no-such-route?x=1' });
    await app.inject({ method: 'GET', url: '/health' });
    expect(requestLines()).toHaveLength(1);
    expect(requestLines()[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: '/api/v2/no-such-route',
      status: 404,
    });
    await app.close();
  });

  it('is on by default in production', () => {
    expect(loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).accessLog).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production', ACCESS_LOG: 'off', JWT_SECRET: 'x'.repeat(32) }).accessLog).toBe(false);
    expect(loadEnv({ JWT_SECRET: 'x'.repeat(32) }).accessLog).toBe(false);
  });
});
