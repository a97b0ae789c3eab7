// Remembering pure results between compiles, in caches that forget everything when full.

/**
 * What `make` gives for `key`, made once: the cache forgets everything when it reaches `limit`
 * entries, so memory stays bounded. For pure results only (callers must not change them).
 */
export function remembered<T>(cache: Map<string, T>, limit: number, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= limit) cache.clear();
    cache.set(key, value);
  }
  return value;
}
