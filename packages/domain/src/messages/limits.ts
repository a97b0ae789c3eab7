/** How long a message may be, in characters (docs/product.md, "Messages"). */
export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 5000;

/** How many messages one person may send: per rolling minute and per rolling day. */
export const MESSAGES_PER_MINUTE = 10;
export const MESSAGES_PER_DAY = 200;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** What the rate limit needs to know about a sender's recent messages. */
export interface RecentSends {
  /** Messages sent in the last minute, and the oldest of them. */
  lastMinute: number;
  oldestInMinute: Date | null;
  /** Messages sent in the last 24 hours, and the oldest of them. */
  lastDay: number;
  oldestInDay: Date | null;
}

/**
 * Seconds the sender must wait before sending again, or 0 when they may send now. A window is
 * full when it already holds its limit; it frees up when its oldest message leaves it.
 */
export function messageRetryAfterSeconds(recent: RecentSends, now: Date): number {
  const waits: number[] = [];
  if (recent.lastMinute >= MESSAGES_PER_MINUTE && recent.oldestInMinute) {
    waits.push(recent.oldestInMinute.getTime() + MINUTE_MS - now.getTime());
  }
  if (recent.lastDay >= MESSAGES_PER_DAY && recent.oldestInDay) {
    waits.push(recent.oldestInDay.getTime() + DAY_MS - now.getTime());
  }
  if (waits.length === 0) return 0;
  return Math.max(1, Math.ceil(Math.max(...waits) / 1000));
}
