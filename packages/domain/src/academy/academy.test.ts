import { describe, expect, it } from 'vitest';
import {
  ACADEMY_ACTIONS,
  ACADEMY_STATUSES,
  academyProgressPercent,
  academyTransition,
  type AcademyAction,
  type AcademyStatus,
} from './status';
import { markAcademyQuiz } from './quiz';

/** The whole table, written out: [from, action, attempt complete] -> the status after, or null (refused). */
const TABLE: [AcademyStatus, AcademyAction, boolean, AcademyStatus | null][] = [
  ['none', 'enroll', false, 'active'],
  ['active', 'enroll', false, null],
  ['completed', 'enroll', false, null],
  ['inactive', 'enroll', false, null],
  ['none', 'deactivate', false, null],
  ['active', 'deactivate', false, 'inactive'],
  ['completed', 'deactivate', true, 'inactive'],
  ['inactive', 'deactivate', false, null],
  ['none', 'reactivate', false, null],
  ['active', 'reactivate', false, null],
  ['completed', 'reactivate', true, null],
  ['inactive', 'reactivate', false, 'active'],
  ['inactive', 'reactivate', true, 'completed'],
  ['none', 'takeAgain', false, null],
  ['active', 'takeAgain', false, 'active'],
  ['completed', 'takeAgain', true, 'active'],
  ['inactive', 'takeAgain', false, null],
  ['none', 'completeLesson', false, null],
  ['active', 'completeLesson', false, 'active'],
  ['active', 'completeLesson', true, 'completed'],
  ['completed', 'completeLesson', true, 'completed'],
  ['inactive', 'completeLesson', false, null],
];

describe('academyTransition', () => {
  it.each(TABLE)('%s --%s (attempt complete: %s)--> %s', (from, action, complete, to) => {
    const result = academyTransition(from, action, complete);
    if (to === null) expect(result).toEqual({ ok: false, status: from });
    else expect(result).toEqual({ ok: true, status: to });
  });

  it('the table covers every status and action', () => {
    for (const status of ACADEMY_STATUSES) {
      for (const action of ACADEMY_ACTIONS) {
        expect(TABLE.some(([f, a]) => f === status && a === action)).toBe(true);
      }
    }
  });
});

describe('academyProgressPercent', () => {
  it('rounds down and bounds to 0..100', () => {
    expect(academyProgressPercent(0, 3)).toBe(0);
    expect(academyProgressPercent(1, 3)).toBe(33);
    expect(academyProgressPercent(2, 3)).toBe(66);
    expect(academyProgressPercent(3, 3)).toBe(100);
    expect(academyProgressPercent(4, 3)).toBe(100);
    expect(academyProgressPercent(0, 0)).toBe(0);
  });
});

describe('markAcademyQuiz', () => {
  const questions = [
    { prompt: 'What does a mark scheme list?', answers: ['marking points'] },
    { prompt: 'Which gas do plants take in for photosynthesis?', answers: ['carbon dioxide'] },
  ];

  it('passes only when every answer earns its mark, read by the marking engine', () => {
    expect(markAcademyQuiz(questions, ['the marking points', 'CO2'])).toEqual({
      correct: [true, true],
      score: 2,
      total: 2,
      passed: true,
    });
    expect(markAcademyQuiz(questions, ['marking points', 'oxygen'])).toMatchObject({
      correct: [true, false],
      score: 1,
      passed: false,
    });
  });

  it('counts a missing or blank answer as wrong', () => {
    expect(markAcademyQuiz(questions, ['marking points'])).toMatchObject({ correct: [true, false], passed: false });
    expect(markAcademyQuiz(questions, ['  ', ''])).toMatchObject({ score: 0, passed: false });
  });
});
