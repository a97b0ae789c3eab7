/** POST /api/v2/blogposts -> the new post (201). */
import { blogPostSchema, type CreateBlogPostBody } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { useStoreBlogPost } from './get-blog-post';

export function createBlogPost(body: CreateBlogPostBody) {
  return apiFetch(api.blogPosts, { method: 'POST', body, schema: blogPostSchema });
}

export function useCreateBlogPost() {
  const store = useStoreBlogPost();
  return useMutation({ mutationFn: createBlogPost, meta: { silentError: true }, onSuccess: store });
}
