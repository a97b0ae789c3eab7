import { describe, expect, it } from 'vitest';
import { announcementFor, clockOffset, formatTimeLeft, secondsLeft } from '../lib/exam-clock';

describe('exam clock', () => {
  it('corrects the device clock by the server time (midpoint of the request)', () => {
    const device = Date.parse('2026-01-01T10:00:00Z');
    // the server is 2 minutes ahead; the request took 400 ms
    const offset = clockOffset('2026-01-01T10:02:00.200Z', device + 400, device);
    expect(offset).toBe(120_000);
    expect(secondsLeft('2026-01-01T10:12:00Z', device + 400, offset)).toBe(599); // 10:02:00.4 -> 599.6 s left
    expect(clockOffset('nonsense', 1)).toBe(0);
  });

  it('never goes below zero', () => {
    expect(secondsLeft('2026-01-01T10:00:00Z', Date.parse('2026-01-01T11:00:00Z'), 0)).toBe(0);
  });

  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [60 * 42 + 3, '42:03'],
    [3600 + 5 * 60 + 9, '1:05:09'],
  ])('formats %i s as %s', (s, text) => expect(formatTimeLeft(s)).toBe(text));

  it('announces only when 10, 5 and 1 minutes are crossed', () => {
    const said: string[] = [];
    let before: number | null = null;
    for (let s = 11 * 60; s >= 0; s -= 1) {
      const text = announcementFor(before, s);
      if (text) said.push(`${s}: ${text}`);
      before = s;
    }
    expect(said).toEqual(['600: 10 minutes left', '300: 5 minutes left', '60: 1 minute left']);
  });

  it('says nothing on the first reading, and only the latest threshold after a sleep', () => {
    expect(announcementFor(null, 600)).toBeUndefined();
    expect(announcementFor(700, 200)).toBe('5 minutes left');
    expect(announcementFor(700, 30)).toBe('1 minute left');
    expect(announcementFor(100, 0)).toBeUndefined(); // time-out has its own message
    expect(announcementFor(300, 300)).toBeUndefined();
  });
});
