/**
 * A tiny data hook for the PUBLIC pages (home, CMS pages, blog, login): TanStack Query costs
 * ~10 KB gzip and public pages ship < 100 KB of JS in all (ADR 0003), so they fetch with this
 * instead. One request per key, a small in-memory cache (fresh for `staleMs`), abort on unmount
 * or key change, optional "keep the previous data while the next key loads", and `refetch`.
 * The signed-in app keeps using TanStack Query (lib/query.tsx); don't grow this into a second one.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { reportError } from './error-store';

interface CacheEntry {
  data: unknown;
  at: number;
}

const cache = new Map<string, CacheEntry>();
const MAX_ENTRIES = 50;

function readCache<T>(key: string, staleMs: number): T | undefined {
  const hit = cache.get(key);
  if (!hit || Date.now() - hit.at > staleMs) return undefined;
  return hit.data as T;
}

function writeCache(key: string, data: unknown): void {
  cache.delete(key);
  cache.set(key, { data, at: Date.now() });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
}

/** Tests: start from an empty cache. */
export function clearResourceCache(): void {
  cache.clear();
}

export interface ResourceOptions {
  /** How long an answer is reused without asking again (default 5 minutes). */
  staleMs?: number;
  /** Keep showing the previous key's data while the next one loads (lists with pages). */
  keepPrevious?: boolean;
  /** Show failures in the alert region; leave off when the screen shows them itself. */
  reportErrors?: boolean;
}

/** Like TanStack's result: narrow on isPending / isError to get `data`. */
export type Resource<T> = (
  | { /** No data yet (and no error). */ isPending: true; isError: false; data: undefined; error: undefined }
  | { isPending: false; isError: true; data: undefined; error: unknown }
  | { isPending: false; isError: false; data: T; error: undefined }
) & {
  /** `data` belongs to the previous key (keepPrevious) while the current one loads. */
  isPlaceholderData: boolean;
  /** Asks again, ignoring the cache. */
  refetch: () => void;
};

interface State {
  key: string;
  data: unknown;
  error: unknown;
  failed: boolean;
  /** data belongs to another key */
  placeholder: boolean;
}

/** Loads `load(signal)` for `key`; a new key loads again. `load` may change on every render. */
export function useResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  { staleMs = 5 * 60_000, keepPrevious = false, reportErrors = false }: ResourceOptions = {},
): Resource<T> {
  // An effect event always sees the latest `load`, without making it a dependency.
  const loadLatest = useEffectEvent((signal: AbortSignal) => load(signal));
  const forceRef = useRef(false);
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<State>(() => ({
    key,
    data: readCache<T>(key, staleMs),
    error: undefined,
    failed: false,
    placeholder: false,
  }));

  // A new key answers at once, in this render: from the cache, or loading (keeping the previous
  // data when asked). Adjusting state while rendering avoids a frame with the old key's answer.
  let current: State = state;
  if (state.key !== key) {
    const cached = readCache<T>(key, staleMs);
    current =
      cached !== undefined
        ? { key, data: cached, error: undefined, failed: false, placeholder: false }
        : {
            key,
            data: keepPrevious ? state.data : undefined,
            error: undefined,
            failed: false,
            placeholder: keepPrevious,
          };
    setState(current);
  }

  useEffect(() => {
    const force = forceRef.current;
    forceRef.current = false;
    // A fresh cached answer is already in state (initial state or the key change above).
    if (!force && readCache<T>(key, staleMs) !== undefined) return;
    const controller = new AbortController();
    loadLatest(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        writeCache(key, data);
        setState({ key, data, error: undefined, failed: false, placeholder: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (reportErrors) reportError(error);
        setState({ key, data: undefined, error, failed: true, placeholder: false });
      },
    );
    return () => controller.abort();
  }, [key, nonce, staleMs, reportErrors]);

  const refetch = useCallback(() => {
    forceRef.current = true;
    // A failed key shows "loading" again while it retries; data already shown stays.
    setState((s) => (s.failed ? { ...s, error: undefined, failed: false } : s));
    setNonce((n) => n + 1);
  }, []);

  const extra = { isPlaceholderData: current.placeholder && current.data !== undefined, refetch };
  if (current.failed) return { isPending: false, isError: true, data: undefined, error: current.error, ...extra };
  if (current.data === undefined)
    return { isPending: true, isError: false, data: undefined, error: undefined, ...extra };
  return { isPending: false, isError: false, data: current.data as T, error: undefined, ...extra };
}
