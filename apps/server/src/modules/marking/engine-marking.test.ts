import { describe, expect, it } from 'vitest';
import type { QuestionVersionSnapshot } from '../../db/schema/index';
import { markVersionAnswer } from './engine-marking';

// The demo's comparison question as a version snapshot: the points' texts say which of the two
// things each is about, and the engine reads them from the version the student was given.
const snapshot: QuestionVersionSnapshot = {
  student: {
    type: 'text',
    text: 'Compare aerobic and anaerobic respiration in muscle cells.',
    maxMarks: 4,
    photo: null,
    media: null,
    parts: null,
    choices: null,
    multiple: false,
  },
  markScheme: {
    kind: 'maf',
    markingType: 'points',
    levels: [],
    structure: null,
    correct: null,
    points: [
      {
        id: 1,
        position: 1,
        marks: 1,
        text: 'Aerobic respiration uses oxygen; anaerobic does not',
        phrases: ['aerobic & oxygen', 'anaerobic & without oxygen'],
      },
      { id: 2, position: 2, marks: 1, text: 'Anaerobic respiration produces lactic acid', phrases: ['lactic acid'] },
      { id: 3, position: 3, marks: 1, text: 'Aerobic releases more energy', phrases: ['more energy'] },
      {
        id: 4,
        position: 4,
        marks: 1,
        text: 'Aerobic produces carbon dioxide and water',
        phrases: ['carbon dioxide & water'],
      },
    ],
  },
};
const extras = { machinePhrases: new Map<number, string[]>(), synonyms: [] };

describe('marking a version that compares two things', () => {
  it('gives no credit for the two swapped, with the reason on each point, and asks a teacher to look', () => {
    const swapped =
      'Anaerobic respiration uses oxygen and releases more energy, making carbon dioxide and water. ' +
      'Aerobic respiration produces lactic acid.';
    const m = markVersionAnswer(-1, snapshot, swapped, extras);
    expect(m.marks).toBe(0);
    expect(m.needsReview).toBe(true);
    expect(m.points.map((p) => p.nearMisses?.[0]?.reason)).toEqual([
      'wrong-subject',
      'wrong-subject',
      'wrong-subject',
      'wrong-subject',
    ]);
  });

  it('credits the same words said of the right one', () => {
    const right =
      'Aerobic respiration uses oxygen and releases more energy, making carbon dioxide and water. ' +
      'Anaerobic respiration produces lactic acid.';
    expect(markVersionAnswer(-2, snapshot, right, extras).marks).toBe(4);
  });
});
