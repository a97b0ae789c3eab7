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
    expect(empty.distribution).toHaveLength(10);
  });

  it('puts every total in one band of the distribution, the maximum in the last', () => {
    const r = analyseItems(questions, [{ marks: [2, 1] }, { marks: [0, 0] }, { marks: [1, 1] }]);
    expect(r.distribution.reduce((s, b) => s + b.count, 0)).toBe(3);
    expect(r.distribution.at(-1)!.count).toBe(1);
    expect(r.distribution[0]!.count).toBe(1);
  });
});
