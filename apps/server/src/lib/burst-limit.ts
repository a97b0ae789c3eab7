import { LRUCache } from 'lru-cache';

/**
 * How many times one user may do a cheap, frequent thing in a second, counted in this process's
 * memory (a database counter would cost as much as the thing itself). Fixed one-second windows;
 * the users tracked are bounded (the least recently seen are forgotten, which only forgives them).
 */
export function createBurstLimiter({ perSecond, users = 100_000 }: { perSecond: number; users?: number }) {
  const windows = new LRUCache<number, { start: number; count: number }>({ max: users });
  return {
    /** Counts one hit for the user; the milliseconds to wait when it is one too many, else 0. */
    take(userId: number, now = Date.now()): number {
      const w = windows.get(userId);
      if (!w || now - w.start >= 1000) {
        windows.set(userId, { start: now, count: 1 });
        return 0;
      }
      if (w.count >= perSecond) return w.start + 1000 - now;
      w.count += 1;
      return 0;
    },
  };
}
