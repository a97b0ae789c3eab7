import { describe, expect, it } from 'vitest';
import { LIVE_SCORE_WINDOW, liveScore } from './index';

describe('liveScore', () => {
  it('averages the last 12 answers', () => {
    expect(LIVE_SCORE_WINDOW).toBe(12);
    // 3 old zeros then twelve 100s: the zeros fall out of the window
    const answers = [0, 0, 0, ...Array.from({ length: 12 }, () => 100)];
    expect(liveScore(answers)).toBe(100);
    // 13 answers: the first (100) is dropped, the remaining 12 are 11x50 and one 74
    const more = [100, ...Array.from({ length: 11 }, () => 50), 74];
    expect(liveScore(more)).toBe(52);
  });
  it('weighs each question the same when given marks', () => {
    expect(
      liveScore([
        { score: 1, max: 1 },
        { score: 0, max: 6 },
      ]),
    ).toBe(50);
    expect(liveScore([{ score: 3, max: 4 }])).toBe(75);
  });
  it('uses whatever there is when fewer than 12', () => {
    expect(liveScore([40, 60, 80])).toBe(60);
  });
  it('is null with no countable answers, skips max 0 and clamps', () => {
    expect(liveScore([])).toBeNull();
    expect(liveScore([{ score: 0, max: 0 }])).toBeNull();
    expect(
      liveScore([
        { score: 5, max: 0 },
        { score: 7, max: 5 },
        { score: -1, max: 5 },
      ]),
    ).toBe(50);
  });
});
