/** GET /api/v2/blogposts?type&published&query&limit&offset -> { items, total } incl. drafts. */
import { blogEndpoints } from '@markwell/contracts/endpoints/blog';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { BlogType } from '@markwell/contracts/cms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

/** The staff list's filters (contracts' staffBlogListQuerySchema, as sent). */
export interface StaffBlogListQuery {
  type?: BlogType | undefined;
  published?: 'true' | 'false' | undefined;
  query?: string | undefined;
  limit: number;
  offset: number;
}

export function getBlogPosts(query: StaffBlogListQuery, signal?: AbortSignal) {
  return callEndpoint(blogEndpoints.getBlogposts, { query: { ...query }, validate: true, signal });
}

export function useBlogPosts(query: StaffBlogListQuery) {
  return useQuery({
    queryKey: cmsAdminKeys.blogPostList(query),
    queryFn: ({ signal }) => getBlogPosts(query, signal),
    placeholderData: keepPreviousData,
  });
}
