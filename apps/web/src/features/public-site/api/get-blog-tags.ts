/** GET /api/v2/blog/tags?type -> [{ name, count }]. */
import type { BlogTag, BlogType } from '@markwell/contracts/cms';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export async function getBlogTags(type: BlogType, signal?: AbortSignal): Promise<BlogTag[]> {
  const data = await apiFetch<unknown>(api.blogTags, { query: { type }, signal });
  return Array.isArray(data) ? (data as BlogTag[]).filter((t) => typeof t?.name === 'string') : [];
}

/** Optional (the filter hides without it), so failures stay silent. */
export function useBlogTags(type: BlogType) {
  return useQuery({
    queryKey: ['blog-tags', type],
    queryFn: ({ signal }) => getBlogTags(type, signal),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });
}
