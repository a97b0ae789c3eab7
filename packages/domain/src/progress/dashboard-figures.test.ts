import { describe, expect, it } from 'vitest';
import { GRACE_SECONDS } from '../exams/index';
import {
  LIVE_SCORE_ATTENTION_BELOW,
  completionOf,
  isOnTime,
  mean,
  meanPercent,
  median,
  sharePercent,
  scoreBands,
  workKindOf,
} from './index';

describe('dashboard figures', () => {
  it('gives shares to one decimal and null against nothing', () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(0, 4)).toBe(0);
    expect(sharePercent(5, 4)).toBe(100);
    expect(sharePercent(0, 0)).toBeNull();
  });

  it('takes means and medians, null when empty', () => {
    expect(mean([50, 70, 90])).toBe(70);
    expect(mean([])).toBeNull();
    expect(median([90, 10, 50])).toBe(50);
    expect(median([10, 40, 60, 90])).toBe(50);
    expect(median([])).toBeNull();
  });

  it('counts percentages into ten bands, 100 in the last', () => {
    const bands = scoreBands([0, 9.9, 10, 55, 100, 100, 120, -5]);
    expect(bands).toHaveLength(10);
    expect(bands[0]).toEqual({ from: 0, to: 10, count: 3 });
    expect(bands[1]).toEqual({ from: 10, to: 20, count: 1 });
    expect(bands[5]!.count).toBe(1);
    expect(bands[9]).toEqual({ from: 90, to: 100, count: 3 });
    expect(bands.reduce((s, b) => s + b.count, 0)).toBe(8);
  });

  it('calls timed work an exam and the rest assignments', () => {
    expect(workKindOf(1800)).toBe('exam');
    expect(workKindOf(null)).toBe('assignment');
    expect(workKindOf(undefined)).toBe('assignment');
    expect(workKindOf(0)).toBe('assignment');
  });

  it('counts work on time up to the grace period after the due time', () => {
    const due = new Date('2026-03-01T12:00:00Z');
    expect(isOnTime(new Date('2026-03-01T11:00:00Z'), due)).toBe(true);
    expect(isOnTime(new Date(due.getTime() + GRACE_SECONDS * 1000), due)).toBe(true);
    expect(isOnTime(new Date(due.getTime() + GRACE_SECONDS * 1000 + 1), due)).toBe(false);
  });

  it('reads completion as shares of the lessons covered and covered by released marks', () => {
    expect(completionOf(8, 2, 1)).toEqual({ completion: 25, completionAssessed: 12.5 });
    expect(completionOf(0, 0, 0)).toEqual({ completion: null, completionAssessed: null });
  });

  it('flags live scores under 40%', () => {
    expect(LIVE_SCORE_ATTENTION_BELOW).toBe(40);
  });
});

describe('sharePercent as a mark out of a maximum', () => {
  it('rounds to one decimal, halves up', () => {
    expect(sharePercent(7, 12)).toBe(58.3);
    expect(sharePercent(1, 8)).toBe(12.5);
    expect(sharePercent(1, 16)).toBe(6.3);
    expect(sharePercent(12, 12)).toBe(100);
    expect(sharePercent(0, 5)).toBe(0);
  });

  it('has no percentage without a maximum', () => {
    expect(sharePercent(0, 0)).toBeNull();
  });
});

describe('meanPercent', () => {
  it('averages to one decimal and is null for no results', () => {
    expect(meanPercent([50, 75, 60])).toBe(61.7);
    expect(meanPercent([])).toBeNull();
  });
});
