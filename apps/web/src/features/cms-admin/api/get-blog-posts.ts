/** GET /api/v2/blogposts?type&published&query&limit&offset -> { items, total } incl. drafts. */
import { staffBlogListSchema, type BlogType } from '@markwell/contracts/cms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
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
  return apiFetch(api.blogPosts, { query: { ...query }, schema: staffBlogListSchema, signal });
}

export function useBlogPosts(query: StaffBlogListQuery) {
  return useQuery({
    queryKey: cmsAdminKeys.blogPostList(query),
    queryFn: ({ signal }) => getBlogPosts(query, signal),
    placeholderData: keepPreviousData,
  });
}
