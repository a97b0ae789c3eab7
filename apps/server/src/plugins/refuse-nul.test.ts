import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyTemplate } from '../../test/template-db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { loadEnv } from '../env';

// PostgreSQL text cannot hold a NUL character: every route refuses one with a 400 problem
// before it reaches a query, wherever it is sent.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL = '\u0000';
const FIELDS = ['text', 'title', 'name', 'subject', 'message', 'email', 'username', 'password', 'query', 'url', 'slug'];
const bodyWithNul = Object.fromEntries(FIELDS.map((f) => [f, `a${NUL}b`]));

describe('a NUL character', () => {
  it('is refused with a 400 problem on the routes found answering 500', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/login_check',
      payload: { username: `admin${NUL}@demo.markwell.test`, password: 'x' },
      remoteAddress: '10.40.0.1',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'body.username' }] });
    const blogs = await t.app.inject({ method: 'GET', url: '/api/v2/blogs?query=a%00b', remoteAddress: '10.40.0.2' });
    expect(blogs.statusCode).toBe(400);
    expect(blogs.headers['content-type']).toContain('application/problem+json');
    const contact = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/send/contact',
      payload: { name: 'N', email: 'n@school.example', subject: 'Hi', message: `hello${NUL}` },
      remoteAddress: '10.40.0.3',
    });
    expect(contact.statusCode).toBe(400);
  });

  it(
    'answers no route with a 2xx or a 5xx, in the query or the body, whoever calls',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      const routes = t.app.routeTable.filter(
        (r) =>
          r.access && r.method !== 'HEAD' && r.method !== 'OPTIONS' && !/^\/(api\/docs|uploads\/|assets\/)/.test(r.url),
      );
      for (const [i, r] of routes.entries()) {
        const url = r.url.replace(/:[A-Za-z]+/g, '1');
        const hasBody = r.method !== 'GET' && r.method !== 'DELETE';
        for (const caller of ['admin', 'teacher', 'student'] as const) {
          const res = await t.request(caller, {
            method: r.method as 'POST',
            url: hasBody ? url : `${url}?query=a%00b&q=%00`,
            ...(hasBody
              ? { payload: JSON.stringify(bodyWithNul), headers: { 'content-type': 'application/json' } }
              : {}),
            remoteAddress: `10.41.${i % 250}.${caller.length}`,
          });
          if (res.statusCode < 400 || res.statusCode >= 500)
            failures.push(`${caller} ${r.method} ${url} -> ${res.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

describe('the error log', () => {
  let database: Database;
  beforeAll(async () => {
    database = await copyTemplate(inject('dbTemplate'));
  });
  afterAll(() => database.close());

  it("never holds a failed query's parameters", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const env = loadEnv({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/markwell-error-log', LOG_LEVEL: 'info' });
    const app = await buildApp({
      env,
      database,
      runJobs: false,
      closeDatabase: false,
      logger: { level: 'info', stream },
    });
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$secret-password-hash';
    app.get('/test/failing-query', { config: { access: 'public', rateLimit: false } }, async () => {
      await database.db.execute(sql`select ${secret}::int as n`);
      return { ok: true };
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/test/failing-query?email=someone%40school.example' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret-password-hash');
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('22P02'); // what failed is still there: PostgreSQL's error code
    expect(log).not.toContain('secret-password-hash');
    expect(log).not.toContain('someone');
    await app.close();
  });
});
