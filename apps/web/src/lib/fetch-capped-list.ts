/**
 * Every item of a capped list route (one that answers at most `cap` items per call and takes
 * `offset`): asks slice after slice until a short one comes back. For screens that sort and filter
 * a school-sized list in the browser; each request stays within the server's cap.
 */
import { apiFetch, type ApiFetchOptions } from './api-client';

export async function fetchCappedList<T>(
  path: string,
  cap: number,
  options: Pick<ApiFetchOptions<T[]>, 'schema' | 'signal'> & { query?: ApiFetchOptions<T[]>['query'] },
): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const slice = await apiFetch<T[]>(path, {
      ...options,
      query: { ...options.query, limit: cap, offset: all.length },
    });
    all.push(...slice);
    if (slice.length < cap) return all;
  }
}
