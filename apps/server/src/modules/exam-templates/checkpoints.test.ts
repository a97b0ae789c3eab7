import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import type { Checkpoint, CheckpointTopic } from '@markwell/contracts';
import { chapters, curricula, examTemplates, topics } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dashboardFixtures, type DashboardFixtures } from '../../../test/dashboard-fixtures';

let t: TestApp;
let d: DashboardFixtures;
let central: number;
let topicId: number;
const put = (topic: number, templateId: number | null | string) => ({
  method: 'PUT' as const,
  url: `/api/v2/topics/${topic}/checkpoint`,
  payload: { template_id: templateId },
});
const get = (url: string) => ({ method: 'GET' as const, url: `/api/v2${url}` });

beforeAll(async () => {
  t = await createTestApp();
  d = await dashboardFixtures(t);
  central = (await d.template([d.q.photosynthesis.id], { central: true, name: 'Staff checkpoint: bioenergetics' })).id;
  // A topic of the class's Bioenergetics course that no checkpoint closes yet.
  const [topic] = await t.db
    .select({ id: topics.id })
    .from(topics)
    .innerJoin(chapters, eq(chapters.id, topics.chapterId))
    .where(eq(chapters.courseId, d.courses.bioenergetics))
    .orderBy(topics.id);
  topicId = topic!.id;
  await t.db.update(topics).set({ checkpointId: null }).where(eq(topics.id, topicId));
});
afterAll(async () => {
  await t.close();
});

describe('PUT /topics/:id/checkpoint', () => {
  it('is for content staff and the platform admin', async () => {
    expect(await t.statusByCaller(() => put(topicId, null))).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 403,
      teacher: 403,
      schoolAdmin: 403,
      staff: 200,
      admin: 200,
    });
  });

  it('answers 400 for bad input or a school template, and 404 for unknown ids', async () => {
    const school = (await d.template([d.q.photosynthesis.id])).id;
    const bad = await t.request('staff', put(topicId, 'x'));
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect((await t.request('staff', put(topicId, school))).json()).toMatchObject({
      status: 400,
      code: 'checkpoint_not_central',
    });
    expect((await t.request('staff', put(0, central))).statusCode).toBe(400);
    expect((await t.request('staff', put(2_000_000, central))).statusCode).toBe(404);
    expect((await t.request('staff', put(topicId, 2_000_000))).statusCode).toBe(404);
  });

  it('refuses a central template of another curriculum than the topic', async () => {
    const [chemistry] = await t.db.select({ id: curricula.id }).from(curricula).where(ne(curricula.id, d.bio.id));
    const [other] = await t.db
      .insert(examTemplates)
      .values({ name: 'Chemistry checkpoint', curriculaId: chemistry!.id, central: true, visibility: 'public' })
      .returning({ id: examTemplates.id });
    expect((await t.request('staff', put(topicId, other!.id))).json()).toMatchObject({
      status: 400,
      code: 'checkpoint_other_curriculum',
    });
  });

  it('refuses an archived template', async () => {
    const archived = (await d.template([d.q.photosynthesis.id], { central: true })).id;
    await t.db.update(examTemplates).set({ archivedAt: new Date() }).where(eq(examTemplates.id, archived));
    expect((await t.request('staff', put(topicId, archived))).json()).toMatchObject({
      status: 400,
      code: 'checkpoint_archived',
    });
  });

  it('links the topic, lists it on the template and on the teachers’ checkpoints, and clears it', async () => {
    const res = await t.request('staff', put(topicId, central));
    expect(res.json()).toEqual({ topic_id: topicId, checkpoint_id: central });
    const [row] = await t.db.select({ c: topics.checkpointId }).from(topics).where(eq(topics.id, topicId));
    expect(row!.c).toBe(central);

    const closed = (
      await t.request('staff', get(`/centrals/${central}/checkpoint-topics`))
    ).json() as CheckpointTopic[];
    expect(closed).toEqual([
      expect.objectContaining({ id: topicId, course: expect.objectContaining({ id: d.courses.bioenergetics }) }),
    ]);

    const list = (
      await t.request(d.as(d.teacher), get(`/checkpoints?courseId=${d.courses.bioenergetics}`))
    ).json() as Checkpoint[];
    expect(list.find((c) => c.id === central)).toMatchObject({ name: 'Staff checkpoint: bioenergetics' });

    expect((await t.request('admin', put(topicId, null))).json()).toEqual({ topic_id: topicId, checkpoint_id: null });
    expect((await t.request('staff', get(`/centrals/${central}/checkpoint-topics`))).json()).toEqual([]);
  });
});

describe('GET /centrals/:id/checkpoint-topics', () => {
  it('is for content staff; another id than a central template is a 404', async () => {
    expect(await t.statusByCaller(get(`/centrals/${central}/checkpoint-topics`))).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 403,
      teacher: 403,
      schoolAdmin: 403,
      staff: 200,
      admin: 200,
    });
    const school = (await d.template([d.q.photosynthesis.id])).id;
    expect((await t.request('staff', get(`/centrals/${school}/checkpoint-topics`))).statusCode).toBe(404);
    expect((await t.request('staff', get('/centrals/abc/checkpoint-topics'))).statusCode).toBe(400);
  });
});
