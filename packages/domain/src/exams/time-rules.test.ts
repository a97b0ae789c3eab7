import { describe, expect, it } from 'vitest';
import {
  GRACE_SECONDS,
  assignmentStatus,
  closesAt,
  computeDeadline,
  closingText,
  dueText,
  isAcceptingAnswers,
  limitWithExtraTime,
  openingState,
  secondsLeft,
  timerAnnouncement,
} from './index';

const t0 = new Date('2026-03-02T09:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('limitWithExtraTime', () => {
  it('adds extra minutes or a percentage to the limit', () => {
    expect(limitWithExtraTime(3600)).toBe(3600);
    expect(limitWithExtraTime(3600, { extraMinutes: 15 })).toBe(4500);
    expect(limitWithExtraTime(3600, { extraPercent: 25 })).toBe(4500);
    expect(limitWithExtraTime(3600, { extraPercent: 50, extraMinutes: 10 })).toBe(6000);
  });
  it('rounds up to a whole second and ignores negative extra time', () => {
    expect(limitWithExtraTime(100, { extraPercent: 33 })).toBe(133);
    expect(limitWithExtraTime(101, { extraPercent: 10 })).toBe(112);
    expect(limitWithExtraTime(600, { extraMinutes: -5 })).toBe(600);
  });
  it('is null without a time limit', () => expect(limitWithExtraTime(null, { extraMinutes: 10 })).toBeNull());
});

describe('computeDeadline', () => {
  const due = at(2 * 3600);
  it('is the due time when there is no time limit', () => {
    expect(computeDeadline({ startedAt: t0, dueAt: due })).toEqual(due);
    expect(computeDeadline({ startedAt: t0, dueAt: due, extra: { extraMinutes: 30 } })).toEqual(due);
  });
  it('is the start plus the limit with extra time when that comes first', () => {
    expect(computeDeadline({ startedAt: t0, dueAt: due, timeLimitSeconds: 1800 })).toEqual(at(1800));
    expect(computeDeadline({ startedAt: t0, dueAt: due, timeLimitSeconds: 1800, extra: { extraPercent: 25 } })).toEqual(
      at(2250),
    );
  });
  it('never passes the due time, even with extra time', () => {
    expect(computeDeadline({ startedAt: at(6000), dueAt: due, timeLimitSeconds: 3600 })).toEqual(due);
    expect(
      computeDeadline({ startedAt: t0, dueAt: due, timeLimitSeconds: 3600, extra: { extraPercent: 150 } }),
    ).toEqual(due);
  });
  it('accepts ISO strings', () => {
    expect(computeDeadline({ startedAt: t0.toISOString(), dueAt: due.toISOString(), timeLimitSeconds: 60 })).toEqual(
      at(60),
    );
  });
});

describe('grace and time left', () => {
  it('takes answers until the deadline plus 60 seconds', () => {
    expect(GRACE_SECONDS).toBe(60);
    expect(isAcceptingAnswers(t0, at(-1))).toBe(true);
    expect(isAcceptingAnswers(t0, at(60))).toBe(true);
    expect(isAcceptingAnswers(t0, at(61))).toBe(false);
    expect(closesAt(t0)).toEqual(at(60));
  });
  it('counts whole seconds left, never below zero', () => {
    expect(secondsLeft(at(90), t0)).toBe(90);
    expect(secondsLeft(at(90), at(0.5))).toBe(89);
    expect(secondsLeft(t0, at(5))).toBe(0);
  });
});

describe('openingState', () => {
  it('is not open before the opening time, open until the due time, then closed', () => {
    expect(openingState(t0, at(100), at(-1))).toBe('not_open_yet');
    expect(openingState(t0, at(100), t0)).toBe('open');
    expect(openingState(t0, at(100), at(100))).toBe('open');
    expect(openingState(t0, at(100), at(101))).toBe('closed');
  });
});

describe('assignmentStatus', () => {
  it('walks to do -> in progress -> submitted -> marked', () => {
    expect(assignmentStatus(null, t0)).toBe('to_do');
    expect(assignmentStatus({ startedAt: null }, t0)).toBe('to_do');
    expect(assignmentStatus({ startedAt: t0, deadlineAt: at(600) }, at(10))).toBe('in_progress');
    expect(assignmentStatus({ startedAt: t0, deadlineAt: at(600), submittedAt: at(20) }, at(30))).toBe('submitted');
    expect(assignmentStatus({ startedAt: t0, submittedAt: at(20), markedAt: at(99) }, at(100))).toBe('marked');
  });
  it('counts an attempt past deadline + grace as submitted (the job submits it)', () => {
    expect(assignmentStatus({ startedAt: t0, deadlineAt: at(600) }, at(660))).toBe('in_progress');
    expect(assignmentStatus({ startedAt: t0, deadlineAt: at(600) }, at(661))).toBe('submitted');
  });
});

describe('dueText', () => {
  const MIN = 60;
  const HOUR = 3600;
  const DAY = 86_400;
  it.each([
    [2 * DAY, 'due in 2 days'],
    [DAY, 'due in 1 day'],
    [DAY - 1, 'due in 23 hours'],
    [HOUR, 'due in 1 hour'],
    [5 * MIN + 30, 'due in 5 min.'],
    [MIN, 'due in 1 min.'],
    [30, 'due now'],
    [-30, 'due now'],
    [-2 * HOUR, 'overdue by 2 hours'],
    [-DAY, 'overdue by 1 day'],
  ])('%i s ahead -> %s', (seconds, text) => expect(dueText(at(seconds), t0)).toBe(text));
  it('is empty for an invalid date', () => expect(dueText('nonsense', t0)).toBe(''));
});

describe('closingText', () => {
  it.each([
    [2 * 86_400, 'closes in 2 days'],
    [3_600, 'closes in 1 hour'],
    [30, 'closes now'],
    [-30, 'closes now'],
    [-5 * 60, 'closed 5 min. ago'],
    [-3 * 86_400 - 10, 'closed 3 days ago'],
  ])('%i s ahead -> %s', (seconds, text) => expect(closingText(at(seconds), t0)).toBe(text));
  it('is empty for an invalid date', () => expect(closingText('nonsense', t0)).toBe(''));
});

describe('timerAnnouncement', () => {
  it('announces 10, 5 and 1 minutes left once each, when crossed', () => {
    expect(timerAnnouncement(601, 600)).toBe(10);
    expect(timerAnnouncement(600, 599)).toBeNull();
    expect(timerAnnouncement(301, 300)).toBe(5);
    expect(timerAnnouncement(61, 60)).toBe(1);
    expect(timerAnnouncement(59, 58)).toBeNull();
  });
  it('announces only the smallest when several are crossed at once', () => {
    expect(timerAnnouncement(700, 200)).toBe(5);
    expect(timerAnnouncement(700, 10)).toBe(1);
  });
});
