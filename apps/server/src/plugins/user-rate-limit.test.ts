import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/index';
import { createRateLimitStore } from '../lib/rate-limit-store';
import { MACHINE_PHRASE_PROPOSALS, PROBLEM_REPORTS } from '../lib/user-rate-rules';
import { createTestApp, type Caller, type TestApp } from '../../test/test-app';
import { questionFixtures } from '../../test/question-fixtures';

let t: TestApp;
let f: Awaited<ReturnType<typeof questionFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await questionFixtures(t);
});
afterAll(() => t.close());

const report = (caller: Caller, n: number) =>
  t.request(caller, {
    method: 'POST',
    url: '/api/v2/sendproblem',
    payload: { type: 'page', url: '/pages/about-markwell', message: `Report number ${n}` },
  });

/** Moves a user's counters of an action one window into the past, as if the window had ended. */
async function endWindow(caller: Exclude<Caller, 'anonymous'>, action: string, windowSeconds: number) {
  await t.db
    .update(rateLimitCounters)
    .set({ windowStart: sql`${rateLimitCounters.windowStart} - make_interval(secs => ${windowSeconds}::int)` })
    .where(and(eq(rateLimitCounters.userId, await t.userId(caller)), eq(rateLimitCounters.action, action)));
}

describe('per-user limit of problem reports (POST /sendproblem)', () => {
  it('refuses the report after the limit with a 429 problem and Retry-After, per user, until the window ends', async () => {
    for (let i = 1; i <= PROBLEM_REPORTS.max; i++) expect((await report('student', i)).statusCode).toBe(201);

    const refused = await report('student', PROBLEM_REPORTS.max + 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(refused.json().detail).toContain(`at most ${PROBLEM_REPORTS.max} problem reports in an hour`);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(PROBLEM_REPORTS.windowSeconds);

    // Another user has a budget of their own.
    expect((await report('teacher', 1)).statusCode).toBe(201);
    // An invalid report is refused for what it is and costs nothing.
    expect(
      (await t.request('teacher', { method: 'POST', url: '/api/v2/sendproblem', payload: { type: 'x' } })).statusCode,
    ).toBe(400);

    // The window ends: the student may report again, and the ended window's row is gone.
    await endWindow('student', PROBLEM_REPORTS.action, PROBLEM_REPORTS.windowSeconds);
    expect((await report('student', 1)).statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.userId, await t.userId('student')),
          eq(rateLimitCounters.action, PROBLEM_REPORTS.action),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.hits).toBe(1);
  });

  it('counts parallel reports exactly: no burst slips past the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: PROBLEM_REPORTS.max + 5 }, (_, i) => report('schoolAdmin', i)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(PROBLEM_REPORTS.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });

  it('holds across instances: a second app on the same database refuses what the first one used up', async () => {
    const other = await t.sibling();
    try {
      for (let i = 1; i <= PROBLEM_REPORTS.max; i++) expect((await report('otherTeacher', i)).statusCode).toBe(201);
      const res = await other.inject({
        method: 'POST',
        url: '/api/v2/sendproblem',
        headers: { authorization: `Bearer ${await t.token('otherTeacher')}` },
        payload: { type: 'page', url: '/pages/about-markwell', message: 'From the other instance' },
      });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'rate_limited' });
    } finally {
      await other.close();
    }
  });
});

describe('per-user limit of machine-phrase proposals (POST /markingpoints/:id/machines)', () => {
  it('refuses the proposal after the limit, per user, until the window ends', async () => {
    const questionId = await f.buildQuestion({
      text: 'Name the gas plants release in light.',
      max_marks: 1,
      marking_points: [{ text: 'Oxygen', marks: 1, phrases: ['oxygen'] }],
    });
    const [point] = await f.pointsOf(questionId);
    const propose = (caller: Caller, n: number) =>
      t.request(caller, {
        method: 'POST',
        url: `/api/v2/markingpoints/${point!.id}/machines`,
        payload: { phrases: [`o two ${n}`], answer: 'It gives off O2.' },
      });

    for (let i = 1; i <= MACHINE_PHRASE_PROPOSALS.max; i++) expect((await propose('teacher', i)).statusCode).toBe(201);
    const refused = await propose('teacher', 0);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    expect((await propose('staff', 1)).statusCode).toBe(201);

    await endWindow('teacher', MACHINE_PHRASE_PROPOSALS.action, MACHINE_PHRASE_PROPOSALS.windowSeconds);
    expect((await propose('teacher', 1)).statusCode).toBe(201);
  });
});

describe('createRateLimitStore', () => {
  it('uses fixed windows: the count starts again at the boundary, and Retry-After says when', async () => {
    let now = new Date('2030-01-01T10:00:00.000Z');
    const store = createRateLimitStore(t.db, { now: () => now });
    const rule = { action: 'store-test', max: 2, windowSeconds: 60, what: 'tests' };
    const user = await t.userId('student');

    now = new Date('2030-01-01T10:00:10.000Z');
    expect(await store.take(user, rule)).toMatchObject({ allowed: true, hits: 1, retryAfterSeconds: 50 });
    expect(await store.take(user, rule)).toMatchObject({ allowed: true, hits: 2 });
    now = new Date('2030-01-01T10:00:59.500Z');
    expect(await store.take(user, rule)).toMatchObject({ allowed: false, hits: 3, retryAfterSeconds: 1 });
    await expect(store.enforce(user, rule)).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      extra: { retryAfterSeconds: 1 },
    });
    now = new Date('2030-01-01T10:01:00.000Z');
    expect(await store.take(user, rule)).toMatchObject({ allowed: true, hits: 1, retryAfterSeconds: 60 });
    expect(await store.take(await t.userId('teacher'), rule)).toMatchObject({ allowed: true, hits: 1 });
  });
});
