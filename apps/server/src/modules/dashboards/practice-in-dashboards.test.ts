import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveCourseTree, ProgressStudentTable } from '@markwell/contracts';
import { lessonCompletions, practiceAnswers, questions, questionVersions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dashboardFixtures, type DashboardFixtures } from '../../../test/dashboard-fixtures';

const DAY = 86_400_000;
let t: TestApp;
let d: DashboardFixtures;
let rateLesson: number;
let versionId: number;
const get = (url: string) => ({ method: 'GET' as const, url: `/api/v2${url}` });
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);

/** A practice answer written as the practice route stores it. */
async function practise(
  studentId: number,
  marks: number,
  answeredAt: Date,
  over: Partial<typeof practiceAnswers.$inferInsert> = {},
) {
  await t.db.insert(practiceAnswers).values({
    schoolId: d.school.id,
    studentId,
    lessonId: rateLesson,
    questionId: d.q.rate.id,
    questionVersionId: versionId,
    source: 'practice',
    answer: 'an answer',
    maxMarks: 3,
    engineMarks: marks,
    engineResult: {},
    answeredAt,
    ...over,
  });
}

const tree = async (student: number) =>
  (
    await t.request(
      d.as(d.teacher),
      get(`/livedata/student/course?group=${d.group.id}&course=${d.courses.bioenergetics}&student=${student}`),
    )
  ).json() as LiveCourseTree;
const rateScore = (tr: LiveCourseTree) =>
  tr.chapters.flatMap((c) => c.topics.flatMap((tp) => tp.lessons)).find((l) => l.id === rateLesson)!;
const progress = async () =>
  (
    await t.request(
      d.as(d.teacher),
      get(`/progress/student/course/lessons?group=${d.group.id}&course=${d.courses.bioenergetics}`),
    )
  ).json() as ProgressStudentTable;

beforeAll(async () => {
  t = await createTestApp();
  d = await dashboardFixtures(t);
  rateLesson = (await t.db.select().from(questions).where(eq(questions.id, d.q.rate.id)))[0]!.lessonId!;
  // Ann's set work: 0 of 3 on the rate lesson, 21 days ago, released.
  const work = await d.setWork((await d.template([d.q.rate.id])).id, { dueInDays: -20 });
  await d.sit(work, d.students.a.id, [{ questionId: d.q.rate.id, marks: 0, max: 3 }], {
    released: true,
    answeredAt: at(21),
  });
  versionId = (await t.db.select().from(questionVersions).where(eq(questionVersions.questionId, d.q.rate.id)))[0]!.id;
});
afterAll(async () => {
  await t.close();
});

describe('practice on the teachers’ dashboards', () => {
  it('moves the live score: practice and set work are one window of 12, in the order answered', async () => {
    expect(rateScore(await tree(d.students.a.id))).toMatchObject({ score: 0, answers: 1 });
    // Three practice answers after the set work: 3/3, 3/3 and 0/3 flagged for review but not
    // reviewed (the engine's 0 counts), self-assessed "yes" (never changes a mark).
    await practise(d.students.a.id, 3, at(10));
    await practise(d.students.a.id, 3, at(9));
    await practise(d.students.a.id, 0, at(8), { needsReview: true, selfAssessment: 'yes' });
    expect(rateScore(await tree(d.students.a.id))).toMatchObject({ score: 50, answers: 4 });
    // A teacher reviews it and gives 3: the teacher's mark counts.
    await t.db.execute(
      sql`update practice_answers set teacher_marks = 3, reviewed_at = now() where student_id = ${d.students.a.id} and engine_marks = 0`,
    );
    expect(rateScore(await tree(d.students.a.id))).toMatchObject({ score: 75, answers: 4 });
    // Twelve more full marks: the window of 12 drops the set work's 0.
    for (let i = 0; i < 12; i++) await practise(d.students.a.id, 3, at(7 - i * 0.1));
    expect(rateScore(await tree(d.students.a.id))).toMatchObject({ score: 100, answers: 12 });
  });

  it('counts a lesson complete once it is completed, by practice or a tutorial, not by one answer', async () => {
    const ben = async () => (await progress()).students.find((s) => s.id === d.students.b.id)!;
    const rate = async () => (await ben()).units.find((u) => u.id === rateLesson)!;
    await practise(d.students.b.id, 2, at(3));
    // One practice answer scores the lesson but does not complete it.
    expect(await rate()).toMatchObject({ completion: 0, completionAssessed: 0, live_score: 66.7 });
    await t.db
      .insert(lessonCompletions)
      .values({ schoolId: d.school.id, studentId: d.students.b.id, lessonId: rateLesson, source: 'practice' });
    expect(await rate()).toMatchObject({ completion: 100, completionAssessed: 0, live_score: 66.7 });
    // Ann's rate lesson: completed by her set work (and assessed: its marks are released).
    const ann = (await progress()).students.find((s) => s.id === d.students.a.id)!;
    expect(ann.units.find((u) => u.id === rateLesson)).toMatchObject({ completion: 100, completionAssessed: 100 });
  });

  it('backfills completions from submitted set work (the migration), keeping completions already there', async () => {
    const migration = readFileSync(
      new URL('../../../drizzle/0034_lesson_completions_from_set_work.sql', import.meta.url),
      'utf8',
    );
    await t.db.delete(lessonCompletions).where(eq(lessonCompletions.studentId, d.students.a.id));
    await t.db.execute(sql.raw(migration));
    const rows = await t.db.select().from(lessonCompletions).where(eq(lessonCompletions.schoolId, d.school.id));
    const ann = rows.find((r) => r.studentId === d.students.a.id)!;
    expect(ann).toMatchObject({ lessonId: rateLesson, source: 'set work' });
    // dated by the hand-in, 21 days ago
    expect(Math.abs(ann.completedAt.getTime() - at(21).getTime())).toBeLessThan(60_000);
    expect(rows.find((r) => r.studentId === d.students.b.id)).toMatchObject({ source: 'practice' });
  });
});
