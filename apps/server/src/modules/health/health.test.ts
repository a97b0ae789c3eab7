import { healthSchema } from '@markwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createHealthService } from './health.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /health', () => {
  it('answers every caller, without a token, and is not cached', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/health' })).toEqual({
      anonymous: 200,
      student: 200,
      otherTeacher: 200,
      teacher: 200,
      schoolAdmin: 200,
      staff: 200,
      admin: 200,
    });
    const res = await t.request('anonymous', { method: 'GET', url: '/health' });
    expect(res.headers['cache-control']).toBe('no-store');
    const body = healthSchema.parse(res.json());
    expect(body).toMatchObject({ status: 'ok', database: { status: 'up' }, jobQueue: { lagSeconds: 0 } });
    expect(body.eventLoop.delayMs).toBeGreaterThanOrEqual(0);
  });

  it('reports the job queue lag', async () => {
    await t.app.jobs.enqueue('health-test-nobody-works-this', {});
    const res = await t.request('anonymous', { method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().jobQueue.lagSeconds).toBeGreaterThanOrEqual(0);
  });

  it('is in the API documentation with a summary and a description', async () => {
    const doc = (await t.request('anonymous', { method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/health'].get;
    expect(op.summary).toBeTruthy();
    expect(op.description).toBeTruthy();
    expect(Object.keys(op.responses).sort()).toEqual(['200', '503']);
  });
});

describe('health service', () => {
  const jobs = { lagSeconds: async () => 4 };

  it('is unavailable (with no lag) when the database does not answer', async () => {
    const db = { execute: () => Promise.reject(new Error('connection refused')) } as never;
    const health = await createHealthService({ db, jobs, eventLoopDelayMs: () => 3 }).check();
    expect(health).toMatchObject({
      status: 'unavailable',
      database: { status: 'down' },
      jobQueue: { lagSeconds: null },
      eventLoop: { delayMs: 3 },
    });
  });

  it('is unavailable when the event loop is saturated, and ok just below the limit', async () => {
    const busy = await createHealthService({ db: t.db, jobs, eventLoopDelayMs: () => 1000.1 }).check();
    expect(busy).toMatchObject({ status: 'unavailable', database: { status: 'up' }, jobQueue: { lagSeconds: 4 } });
    const fine = await createHealthService({ db: t.db, jobs, eventLoopDelayMs: () => 1000 }).check();
    expect(fine.status).toBe('ok');
  });
});
