/** GET /api/v2/blogposts/:id -> one post incl. drafts and files. */
import { blogEndpoints } from '@markwell/contracts/endpoints/blog';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { BlogPost } from '@markwell/contracts/cms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function getBlogPost(id: number, signal?: AbortSignal) {
  return callEndpoint(blogEndpoints.getBlogpostsById, { params: { id }, validate: true, signal });
}

export function useBlogPost(id: number) {
  return useQuery({ queryKey: cmsAdminKeys.blogPost(id), queryFn: ({ signal }) => getBlogPost(id, signal) });
}

/** Caches a post the server answered with and refreshes the lists. */
export function useStoreBlogPost() {
  const client = useQueryClient();
  return (post: BlogPost) => {
    client.setQueryData(cmsAdminKeys.blogPost(post.id), post);
    void client.invalidateQueries({ queryKey: cmsAdminKeys.blogPostLists });
  };
}
