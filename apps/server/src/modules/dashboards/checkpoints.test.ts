import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkpoint, CheckpointScoreRow, CheckpointStatistics } from '@markwell/contracts';
import { statusesFor } from '../../../test/exam-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dashboardFixtures, type DashboardFixtures } from '../../../test/dashboard-fixtures';

let t: TestApp;
let d: DashboardFixtures;
let checkpointId: number;
const get = (url: string) => ({ method: 'GET' as const, url: `/api/v2${url}` });

beforeAll(async () => {
  t = await createTestApp();
  d = await dashboardFixtures(t);
  const checkpoint = await d.template([d.q.photosynthesis.id, d.q.rate.id], {
    central: true,
    topicName: 'Photosynthetic reaction',
    name: 'Test checkpoint: photosynthesis',
  });
  checkpointId = checkpoint.id;
  const sitting = await d.setWork(checkpoint.id, { timeLimitSeconds: 900 });
  await d.sit(
    sitting,
    d.students.a.id,
    [
      { questionId: d.q.photosynthesis.id, marks: 4, max: 4 },
      { questionId: d.q.rate.id, marks: 3, max: 3 },
    ],
    { released: true },
  ); // 100%
  await d.sit(sitting, d.students.b.id, [
    { questionId: d.q.photosynthesis.id, marks: 2, max: 4 },
    { questionId: d.q.rate.id, marks: 0, max: 3 },
  ]); // 2/7
});
afterAll(async () => {
  await t.close();
});

describe('GET /checkpoints', () => {
  it('is for teachers and school admins; bad or foreign filters are refused', async () => {
    expect(await t.statusByCaller(get('/checkpoints'))).toEqual(
      statusesFor({ student: 403, otherTeacher: 200, school: 200, platform: 403 }),
    );
    expect((await t.request(d.as(d.teacher), get('/checkpoints?groupId=0'))).statusCode).toBe(400);
    expect((await t.request('teacher', get(`/checkpoints?groupId=${d.group.id}`))).statusCode).toBe(404);
    expect((await t.request(d.as(d.otherTeacher), get(`/checkpoints?groupId=${d.group.id}`))).statusCode).toBe(403);
    expect((await t.request(d.as(d.teacher), get('/checkpoints?courseId=2000000'))).statusCode).toBe(404);
  });

  it("lists the courses' checkpoints with how far each class has got", async () => {
    const list = (await t.request(d.as(d.teacher), get(`/checkpoints?groupId=${d.group.id}`))).json() as Checkpoint[];
    const mine = list.find((c) => c.id === checkpointId)!;
    expect(mine).toMatchObject({
      name: 'Test checkpoint: photosynthesis',
      topic: { name: 'Photosynthetic reaction' },
      course: { id: d.courses.bioenergetics, name: 'Bioenergetics' },
    });
    // (100 + 28.57) / 2
    expect(mine.groups).toEqual([
      { id: d.group.id, name: 'Test 10X', students: 3, set: true, submitted: 2, mean: 64.3 },
    ]);
    const respiration = list.find((c) => c.topic.name === 'Aerobic and anaerobic respiration')!;
    expect(respiration.groups[0]).toMatchObject({ set: false, submitted: 0, mean: null });
    const cellsOnly = (
      await t.request(d.as(d.teacher), get(`/checkpoints?courseId=${d.courses.cellBiology}`))
    ).json() as Checkpoint[];
    expect(cellsOnly.every((c) => c.course.id === d.courses.cellBiology)).toBe(true);
    expect(cellsOnly.length).toBeGreaterThan(0);
  });
});

describe('GET /checkpoints/subject/score', () => {
  it('needs a subject of the list', async () => {
    expect((await t.request('anonymous', get('/checkpoints/subject/score?subject=8'))).statusCode).toBe(401);
    expect((await t.request('student', get('/checkpoints/subject/score?subject=8'))).statusCode).toBe(403);
    expect((await t.request(d.as(d.teacher), get('/checkpoints/subject/score?subject=0'))).statusCode).toBe(400);
  });

  it('gives each class its checkpoints, those sat and the mean', async () => {
    const rows = (
      await t.request(d.as(d.teacher), get('/checkpoints/subject/score?subject=8'))
    ).json() as CheckpointScoreRow[];
    const total = ((await t.request(d.as(d.teacher), get(`/checkpoints?groupId=${d.group.id}`))).json() as Checkpoint[])
      .length;
    expect(rows).toEqual([{ group_id: d.group.id, group_name: 'Test 10X', checkpoints: total, sat: 1, mean: 64.3 }]);
    expect(
      ((await t.request('teacher', get('/checkpoints/subject/score?subject=8'))).json() as CheckpointScoreRow[]).map(
        (r) => r.group_id,
      ),
    ).not.toContain(d.group.id);
  });
});

describe('GET /checkpoints/:id/statistics', () => {
  const url = (id: number | string, groupId: number, courseId: number) =>
    get(`/checkpoints/${id}/statistics?groupId=${groupId}&courseId=${courseId}`);

  it('refuses callers, bad input, other schools, other courses and classes not taught', async () => {
    const ok = url(checkpointId, d.group.id, d.courses.bioenergetics);
    expect((await t.request('anonymous', ok)).statusCode).toBe(401);
    expect((await t.request('admin', ok)).statusCode).toBe(403);
    expect((await t.request(d.as(d.teacher), url('abc', d.group.id, d.courses.bioenergetics))).statusCode).toBe(400);
    expect(
      (await t.request(d.as(d.teacher), get(`/checkpoints/${checkpointId}/statistics?groupId=${d.group.id}`)))
        .statusCode,
    ).toBe(400);
    expect((await t.request('teacher', ok)).statusCode).toBe(404);
    expect((await t.request(d.as(d.otherTeacher), ok)).statusCode).toBe(403);
    // not a checkpoint of that course, and not a checkpoint at all
    expect((await t.request(d.as(d.teacher), url(checkpointId, d.group.id, d.courses.cellBiology))).statusCode).toBe(
      404,
    );
    expect((await t.request(d.as(d.teacher), url(2_000_000, d.group.id, d.courses.bioenergetics))).statusCode).toBe(
      404,
    );
  });

  it("gives the class's results with each question's facility", async () => {
    const res = await t.request(d.as(d.school.owner), url(checkpointId, d.group.id, d.courses.bioenergetics));
    expect(res.statusCode).toBe(200);
    const stats = res.json() as CheckpointStatistics;
    expect(stats).toMatchObject({
      checkpoint: { id: checkpointId, topic: { name: 'Photosynthetic reaction' } },
      set_to: 3,
      submitted: 2,
      submission_rate: 66.7,
      mean: 64.3,
      median: 64.3,
    });
    expect(stats.bands.filter((b) => b.count > 0)).toEqual([
      { from: 20, to: 30, count: 1 },
      { from: 90, to: 100, count: 1 },
    ]);
    expect(stats.questions.map((q) => [q.question_id, q.max_marks, q.mean, q.facility])).toEqual([
      [d.q.photosynthesis.id, 4, 3, 75],
      [d.q.rate.id, 3, 1.5, 50],
    ]);
  });
});
