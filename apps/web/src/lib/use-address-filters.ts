import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the address (bookmarked, shared, restored), read and written by the caller's
 * own mapping. `update` builds each change on what the address holds or is about to hold: a second
 * change made before the page re-renders (a class, then at once a course) keeps the first, where
 * building on the last render's filters dropped it.
 */
export function useAddressFilters<F>(
  read: (params: URLSearchParams) => F,
  write: (filters: F) => URLSearchParams,
  options: { replace?: boolean } = {},
) {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (change: (current: F) => F) => {
    const next = write(change(read(latest.current)));
    latest.current = next;
    setParams(next, options);
  };
  return { filters: read(params), update };
}
