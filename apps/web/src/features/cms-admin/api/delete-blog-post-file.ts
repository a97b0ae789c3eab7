/** DELETE /api/v2/blogposts/:id/files/:fileId. */
import { blogPostSchema } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { useStoreBlogPost } from './get-blog-post';

export function deleteBlogPostFile(id: number, fileId: number) {
  return apiFetch(api.blogPostFile(id, fileId), { method: 'DELETE', schema: blogPostSchema });
}

export function useDeleteBlogPostFile(id: number) {
  const store = useStoreBlogPost();
  return useMutation({ mutationFn: (fileId: number) => deleteBlogPostFile(id, fileId), onSuccess: store });
}
