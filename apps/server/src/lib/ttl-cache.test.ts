import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 1000;
    const cache = new TtlCache<number, string>(5000, 10, () => now);
    cache.set(1, 'a');
    now += 4999;
    expect(cache.get(1)).toBe('a');
    now += 1;
    expect(cache.get(1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, evicting the least recently used', () => {
    const cache = new TtlCache<number, string>(5000, 2);
    cache.set(1, 'a');
    cache.set(2, 'b');
    expect(cache.get(1)).toBe('a');
    cache.set(3, 'c');
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toBe('a');
    expect(cache.get(3)).toBe('c');
    expect(cache.size).toBe(2);
  });

  it('keeps nothing with a TTL of 0, and deletes on demand', () => {
    const off = new TtlCache<number, string>(0, 10);
    off.set(1, 'a');
    expect(off.get(1)).toBeUndefined();
    const cache = new TtlCache<number, string>(5000, 10);
    cache.set(1, 'a');
    cache.delete(1);
    expect(cache.get(1)).toBeUndefined();
  });
});
