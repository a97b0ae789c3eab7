import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearningCourse, LearningCourseMap, LearningLesson, RevisionSet } from '@markwell/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { practiceAnswers } from '../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function bioenergetics() {
  const courses = (
    await t.request('student', { method: 'GET', url: '/api/v2/learning/courses' })
  ).json() as LearningCourse[];
  const course = courses.find((c) => c.name === 'Bioenergetics')!;
  return (
    await t.request('student', { method: 'GET', url: `/api/v2/learning/courses/${course.id}` })
  ).json() as LearningCourseMap;
}

describe('the demo learning', () => {
  it('has the demo student part-way through Bioenergetics, with live scores from practice', async () => {
    const map = await bioenergetics();
    const lessons = map.chapters.flatMap((c) => c.topics.flatMap((tp) => tp.lessons));
    expect(lessons.every((l) => l.has_tutorial && l.practice_questions > 0)).toBe(true);
    const done = lessons.filter((l) => l.completed).map((l) => l.name);
    // Read (tutorial), or every practice question answered; anaerobic respiration is half
    // practised, but the demo student's handed-in set work has a question on it: completed (ADR 0050).
    expect(done).toEqual([
      'The photosynthesis equation',
      'Rate of photosynthesis',
      'How plants use glucose',
      'Aerobic respiration',
      'Anaerobic respiration',
    ]);
    const scored = lessons.filter((l) => l.live_score !== null).map((l) => l.name);
    expect(scored).toEqual([
      'The photosynthesis equation',
      'Rate of photosynthesis',
      'Aerobic respiration',
      'Anaerobic respiration',
    ]);
    const photosynthesis = lessons.find((l) => l.name === 'The photosynthesis equation')!;
    const aerobic = lessons.find((l) => l.name === 'Aerobic respiration')!;
    expect(photosynthesis.live_score!).toBeGreaterThan(aerobic.live_score!);
  });

  it('has questions due for revision today, and the lesson’s tutorial to read', async () => {
    const revision = (
      await t.request('student', { method: 'GET', url: '/api/v2/learning/revision' })
    ).json() as RevisionSet;
    expect(revision.due).toBeGreaterThanOrEqual(3);
    expect(revision.questions.length).toBeGreaterThanOrEqual(3);
    const map = await bioenergetics();
    const first = map.chapters[0]!.topics[0]!.lessons[0]!;
    const lesson = (
      await t.request('student', { method: 'GET', url: `/api/v2/learning/lessons/${first.id}` })
    ).json() as LearningLesson;
    expect(lesson.tutorial_html).toContain('<h2>');
    expect(lesson.questions.map((q) => q.type).sort()).toEqual(['choice', 'text']);
  });

  it('leaves one practice answer the engine was unsure of, compared by the student, for the teacher', async () => {
    const rows = await t.db
      .select({ selfAssessment: practiceAnswers.selfAssessment, needsReview: practiceAnswers.needsReview })
      .from(practiceAnswers)
      .where(isNotNull(practiceAnswers.selfAssessment));
    expect(rows).toEqual([
      { selfAssessment: 'yes', needsReview: true },
      { selfAssessment: 'partly', needsReview: true },
    ]);
    const waiting = (await t.request('teacher', { method: 'GET', url: '/api/v2/learning/reviews/counts' })).json();
    expect(waiting).toEqual([expect.objectContaining({ group_name: '10B Biology', to_review: 1 })]);
  });

  it('shows the demo student an answer her teacher has checked', async () => {
    const map = await bioenergetics();
    const rate = map.chapters[0]!.topics[0]!.lessons.find((l) => l.name === 'Rate of photosynthesis')!;
    const lesson = (
      await t.request('student', { method: 'GET', url: `/api/v2/learning/lessons/${rate.id}` })
    ).json() as LearningLesson;
    expect(lesson.teacher_checked).toEqual([expect.objectContaining({ teacher_marks: 2 })]);
  });
});

describe('the demo practice set as work', () => {
  it('is set to 10B on respiration, due this week, with each student’s progress toward its target', async () => {
    const mine = (await t.request('student', { method: 'GET', url: '/api/v2/mafassignments' })).json();
    expect(JSON.stringify(mine)).toContain('Practice: respiration');
    const teachers = (await t.request('teacher', { method: 'GET', url: '/api/v2/mafassignments' })).json();
    const practice = teachers.items.find((a: { title: string }) => a.title === 'Practice: respiration');
    expect(practice).toMatchObject({ kind: 'practice' });
    const due = new Date(practice.due_at).getTime() - Date.now();
    expect(due).toBeGreaterThan(0);
    expect(due).toBeLessThan(7 * 86_400_000);
    const one = (await t.request('teacher', { method: 'GET', url: `/api/v2/mafassignments/${practice.id}` })).json();
    const sophie = one.practice_students.find((p: { name: string }) => p.name === 'Sophie Student');
    // Aerobic respiration is done, anaerobic begun: on her way, not there yet.
    expect(sophie).toMatchObject({ met: false });
  });
});
