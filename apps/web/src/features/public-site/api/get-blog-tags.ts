/** GET /api/v2/blog/tags?type -> [{ name, count }]. */
import type { blogEndpoints } from '@markwell/contracts/endpoints/blog';
import { callEndpoint, endpointAddress } from '../../../lib/call-endpoint';
import type { BlogTag, BlogType } from '@markwell/contracts/cms';
import { useResource } from '../../../lib/use-resource';

export async function getBlogTags(type: BlogType, signal?: AbortSignal): Promise<BlogTag[]> {
  const data = await callEndpoint(endpointAddress<typeof blogEndpoints.getBlogTags>('GET', '/api/v2/blog/tags'), {
    query: { type },
    signal,
  });
  return Array.isArray(data) ? (data as BlogTag[]).filter((t) => typeof t?.name === 'string') : [];
}

/** Optional (the filter hides without it), so failures stay silent. */
export function useBlogTags(type: BlogType) {
  return useResource(`blog-tags:${type}`, (signal) => getBlogTags(type, signal));
}
