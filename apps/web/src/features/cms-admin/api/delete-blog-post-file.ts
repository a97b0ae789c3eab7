/** DELETE /api/v2/blogposts/:id/files/:fileId. */
import { blogEndpoints } from '@markwell/contracts/endpoints/blog';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useMutation } from '@tanstack/react-query';
import { useStoreBlogPost } from './get-blog-post';

export function deleteBlogPostFile(id: number, fileId: number) {
  return callEndpoint(blogEndpoints.deleteBlogpostsByIdFilesByFileId, { params: { id, fileId }, validate: true });
}

export function useDeleteBlogPostFile(id: number) {
  const store = useStoreBlogPost();
  return useMutation({ mutationFn: (fileId: number) => deleteBlogPostFile(id, fileId), onSuccess: store });
}
