import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there: a 404', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });
  const metrics = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('asks for the bearer token', async () => {
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics('Bearer wrong')).statusCode).toBe(401);
    expect((await metrics(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    const res = await metrics(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by route and status, with durations, and reads the job queues and the event loop', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.request('schoolAdmin', { method: 'GET', url: '/api/v2/school/overview' })).statusCode).toBe(200);
    await t.request('anonymous', { method: 'GET', url: '/api/v2/school/overview' });
    // queued five seconds ago, with no worker for its queue
    await t.db.execute(
      sql`insert into jobs (queue, payload, run_at) values ('metrics-test-queue', '{}', now() - interval '5 seconds')`,
    );
    const text = (await metrics(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(
      /markwell_http_request_duration_seconds_count\{method="GET",route="\/api\/v2\/school\/overview",status="200"\} 3/,
    );
    expect(text).toMatch(
      /markwell_http_request_duration_seconds_count\{method="GET",route="\/api\/v2\/school\/overview",status="401"\} 1/,
    );
    expect(text).toMatch(
      /markwell_http_request_duration_seconds_bucket\{le="0.5",method="GET",route="\/api\/v2\/school\/overview",status="200"\} \d/,
    );
    expect(text).toMatch(/markwell_job_queue_depth\{queue="metrics-test-queue",status="queued"\} 1/);
    const lag = Number(/markwell_job_queue_lag_seconds\{queue="metrics-test-queue"\} ([\d.e-]+)/.exec(text)?.[1]);
    expect(lag).toBeGreaterThanOrEqual(5);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds [\d.e-]+/);
    expect(text).toContain('# TYPE markwell_mark_changes_total counter');
    expect(text).toContain('# TYPE markwell_db_pool_wait_seconds histogram');
  });
});
