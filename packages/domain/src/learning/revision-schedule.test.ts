import { describe, expect, it } from 'vitest';
import { GOOD_SHARE, gradeOfShare, reviewCard } from './index';

const DAY = 86_400_000;
const start = new Date('2026-11-02T09:00:00Z');

describe('gradeOfShare', () => {
  it('grades an answer by the share of its marks', () => {
    expect([0, 0.2, GOOD_SHARE, 0.99, 1].map(gradeOfShare)).toEqual([1, 2, 3, 3, 4]);
    expect(gradeOfShare(Number.NaN)).toBe(1);
  });
});

describe('reviewCard', () => {
  it('brings a question answered well back later than one answered badly', () => {
    const good = reviewCard(null, 1, start);
    const bad = reviewCard(null, 0, start);
    expect(good.due.getTime()).toBeGreaterThan(bad.due.getTime());
    expect(good.reps).toBe(1);
    expect(bad.reps).toBe(1);
  });

  it('moves a question further out each time it is answered well', () => {
    let card = reviewCard(null, 1, start);
    const gaps: number[] = [];
    for (let i = 0; i < 4; i++) {
      const now = card.due;
      const next = reviewCard(card, 1, now);
      gaps.push(next.due.getTime() - now.getTime());
      card = next;
    }
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]!).toBeGreaterThan(gaps[i - 1]!);
    expect(gaps.at(-1)!).toBeGreaterThan(7 * DAY);
  });

  it('brings a forgotten question back soon, and counts the lapse', () => {
    let card = reviewCard(null, 1, start);
    card = reviewCard(card, 1, card.due);
    const lapsed = reviewCard(card, 0, card.due);
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.due.getTime() - card.due.getTime()).toBeLessThan(DAY);
  });

  it('gives the same day for the same history (no fuzz)', () => {
    expect(reviewCard(reviewCard(null, 0.7, start), 0.7, new Date(start.getTime() + 3 * DAY))).toEqual(
      reviewCard(reviewCard(null, 0.7, start), 0.7, new Date(start.getTime() + 3 * DAY)),
    );
  });
});
