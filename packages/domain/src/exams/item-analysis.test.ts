import { describe, expect, it } from 'vitest';
import { analyseItems } from './item-analysis';

const questions = [
  { maxMarks: 2, pointIds: [11, 12] },
  { maxMarks: 1, pointIds: [21] },
];

describe('analyseItems', () => {
  it('computes mean, facility and point shares per question', () => {
    const r = analyseItems(questions, [
      { marks: [2, 1], awarded: [[11, 12], [21]] },
      { marks: [1, 0], awarded: [[11], []] },
      { marks: [0, 1], awarded: [[], [21]] },
      { marks: [1, 0], awarded: [[12], []] },
    ]);
    expect(r.attempts).toBe(4);
    expect(r.maxMarks).toBe(3);
    expect(r.questions[0]).toMatchObject({ mean: 1, facility: 0.5, pointShares: [0.5, 0.5] });
    expect(r.questions[1]).toMatchObject({ mean: 0.5, facility: 0.5, pointShares: [0.5] });
    expect(r.mean).toBe(1.5);
    expect(r.median).toBe(1);
  });

  it('discrimination compares the top and bottom 27% by total', () => {
    // 10 attempts: groups of 2. Question 1 is answered by the strong students only.
    const attempts = Array.from({ length: 10 }, (_, i) => ({ marks: [i >= 5 ? 2 : 0, i % 2] }));
    const r = analyseItems(questions, attempts);
    expect(r.questions[0]!.discrimination).toBe(1);
    expect(r.questions[1]!.discrimination).toBeGreaterThanOrEqual(-1);
  });

  it('gives null discrimination with too few attempts, and nulls with none', () => {
    expect(analyseItems(questions, [{ marks: [1, 1] }]).questions[0]!.discrimination).toBeNull();
    const empty = analyseItems(questions, []);
    expect(empty.mean).toBeNull();
    expect(empty.questions[0]).toMatchObject({ mean: null, facility: null, pointShares: [null, null] });
    expect(empty.distribution.map((b) => b.count)).toEqual([0, 0, 0, 0]);
  });

  it('puts every total in one band of the distribution, the maximum in the last', () => {
    const r = analyseItems(questions, [{ marks: [2, 1] }, { marks: [0, 0] }, { marks: [1, 1] }]);
    expect(r.distribution.reduce((s, b) => s + b.count, 0)).toBe(3);
    expect(r.distribution.at(-1)!.count).toBe(1);
    expect(r.distribution[0]!.count).toBe(1);
  });

  it('bands totals in whole marks, at most ten bands, the last ending at the maximum', () => {
    const exam = (max: number) => [{ maxMarks: max, pointIds: [] }];
    // 3 marks: one band a mark.
    expect(analyseItems(exam(3), []).distribution.map((b) => [b.from, b.to])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    // 12 marks: two marks a band (never 1.2), the maximum in a band of its own.
    const twelve = analyseItems(exam(12), [{ marks: [12] }, { marks: [11] }, { marks: [1] }]).distribution;
    expect(twelve.map((b) => [b.from, b.to])).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
      [8, 9],
      [10, 11],
      [12, 12],
    ]);
    expect(twelve.map((b) => b.count)).toEqual([1, 0, 0, 0, 0, 1, 1]);
    // 40 marks: five marks a band, at most ten bands, every edge a whole mark.
    const forty = analyseItems(exam(40), []).distribution;
    expect(forty.length).toBeLessThanOrEqual(10);
    expect(forty.every((b) => Number.isInteger(b.from) && Number.isInteger(b.to))).toBe(true);
    expect(forty.at(-1)!.to).toBe(40);
  });
});
