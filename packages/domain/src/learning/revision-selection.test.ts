import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVISION_SET_SIZE,
  REVISION_LOW_SCORE_BELOW,
  interleaveTopics,
  selectRevisionSet,
  type RevisionCandidate,
} from './index';

const NOW = new Date('2026-03-02T08:00:00Z');
const HOUR = 3_600_000;
let next = 1;
/** A card of `lesson` (topic = lesson's tens) due `dueHours` from now (negative: overdue). */
function card(lesson: number, dueHours: number, lastReviewHoursAgo: number | null = 48): RevisionCandidate {
  return {
    questionId: next++,
    lessonId: lesson,
    topicId: Math.floor(lesson / 10),
    due: new Date(NOW.getTime() + dueHours * HOUR),
    lastReview: lastReviewHoursAgo === null ? null : new Date(NOW.getTime() - lastReviewHoursAgo * HOUR),
  };
}
const topics = (picks: { card: RevisionCandidate }[]) => picks.map((p) => p.card.topicId);
const adjacentSame = (ts: number[]) => ts.filter((t, i) => i > 0 && ts[i - 1] === t).length;

describe('selectRevisionSet', () => {
  it('takes at most the set size (10 by default), only due cards when no score is low', () => {
    expect(DEFAULT_REVISION_SET_SIZE).toBe(10);
    const cards = [
      ...Array.from({ length: 8 }, (_, i) => card(10, -i - 1)),
      ...Array.from({ length: 8 }, (_, i) => card(20, -i - 1)),
      card(30, 5),
    ];
    const set = selectRevisionSet(cards, { now: NOW });
    expect(set).toHaveLength(10);
    expect(set.every((p) => p.reason === 'due')).toBe(true);
    expect(selectRevisionSet(cards, { now: NOW, size: 3 })).toHaveLength(3);
    expect(selectRevisionSet([card(10, 1)], { now: NOW })).toEqual([]);
  });

  it('brings the most overdue first, and due questions of low-scoring lessons before the rest', () => {
    const old = card(10, -48);
    const recent = card(20, -1);
    const lowRecent = card(30, -2);
    const set = selectRevisionSet([recent, old, lowRecent], {
      now: NOW,
      size: 2,
      lessonScores: new Map([[30, 20]]),
    });
    expect(set.map((p) => p.card)).toEqual([lowRecent, old]);
  });

  it('pulls forward questions of lessons under 50% that are not due yet, after the due ones', () => {
    expect(REVISION_LOW_SCORE_BELOW).toBe(50);
    const due = card(10, -1);
    const weak = card(20, 72);
    const weakLater = card(31, 200);
    const strong = card(30, 24);
    const justAnswered = card(22, 1, 0.5);
    const set = selectRevisionSet([weakLater, strong, weak, due, justAnswered], {
      now: NOW,
      lessonScores: new Map([
        [20, 30],
        [31, 49.9],
        [22, 10],
        [30, 90],
      ]),
    });
    expect(set.map((p) => [p.card.questionId, p.reason])).toEqual([
      [due.questionId, 'due'],
      [weak.questionId, 'low score'],
      [weakLater.questionId, 'low score'],
    ]);
    // a lesson at 50% or with no score is not low
    expect(selectRevisionSet([card(40, 5)], { now: NOW, lessonScores: new Map([[40, 50]]) })).toEqual([]);
    expect(selectRevisionSet([card(40, 5)], { now: NOW, lessonScores: new Map([[40, null]]) })).toEqual([]);
  });

  it('interleaves topics, and one topic takes at most half the set while others have questions', () => {
    const cards = [
      ...Array.from({ length: 10 }, (_, i) => card(10, -100 + i)),
      card(20, -5),
      card(20, -4),
      card(30, -3),
      card(40, -2),
      card(50, -1),
    ];
    const set = selectRevisionSet(cards, { now: NOW, size: 10 });
    const ts = topics(set);
    expect(ts.filter((t) => t === 1)).toHaveLength(5);
    expect(adjacentSame(ts)).toBe(0);
    // only one topic due: the set still fills
    const one = selectRevisionSet(
      Array.from({ length: 4 }, (_, i) => card(60, -i - 1)),
      { now: NOW, size: 10 },
    );
    expect(one).toHaveLength(4);
  });
});

describe('interleaveTopics', () => {
  it('avoids neighbours of one topic whenever possible, keeping the given order otherwise', () => {
    expect(interleaveTopics([1, 1, 1, 2, 2, 3], (t) => t)).toEqual([1, 2, 1, 2, 1, 3]);
    expect(interleaveTopics([1, 2, 3], (t) => t)).toEqual([1, 2, 3]);
    expect(interleaveTopics([1, 1, 2], (t) => t)).toEqual([1, 2, 1]);
    // 2, 2, 2, 1: must start with 2 to avoid neighbours
    expect(interleaveTopics([1, 2, 2, 2], (t) => t)).toEqual([2, 1, 2, 2]);
    expect(interleaveTopics([1, 2, 2, 3, 2], (t) => t)).toEqual([2, 1, 2, 3, 2]);
    expect(interleaveTopics([], (t: number) => t)).toEqual([]);
  });
});
