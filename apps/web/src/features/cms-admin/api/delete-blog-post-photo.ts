/** DELETE /api/v2/blogposts/:id/photo. */
import { blogPostSchema } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { useStoreBlogPost } from './get-blog-post';

export function deleteBlogPostPhoto(id: number) {
  return apiFetch(api.blogPostPhoto(id), { method: 'DELETE', schema: blogPostSchema });
}

export function useDeleteBlogPostPhoto(id: number) {
  const store = useStoreBlogPost();
  return useMutation({ mutationFn: () => deleteBlogPostPhoto(id), onSuccess: store });
}
