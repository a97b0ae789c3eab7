/** DELETE /api/v2/blogposts/:id (with its image and files). */
import { okSchema } from '@markwell/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsAdminKeys } from './query-keys';

export function deleteBlogPost(id: number) {
  return apiFetch(api.blogPost(id), { method: 'DELETE', schema: okSchema });
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
