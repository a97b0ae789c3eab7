/** POST /api/v2/blogposts -> the new post (201). */
import { blogEndpoints } from '@markwell/contracts/endpoints/blog';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { CreateBlogPostBody } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { useStoreBlogPost } from './get-blog-post';

export function createBlogPost(body: CreateBlogPostBody) {
  return callEndpoint(blogEndpoints.postBlogposts, { body, validate: true });
}

export function useCreateBlogPost() {
  const store = useStoreBlogPost();
  return useMutation({ mutationFn: createBlogPost, meta: { silentError: true }, onSuccess: store });
}
