/** PATCH /api/v2/blogposts/:id: edit, tag, publish (published: true) or unpublish. */
import { blogEndpoints } from '@markwell/contracts/endpoints/blog';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { UpdateBlogPostBody } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { useStoreBlogPost } from './get-blog-post';

export function updateBlogPost(id: number, body: UpdateBlogPostBody) {
  return callEndpoint(blogEndpoints.patchBlogpostsById, { params: { id }, body, validate: true });
}

export function useUpdateBlogPost(id: number) {
  const store = useStoreBlogPost();
  return useMutation({
    mutationFn: (body: UpdateBlogPostBody) => updateBlogPost(id, body),
    meta: { silentError: true },
    onSuccess: store,
  });
}
