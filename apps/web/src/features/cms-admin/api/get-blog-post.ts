/** GET /api/v2/blogposts/:id -> one post incl. drafts and files. */
import { blogPostSchema, type BlogPost } from '@markwell/contracts/cms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { blogPostsQueryKey } from './get-blog-posts';

export const blogPostQueryKey = (id: number) => [...blogPostsQueryKey, id] as const;

export function getBlogPost(id: number, signal?: AbortSignal) {
  return apiFetch(api.blogPost(id), { schema: blogPostSchema, signal });
}

export function useBlogPost(id: number) {
  return useQuery({ queryKey: blogPostQueryKey(id), queryFn: ({ signal }) => getBlogPost(id, signal) });
}

/** Caches a post the server answered with and refreshes the lists. */
export function useStoreBlogPost() {
  const client = useQueryClient();
  return (post: BlogPost) => {
    client.setQueryData(blogPostQueryKey(post.id), post);
    void client.invalidateQueries({ queryKey: [...blogPostsQueryKey, 'list'] });
  };
}
