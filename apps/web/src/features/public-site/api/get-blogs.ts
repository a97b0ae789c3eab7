/**
 * GET /api/v2/blogs?page&type&query&tag -> { items, total, page, pages }.
 * Type 1 is the blog, 2 the free resources; page defaults to 1.
 */
import type { blogEndpoints } from '@markwell/contracts/endpoints/blog';
import { callEndpoint, endpointAddress } from '../../../lib/call-endpoint';
import type { BlogList, BlogType } from '@markwell/contracts/cms';
import { ApiError } from '../../../lib/api-client';
import { useResource } from '../../../lib/use-resource';

export interface BlogListParams {
  type: BlogType;
  page: number;
  query?: string | undefined;
  tag?: string | undefined;
}

/** The API query: page always sent, empty search and tag left out. */
export function blogListQuery(params: BlogListParams): Record<string, string | number | undefined> {
  return {
    page: params.page,
    type: params.type,
    query: params.query?.trim() || undefined,
    tag: params.tag || undefined,
  };
}

function parseList(data: unknown): BlogList {
  const list = data as Partial<BlogList> | null;
  if (!list || !Array.isArray(list.items) || typeof list.pages !== 'number') {
    throw new ApiError({ status: 200, code: 'invalid_response', title: 'Unexpected answer from the server' });
  }
  return list as BlogList;
}

export async function getBlogs(params: BlogListParams, signal?: AbortSignal): Promise<BlogList> {
  return parseList(
    await callEndpoint(endpointAddress<typeof blogEndpoints.getBlogs>('GET', '/api/v2/blogs'), {
      query: blogListQuery(params),
      signal,
    }),
  );
}

/** The list keeps showing the previous page while the next loads; failures go to the alert region. */
export function useBlogs(params: BlogListParams) {
  return useResource(`blogs:${JSON.stringify(blogListQuery(params))}`, (signal) => getBlogs(params, signal), {
    staleMs: 30_000,
    keepPrevious: true,
    reportErrors: true,
  });
}
