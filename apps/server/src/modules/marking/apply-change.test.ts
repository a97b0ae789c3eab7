import { describe, expect, it } from 'vitest';
import type { QuestionVersionSnapshot, StoredPointMark } from '../../db/schema/index';
import { applyChange } from './marking.service';
import type { AnswerMarkRow } from './marking.repository';

const point = (id: number, awarded: boolean): StoredPointMark => ({
  id,
  awarded,
  engine: awarded,
  by: 'engine',
  matches: [],
  nearMisses: [],
  missing: [],
});

const snapshot = (levelled: boolean): QuestionVersionSnapshot => ({
  student: {
    type: 'text',
    text: 'Q',
    maxMarks: 6,
    photo: null,
    media: null,
    parts: null,
    choices: null,
    multiple: false,
  },
  markScheme: {
    kind: 'maf',
    markingType: levelled ? 'levelled' : 'points',
    levels: levelled
      ? [
          { level: 1, minPoints: 1 },
          { level: 2, minPoints: 2 },
          { level: 3, minPoints: 3 },
        ]
      : null,
    points: [
      { id: 1, position: 0, marks: 2, text: 'a', phrases: ['a'] },
      { id: 2, position: 1, marks: 2, text: 'b', phrases: ['b'] },
      { id: 3, position: 2, marks: 2, text: 'c', phrases: ['c'] },
    ],
    structure: null,
    correct: null,
  },
});

const row = (over: Partial<AnswerMarkRow> = {}): AnswerMarkRow => ({
  id: 1,
  schoolId: 1,
  assignmentId: 1,
  attemptId: 1,
  questionId: 1,
  questionVersionId: 1,
  marks: 2,
  maxMarks: 6,
  engineMarks: 2,
  override: null,
  level: null,
  suggestedLevel: null,
  confidence: 0.5,
  engineNeedsReview: true,
  needsReview: true,
  source: 'engine',
  points: [point(1, true), point(2, false), point(3, false)],
  feedback: null,
  version: 1,
  updatedBy: null,
  updatedAt: new Date(),
  ...over,
});

describe('applyChange', () => {
  it("counts ticked points, makes the mark the teacher's and clears the review flag", () => {
    const next = applyChange(row(), snapshot(false), { points: [{ point_id: 2, awarded: true }] });
    expect(next).toMatchObject({ marks: 4, source: 'teacher', needsReview: false });
    expect(next.points.find((p) => p.id === 2)).toMatchObject({ awarded: true, engine: false, by: 'teacher' });
  });

  it('lets an override win over points, within the maximum only', () => {
    expect(applyChange(row(), snapshot(false), { marks: 5 }).marks).toBe(5);
    expect(() => applyChange(row(), snapshot(false), { marks: 7 })).toThrow(/0 to 6/);
    expect(() => applyChange(row(), snapshot(false), { points: [{ point_id: 9, awarded: true }] })).toThrow(
      /not of this question/,
    );
  });

  it('marks a levelled answer by its level, and refuses unknown levels', () => {
    expect(applyChange(row(), snapshot(true), { level: 2 }).marks).toBe(4);
    expect(applyChange(row(), snapshot(true), { level: 3 }).marks).toBe(6);
    // level 0 (nothing creditworthy) is always a choice, even when the bands do not list it
    expect(applyChange(row(), snapshot(true), { level: 0 })).toMatchObject({ marks: 0, level: 0, source: 'teacher' });
    expect(() => applyChange(row(), snapshot(true), { level: 5 })).toThrow(/Levels of this question/);
    expect(() => applyChange(row(), snapshot(false), { level: 1 })).toThrow(/not marked by levels/);
  });

  it('leaves the mark and its source alone when only feedback changes', () => {
    const next = applyChange(row(), snapshot(false), { feedback: 'Good' });
    expect(next).toMatchObject({ marks: 2, source: 'engine', needsReview: true, feedback: 'Good' });
  });

  it("makes a confirmed mark the teacher's without changing it (a choice or numeric answer has no points)", () => {
    const next = applyChange(row({ points: [] }), snapshot(false), { confirm: true });
    expect(next).toMatchObject({ marks: 2, source: 'teacher', needsReview: false });
  });

  it("resets to the engine's decisions", () => {
    const changed = row({
      override: 6,
      source: 'teacher',
      needsReview: false,
      points: [point(1, false), point(2, false), point(3, false)],
    });
    const next = applyChange(changed, snapshot(false), { reset: true });
    expect(next).toMatchObject({ marks: 0, override: null, source: 'engine', needsReview: true });
  });
});
