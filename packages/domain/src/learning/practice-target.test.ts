import { describe, expect, it } from 'vitest';
import { lessonMeetsPracticeTarget, practiceResult, practiceStarted, type PracticeLessonStanding } from './index';

const lesson = (
  lessonId: number,
  completed: boolean,
  liveScore: number | null,
  answers = 0,
): PracticeLessonStanding => ({
  lessonId,
  completed,
  liveScore,
  answers,
});

describe('practice targets', () => {
  it('asks for completion only when the target says so', () => {
    const target = { lessonsCompleted: true, score: null };
    expect(lessonMeetsPracticeTarget(lesson(1, true, null), target)).toBe(true);
    expect(lessonMeetsPracticeTarget(lesson(1, false, 100, 5), target)).toBe(false);
    expect(lessonMeetsPracticeTarget(lesson(1, false, null), { lessonsCompleted: false, score: null })).toBe(true);
  });

  it('needs the live score reached (not only approached) when a score is set; no answers is not a score', () => {
    const target = { lessonsCompleted: false, score: 70 };
    expect(lessonMeetsPracticeTarget(lesson(1, false, 70, 3), target)).toBe(true);
    expect(lessonMeetsPracticeTarget(lesson(1, false, 69.9, 3), target)).toBe(false);
    expect(lessonMeetsPracticeTarget(lesson(1, true, null), target)).toBe(false);
    expect(lessonMeetsPracticeTarget(lesson(1, false, 0, 1), { lessonsCompleted: false, score: 0 })).toBe(true);
  });

  it('is met when every set lesson meets both parts; never with no lessons', () => {
    const target = { lessonsCompleted: true, score: 70 };
    const both = practiceResult([lesson(1, true, 80, 4), lesson(2, true, 70, 2)], target);
    expect(both).toMatchObject({ lessonsCompleted: 2, met: true });
    expect(both.lessons.map((l) => l.met)).toEqual([true, true]);
    const one = practiceResult([lesson(1, true, 80, 4), lesson(2, true, 60, 2)], target);
    expect(one).toMatchObject({ lessonsCompleted: 2, met: false });
    expect(one.lessons.map((l) => l.met)).toEqual([true, false]);
    expect(practiceResult([lesson(1, false, 90, 4)], target).met).toBe(false);
    expect(practiceResult([], target)).toEqual({ lessonsCompleted: 0, lessons: [], met: false });
  });

  it('counts a student as started once a lesson is completed or a question answered', () => {
    expect(practiceStarted([lesson(1, false, null), lesson(2, false, null)])).toBe(false);
    expect(practiceStarted([lesson(1, false, null), lesson(2, true, null)])).toBe(true);
    expect(practiceStarted([lesson(1, false, 0, 1)])).toBe(true);
  });
});
