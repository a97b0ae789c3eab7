/** PATCH /api/v2/blogposts/:id: edit, tag, publish (published: true) or unpublish. */
import { blogPostSchema, type UpdateBlogPostBody } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { useStoreBlogPost } from './get-blog-post';

export function updateBlogPost(id: number, body: UpdateBlogPostBody) {
  return apiFetch(api.blogPost(id), { method: 'PATCH', body, schema: blogPostSchema });
}

export function useUpdateBlogPost(id: number) {
  const store = useStoreBlogPost();
  return useMutation({
    mutationFn: (body: UpdateBlogPostBody) => updateBlogPost(id, body),
    meta: { silentError: true },
    onSuccess: store,
  });
}
