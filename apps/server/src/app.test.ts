import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadEnv } from './env';
import { sanitizeRichHtml } from './lib/sanitize-html';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the route table', () => {
  it('gives every route an access rule', () => {
    const app = t.app.routeTable.filter((r) => !/^\/(api\/docs|uploads\/|assets\/)/.test(r.url));
    expect(app.length).toBeGreaterThan(10);
    const missing = app.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('refuses to start an app with a route that declares no access rule', async () => {
    const app = await createTestApp({}, { ready: false });
    try {
      app.app.register(async (child) => {
        child.get('/api/v2/open-by-mistake', async () => 'x');
      });
      await expect(app.app.ready()).rejects.toThrow(
        'Route GET /api/v2/open-by-mistake declares no access rule (config.access)',
      );
    } finally {
      await app.close().catch(() => undefined);
    }
  });

  it('builds without touching the database, as `npm run routes` does', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mw-routes-')),
      JWT_SECRET: 'r'.repeat(32),
      LOG_LEVEL: 'silent',
    });
    const noDatabase = {
      db: {},
      kind: 'pglite',
      migrate: async () => {},
      close: async () => {},
      onConnectionError: () => {},
    } as never;
    const bare = await buildApp({ env, database: noDatabase, runJobs: false, logger: false });
    try {
      expect(bare.routeTable.length).toBe(t.app.routeTable.length);
    } finally {
      await bare.close();
    }
  });

  it('puts anonymous callers out of every non-public route with 401', async () => {
    const closed = t.app.routeTable.filter(
      (r) => r.access !== undefined && r.access !== 'public' && r.method !== 'HEAD',
    );
    for (const r of closed) {
      const url = r.url.replace(/:[A-Za-z]+/g, '1');
      const res = await t.app.inject({ method: r.method as 'GET', url });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });
});

describe('problem details', () => {
  it('answers an unknown API route with a 404 problem', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, code: 'route_not_found', title: 'Not Found' });
  });

  it('answers invalid JSON with a 400 problem, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login_check',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_json' });
  });

  it('adds a request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/curriculasactive' });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets every image the sanitiser keeps load under the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/curriculasactive' });
    const csp = String(res.headers['content-security-policy']);
    const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];
    // How a browser reads the source list for an image on a page of this site.
    const cspAllows = (src: string) => {
      const url = new URL(src, 'https://markwell.test');
      return imgSrc.some((source) =>
        source === "'self'"
          ? url.origin === 'https://markwell.test'
          : source.endsWith(':')
            ? url.protocol === source
            : url.origin === source,
      );
    };
    const kept = (src: string) => sanitizeRichHtml(`<img src="${src}" alt="x">`).includes('<img');
    for (const src of [
      'https://cdn.example/a.png',
      'HTTPS://cdn.example/b.png',
      '/uploads/images/a.png',
      'http://insecure.example/a.png',
      '//cdn.example/a.png',
      '/api/v2/me',
    ]) {
      if (kept(src)) expect([src, cspAllows(src)]).toEqual([src, true]);
    }
    expect(kept('https://cdn.example/a.png')).toBe(true);
    expect(kept('/uploads/images/a.png')).toBe(true);
    expect(kept('http://insecure.example/a.png')).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v2/filters/{id}/students');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

// Last: it breaks this file's own database copy on purpose.
describe('an unexpected failure', () => {
  it('is answered 500 without internals', async () => {
    const { sql } = await import('drizzle-orm');
    await t.db.execute(sql`DROP TABLE skills`);
    const res = await t.request('teacher', { method: 'GET', url: '/api/v2/skills' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ code: 'internal_error', status: 500 });
    expect(JSON.stringify(body)).not.toMatch(/relation|does not exist|select |stack|\.ts:/i);
  });
});

describe('public reads', () => {
  it('are rate-limited per IP with a problem answer', async () => {
    const { createTestApp: make } = await import('../test/test-app');
    const limited = await make({ PUBLIC_READS_PER_MINUTE: '3' });
    try {
      const get = () =>
        limited.app.inject({ method: 'GET', url: '/api/v2/curriculasactive', remoteAddress: '10.9.9.9' });
      for (let i = 0; i < 3; i++) expect((await get()).statusCode).toBe(200);
      const refused = await get();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited', status: 429 });
      // Another address is unaffected.
      const other = await limited.app.inject({
        method: 'GET',
        url: '/api/v2/curriculasactive',
        remoteAddress: '10.9.9.8',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
