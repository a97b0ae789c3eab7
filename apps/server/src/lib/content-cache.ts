import { LRUCache } from 'lru-cache';

/**
 * Public content read far more often than it is written (blog tags and counts, the sitemap,
 * public pages and their crawler heads), kept in memory per database handle.
 *
 * Freshness: a write through this process calls `invalidate()` and the next read loads again.
 * Other API processes (on PostgreSQL there may be several) hear of it through NOTIFY on the
 * database and drop theirs too (plugins/content-cache.ts). Every entry also expires after `CONTENT_CACHE_TTL_MS`, which only
 * bounds what a lost notification could leave behind (the same bound the public Cache-Control
 * header already gives browsers).
 */
export const CONTENT_CACHE_TTL_MS = 30_000;
/** Entries kept at most (the least recently read go first), so unknown slugs cannot grow it. */
const MAX_ENTRIES = 2_000;

export interface ContentCache {
  /** The cached value of `key`, else what `load` answers (one load at a time per key). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything: content changed. Loads already running are not kept either. */
  invalidate(): void;
}

function createContentCache(ttl: number): ContentCache {
  const entries = new LRUCache<string, { value: Promise<unknown> }>({ max: MAX_ENTRIES, ttl });
  let generation = 0;
  return {
    get<T>(key: string, load: () => Promise<T>) {
      const hit = entries.get(key);
      if (hit) return hit.value as Promise<T>;
      const startedIn = generation;
      const value = load();
      const entry = { value };
      entries.set(key, entry);
      value.then(
        () => {
          // Content changed while this was loading: the value may be stale, so do not keep it.
          if (generation !== startedIn && entries.peek(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.peek(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    invalidate() {
      generation++;
      entries.clear();
    },
  };
}

const caches = new WeakMap<object, ContentCache>();

/**
 * The content cache of one database handle, shared by every module reading or writing public
 * content in this process (each test database gets its own).
 */
export function contentCacheFor(db: object, ttl = CONTENT_CACHE_TTL_MS): ContentCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createContentCache(ttl);
    caches.set(db, cache);
  }
  return cache;
}
