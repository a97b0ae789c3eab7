import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, lessonContents, lessons, questions, topics } from '../../db/schema/index';
import { statusesFor } from '../../../test/exam-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { isOnVideoOrigin } from './lesson-content.service';

const VIDEO_ORIGIN = 'https://videos.markwell.test';

let t: TestApp;
let lessonId: number;
let courseId: number;
let curriculaId: number;
let placed: number[];
let sameCurriculum: number;
let otherCurriculum: number;
beforeAll(async () => {
  t = await createTestApp({ VIDEO_ORIGIN });
  const [l] = await t.db
    .select({ id: lessons.id, courseId: chapters.courseId })
    .from(lessons)
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .innerJoin(chapters, eq(chapters.id, topics.chapterId))
    .where(eq(lessons.name, 'Rate of photosynthesis'));
  lessonId = l!.id;
  courseId = l!.courseId;
  const onLesson = await t.db.select().from(questions).where(eq(questions.lessonId, lessonId)).orderBy(questions.id);
  placed = onLesson.map((q) => q.id);
  curriculaId = onLesson[0]!.curriculaId;
  const [same] = await t.db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.curriculaId, curriculaId), ne(questions.lessonId, lessonId)));
  sameCurriculum = same!.id;
  const [other] = await t.db.select({ id: questions.id }).from(questions).where(ne(questions.curriculaId, curriculaId));
  otherCurriculum = other!.id;
});
afterAll(() => t.close());

const api = (path: string) => `/api/v2${path}`;
const get = (path: string) => ({ method: 'GET' as const, url: api(path) });
const put = (path: string, payload: Record<string, unknown>) => ({ method: 'PUT' as const, url: api(path), payload });
const onlyStaff = statusesFor({ student: 403, otherTeacher: 403, school: 403, platform: 200 });

describe('GET /staff/lessons', () => {
  it('lists a course’s lessons in order, each with what it has, for content staff only', async () => {
    expect(await t.statusByCaller(get(`/staff/lessons?course_id=${courseId}`))).toEqual(onlyStaff);
    const res = await t.request('staff', get(`/staff/lessons?course_id=${courseId}`));
    const body = res.json();
    expect(body.course).toMatchObject({ id: courseId, curricula_id: curriculaId });
    const rate = body.lessons.find((x: { id: number }) => x.id === lessonId);
    expect(rate).toMatchObject({
      name: 'Rate of photosynthesis',
      practice_questions: placed.length,
      practice_source: 'bank',
      has_video: false,
    });
    const names = body.lessons.map((x: { name: string }) => x.name);
    expect(names.indexOf('The photosynthesis equation')).toBeLessThan(names.indexOf('Rate of photosynthesis'));
  });

  it('answers 400 for a bad or missing course id and 404 for a missing course', async () => {
    expect((await t.request('staff', get('/staff/lessons?course_id=abc'))).statusCode).toBe(400);
    expect((await t.request('staff', get('/staff/lessons'))).statusCode).toBe(400);
    expect((await t.request('staff', get('/staff/lessons?course_id=999999'))).statusCode).toBe(404);
  });
});

describe('GET /staff/lessons/:id', () => {
  it('gives the tutorial, the practice questions and the bank questions placed on the lesson', async () => {
    expect(await t.statusByCaller(get(`/staff/lessons/${lessonId}`))).toEqual(onlyStaff);
    const body = (await t.request('staff', get(`/staff/lessons/${lessonId}`))).json();
    expect(body).toMatchObject({ id: lessonId, video_origin: VIDEO_ORIGIN, practice_source: 'bank' });
    expect(body.candidates.map((q: { id: number }) => q.id)).toEqual(placed);
    expect(body.practice_questions.map((q: { id: number }) => q.id)).toEqual(placed);
    expect(body.candidates[0]).toMatchObject({ placed_on_lesson: true, type: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/phrases|marking_points/);
    expect((await t.request('staff', get('/staff/lessons/999999'))).statusCode).toBe(404);
    expect((await t.request('staff', get('/staff/lessons/abc'))).statusCode).toBe(400);
  });
});

describe('PUT /staff/lessons/:id/content', () => {
  const path = () => `/staff/lessons/${lessonId}/content`;

  it('stores sanitised HTML and a video on the video origin; students see them', async () => {
    expect(await t.statusByCaller(() => put(path(), { body_html: '<p>Light</p>', video_url: null }))).toEqual(
      onlyStaff,
    );
    const res = await t.request(
      'staff',
      put(path(), {
        body_html: '<h2>Limiting factors</h2><p onclick="x()">Light<script>alert(1)</script></p>',
        video_url: `${VIDEO_ORIGIN}/rate.mp4`,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      body_html: '<h2>Limiting factors</h2><p>Light</p>',
      video_url: `${VIDEO_ORIGIN}/rate.mp4`,
    });
    const [row] = await t.db.select().from(lessonContents).where(eq(lessonContents.lessonId, lessonId));
    expect(row).toMatchObject({
      bodyHtml: '<h2>Limiting factors</h2><p>Light</p>',
      updatedBy: await t.userId('staff'),
    });
    const student = (await t.request('student', get(`/learning/lessons/${lessonId}`))).json();
    expect(student).toMatchObject({
      tutorial_html: '<h2>Limiting factors</h2><p>Light</p>',
      video_url: `${VIDEO_ORIGIN}/rate.mp4`,
    });
    const list = (await t.request('staff', get(`/staff/lessons?course_id=${courseId}`))).json();
    expect(list.lessons.find((x: { id: number }) => x.id === lessonId)).toMatchObject({
      has_tutorial: true,
      has_video: true,
    });
  });

  it('refuses a video elsewhere than the video origin with a problem naming the field', async () => {
    for (const video_url of ['https://evil.test/rate.mp4', 'javascript:alert(1)', `${VIDEO_ORIGIN}.evil.test/x.mp4`]) {
      const res = await t.request('staff', put(path(), { body_html: '', video_url }));
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ code: 'video_not_allowed', errors: [{ path: 'body.video_url' }] });
    }
    expect((await t.request('staff', put(path(), { body_html: 1, video_url: null }))).statusCode).toBe(400);
    expect((await t.request('staff', put(path(), { body_html: '', video_url: null, x: 1 }))).statusCode).toBe(400);
    expect(
      (await t.request('staff', put('/staff/lessons/999999/content', { body_html: '', video_url: null }))).statusCode,
    ).toBe(404);
  });

  it('allows no video at all when no video origin is configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.request(
        'staff',
        put(path(), { body_html: '<p>x</p>', video_url: `${VIDEO_ORIGIN}/a.mp4` }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/VIDEO_ORIGIN/);
      expect((await bare.request('staff', put(path(), { body_html: '<p>x</p>', video_url: '' }))).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
    expect(isOnVideoOrigin('https://v.test/a.mp4', undefined)).toBe(false);
    expect(isOnVideoOrigin('https://v.test/lessons/a.mp4', 'https://v.test/lessons')).toBe(true);
    expect(isOnVideoOrigin('https://v.test/other/a.mp4', 'https://v.test/lessons')).toBe(false);
  });
});

describe('PUT /staff/lessons/:id/practice-questions', () => {
  const path = () => `/staff/lessons/${lessonId}/practice-questions`;

  it('chooses and orders the questions students practise; an empty list restores the default', async () => {
    const chosen = [sameCurriculum, ...[...placed].reverse()];
    expect(await t.statusByCaller(() => put(path(), { question_ids: chosen }))).toEqual(onlyStaff);
    const res = await t.request('staff', put(path(), { question_ids: chosen }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().practice_source).toBe('chosen');
    expect(res.json().practice_questions.map((q: { id: number }) => q.id)).toEqual(chosen);
    const student = (await t.request('student', get(`/learning/lessons/${lessonId}`))).json();
    expect(student.questions.map((q: { question_id: number }) => q.question_id)).toEqual(chosen);
    const reset = (await t.request('staff', put(path(), { question_ids: [] }))).json();
    expect(reset.practice_source).toBe('bank');
    expect(reset.practice_questions.map((q: { id: number }) => q.id)).toEqual(placed);
  });

  it('refuses a question of another curriculum (400), a missing one (404) and a repeated one (400)', async () => {
    const foreign = await t.request('staff', put(path(), { question_ids: [otherCurriculum] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'question_not_in_curriculum' });
    expect((await t.request('staff', put(path(), { question_ids: [999999] }))).statusCode).toBe(404);
    expect((await t.request('staff', put(path(), { question_ids: [placed[0], placed[0]] }))).statusCode).toBe(400);
    expect((await t.request('staff', put(path(), { question_ids: ['a'] }))).statusCode).toBe(400);
    expect(
      (await t.request('staff', put('/staff/lessons/999999/practice-questions', { question_ids: [] }))).statusCode,
    ).toBe(404);
  });
});
