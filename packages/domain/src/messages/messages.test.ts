import { describe, expect, it } from 'vitest';
import { hasControlCharacters, messageRetryAfterSeconds, MESSAGES_PER_DAY, MESSAGES_PER_MINUTE } from './index';

describe('hasControlCharacters', () => {
  it('accepts ordinary text with line breaks and tabs in a body', () => {
    expect(hasControlCharacters('Hello,\r\n\tsee you <b>tomorrow</b> — ok? ✓')).toBe(false);
  });
  it('refuses NUL, escape, DEL and C1 controls', () => {
    for (const c of ['\u0000', '\u001b', '\u007f', '\u0085', '\u0008']) {
      expect(hasControlCharacters(`a${c}b`)).toBe(true);
    }
  });
  it('refuses line breaks and tabs in a one-line subject', () => {
    expect(hasControlCharacters('a\nb', { singleLine: true })).toBe(true);
    expect(hasControlCharacters('a\tb', { singleLine: true })).toBe(true);
    expect(hasControlCharacters('Homework for Friday', { singleLine: true })).toBe(false);
  });
});

describe('messageRetryAfterSeconds', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('is 0 below both limits', () => {
    expect(
      messageRetryAfterSeconds(
        { lastMinute: MESSAGES_PER_MINUTE - 1, oldestInMinute: ago(1000), lastDay: 5, oldestInDay: ago(1000) },
        now,
      ),
    ).toBe(0);
  });
  it('waits until the oldest message of a full minute leaves it', () => {
    expect(
      messageRetryAfterSeconds(
        { lastMinute: MESSAGES_PER_MINUTE, oldestInMinute: ago(45_500), lastDay: 20, oldestInDay: ago(3_600_000) },
        now,
      ),
    ).toBe(15);
  });
  it('waits for the day window when the day is full, whichever is longer', () => {
    const wait = messageRetryAfterSeconds(
      {
        lastMinute: MESSAGES_PER_MINUTE,
        oldestInMinute: ago(30_000),
        lastDay: MESSAGES_PER_DAY,
        oldestInDay: ago(23 * 3_600_000),
      },
      now,
    );
    expect(wait).toBe(3600);
  });
  it('never answers less than one second when a window is full', () => {
    expect(
      messageRetryAfterSeconds(
        { lastMinute: MESSAGES_PER_MINUTE, oldestInMinute: ago(60_000), lastDay: 1, oldestInDay: null },
        now,
      ),
    ).toBe(1);
  });
});
