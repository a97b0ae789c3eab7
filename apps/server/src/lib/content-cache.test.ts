import { describe, expect, it } from 'vitest';
import { contentCacheFor } from './content-cache';

describe('content cache', () => {
  it('loads once, again after invalidate, and again once the time bound has passed', async () => {
    const cache = contentCacheFor({}, 40);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    cache.invalidate();
    expect(await cache.get('k', load)).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('k', load)).toBe(3);
  });

  it('does not keep a value loaded while content changed, nor a failed load', async () => {
    const cache = contentCacheFor({});
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = () => r('old'))));
    cache.invalidate();
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');

    await expect(cache.get('f', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('f', async () => 'up')).toBe('up');
  });

  it('is one cache per database handle', () => {
    const db = {};
    expect(contentCacheFor(db)).toBe(contentCacheFor(db));
    expect(contentCacheFor({})).not.toBe(contentCacheFor(db));
  });
});
