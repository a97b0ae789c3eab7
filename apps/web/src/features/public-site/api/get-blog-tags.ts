/** GET /api/v2/blog/tags?type -> [{ name, count }]. */
import type { BlogTag, BlogType } from '@markwell/contracts/cms';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { useResource } from '../../../lib/use-resource';

export async function getBlogTags(type: BlogType, signal?: AbortSignal): Promise<BlogTag[]> {
  const data = await apiFetch<unknown>(api.blogTags, { query: { type }, signal });
  return Array.isArray(data) ? (data as BlogTag[]).filter((t) => typeof t?.name === 'string') : [];
}

/** Optional (the filter hides without it), so failures stay silent. */
export function useBlogTags(type: BlogType) {
  return useResource(`blog-tags:${type}`, (signal) => getBlogTags(type, signal));
}
