import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearningLesson, RevisionSet, TestClockState } from '@markwell/contracts';
import { lessons, users } from '../../db/schema/index';
import { loadEnv } from '../../env';
import { createTestApp, type TestApp } from '../../../test/test-app';

const DAY_SECONDS = 86_400;
const api = (path: string) => `/api/v2${path}`;

describe('TEST_CLOCK', () => {
  it('is refused at start in production, off by default', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/markwell-clock-env' };
    expect(() => loadEnv({ ...base, NODE_ENV: 'production', TEST_CLOCK: 'on' })).toThrow(/TEST_CLOCK/);
    expect(loadEnv({ ...base, NODE_ENV: 'production' }).TEST_CLOCK).toBe('off');
    expect(loadEnv({ ...base, NODE_ENV: 'test', TEST_CLOCK: 'on' }).TEST_CLOCK).toBe('on');
  });

  it('leaves the route out unless it is on', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.request('admin', { method: 'GET', url: api('/test-clock') })).statusCode).toBe(404);
      expect(
        (await plain.request('admin', { method: 'POST', url: api('/test-clock'), payload: { advance_seconds: 60 } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('/test-clock on a test server', () => {
  let t: TestApp;
  let ravi: number;
  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK: 'on' });
    // Riverside's student has practised nothing: nothing is due for him yet.
    const [row] = await t.db.select().from(users).where(eq(users.email, 'student2@demo.markwell.test'));
    ravi = row!.id;
  });
  afterAll(() => t?.close());

  it('is for platform admins; a bad body is a 400', async () => {
    const read = await t.statusByCaller({ method: 'GET', url: api('/test-clock') });
    expect(read).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 403,
      teacher: 403,
      schoolAdmin: 403,
      staff: 403,
      admin: 200,
    });
    for (const payload of [
      {},
      { advance_seconds: -60 },
      { advance_seconds: 0 },
      { advance_seconds: 'day' },
      { advance_seconds: 1.5 },
      { advance_seconds: 60, back: true },
    ])
      expect((await t.request('admin', { method: 'POST', url: api('/test-clock'), payload })).statusCode).toBe(400);
    const state = (await t.request('admin', { method: 'GET', url: api('/test-clock') })).json() as TestClockState;
    expect(state.offset_seconds).toBe(0);
  });

  it('moves what is due for revision: questions practised today are due the next day (FSRS)', async () => {
    const student = { userId: ravi };
    const [lesson] = await t.db.select().from(lessons).where(eq(lessons.name, 'Rate of photosynthesis'));
    const page = (
      await t.request(student, { method: 'GET', url: api(`/learning/lessons/${lesson!.id}`) })
    ).json() as LearningLesson;
    const question = page.questions.find((q) => q.type === 'text')!;
    const answered = await t.request(student, {
      method: 'POST',
      url: api('/learning/practice-answers'),
      payload: {
        lesson_id: lesson!.id,
        question_id: question.question_id,
        answer: 'There is more light so light is the limiting factor.',
      },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const nextReview = new Date(answered.json().next_review).getTime();
    expect(nextReview - Date.now()).toBeLessThan(DAY_SECONDS * 1000);
    const revision = async () =>
      (await t.request(student, { method: 'GET', url: api('/learning/revision') })).json() as RevisionSet;
    // Just answered: not due yet, and too fresh to be brought forward.
    expect((await revision()).questions.map((q) => q.question.question_id)).not.toContain(question.question_id);

    const moved = await t.request('admin', {
      method: 'POST',
      url: api('/test-clock'),
      payload: { advance_seconds: DAY_SECONDS },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const state = moved.json() as TestClockState;
    expect(state.offset_seconds).toBe(DAY_SECONDS);
    expect(new Date(state.now).getTime() - Date.now()).toBeGreaterThan((DAY_SECONDS - 60) * 1000);

    const nextDay = await revision();
    expect(nextDay.due).toBeGreaterThanOrEqual(1);
    expect(nextDay.questions.find((q) => q.question.question_id === question.question_id)).toMatchObject({
      reason: 'due',
      lesson_id: lesson!.id,
    });
    // An answer given now is dated and scheduled by the moved clock.
    const again = await t.request(student, {
      method: 'POST',
      url: api('/learning/practice-answers'),
      payload: {
        lesson_id: lesson!.id,
        question_id: question.question_id,
        answer: 'Light is the limiting factor.',
        source: 'revision',
      },
    });
    expect(new Date(again.json().next_review).getTime()).toBeGreaterThan(new Date(state.now).getTime());
  });
});
