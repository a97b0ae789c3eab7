import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateUtc,
  relativeTime,
  secondsToHours,
  secondsToTimeOfDay,
  timeOfDayToSeconds,
} from './index';

describe('secondsToHours (two decimals)', () => {
  it.each([
    [0, 0],
    [3600, 1],
    [5400, 1.5],
    [100, 0.03],
    [18, 0.01], // 0.005 h rounds half up
    [17, 0],
    [7261, 2.02],
    [-5400, -1.5],
  ])('%i s -> %d h', (s, h) => expect(secondsToHours(s)).toBe(h));
});

describe('secondsToTimeOfDay', () => {
  it('splits seconds into hours, minutes and seconds', () => {
    expect(secondsToTimeOfDay(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(secondsToTimeOfDay(3_723)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(secondsToTimeOfDay(86_399)).toEqual({ hours: 23, minutes: 59, seconds: 59 });
  });
  it('wraps at a day and counts negatives back from midnight', () => {
    expect(secondsToTimeOfDay(90_000)).toEqual({ hours: 1, minutes: 0, seconds: 0 });
    expect(secondsToTimeOfDay(-60)).toEqual({ hours: 23, minutes: 59, seconds: 0 });
  });
  it('round-trips', () => {
    expect(timeOfDayToSeconds(secondsToTimeOfDay(45_296))).toBe(45_296);
  });
});

describe('formatDateUtc', () => {
  it('reads the UTC calendar, whatever the machine’s zone', () => {
    expect(formatDateUtc('2026-11-29T23:30:00Z')).toBe('29.11.2026');
    expect(formatDateUtc('2026-03-01T00:05:09Z', 'DD.MM.YYYY HH:mm:ss')).toBe('01.03.2026 00:05:09');
    expect(formatDateUtc('nonsense')).toBe('');
  });
});

describe('formatDate', () => {
  const d = new Date(2024, 0, 5, 9, 7, 3);
  it('defaults to DD.MM.YYYY', () => expect(formatDate(d)).toBe('05.01.2024'));
  it('accepts other formats', () => {
    expect(formatDate(d, 'YYYY-MM-DD HH:mm:ss')).toBe('2024-01-05 09:07:03');
    expect(formatDate(d, 'D/M/YY')).toBe('5/1/24');
  });
  it('accepts timestamps and strings, and gives "" for invalid dates', () => {
    expect(formatDate(d.getTime())).toBe('05.01.2024');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('relativeTime', () => {
  const now = new Date('2024-06-01T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const MIN = 60;
  const HOUR = 3600;
  const DAY = 86_400;
  it.each([
    [0, '0 sec. ago'],
    [1, '1 sec. ago'],
    [59, '59 sec. ago'],
    [60, '1 min. ago'],
    [59 * MIN + 59, '59 min. ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [23 * HOUR + 59 * MIN, '23 hours ago'],
    [DAY, '1 day ago'],
    [29 * DAY, '29 days ago'],
    [30 * DAY, '1 month ago'],
    [11 * 30 * DAY + 29 * DAY, '11 months ago'],
    [360 * DAY, '1 year ago'],
    [365 * DAY, '1 year ago'],
    [2 * 365 * DAY, '2 years ago'],
  ])('%i s ago -> %s', (s, text) => expect(relativeTime(ago(s), now)).toBe(text));

  it('reads a future date as "0 sec. ago"', () => {
    expect(relativeTime(ago(-100), now)).toBe('0 sec. ago');
  });
  it('accepts ISO strings', () => {
    expect(relativeTime('2024-06-01T11:00:00Z', now)).toBe('1 hour ago');
  });
});

describe('formatDateTime', () => {
  it('writes a date and its time as DD.MM.YYYY HH:mm', () => {
    expect(formatDateTime(new Date(2026, 10, 23, 14, 5))).toBe('23.11.2026 14:05');
  });
});
