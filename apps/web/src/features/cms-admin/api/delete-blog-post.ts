/** DELETE /api/v2/blogposts/:id (with its image and files). */
import { blogEndpoints } from '@markwell/contracts/endpoints/blog';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function deleteBlogPost(id: number) {
  return callEndpoint(blogEndpoints.deleteBlogpostsById, { params: { id }, validate: true });
}

export function useDeleteBlogPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: (_ok, id) => {
      client.removeQueries({ queryKey: cmsAdminKeys.blogPost(id) });
      return client.invalidateQueries({ queryKey: cmsAdminKeys.blogPostLists });
    },
  });
}
