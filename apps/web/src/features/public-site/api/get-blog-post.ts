/** GET /api/v2/blogs/:slug -> a published post (404 problem when missing or unpublished). */
import type { BlogPost } from '@markwell/contracts/cms';
import type { blogEndpoints } from '@markwell/contracts/endpoints/blog';
import { ApiError, isApiError } from '../../../lib/api-client';
import { callEndpoint, endpointAddress } from '../../../lib/call-endpoint';
import { useResource } from '../../../lib/use-resource';
import { isPossibleSlug } from '../lib/page-layout';
import { preloadSanitizer, sanitizeHtml } from '../../../lib/sanitize-html';

const notFound = () => new ApiError({ status: 404, code: 'not_found', title: 'Post not found' });

export async function getBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  if (!isPossibleSlug(slug)) throw notFound();
  preloadSanitizer();
  let data: unknown;
  try {
    data = await callEndpoint(endpointAddress<typeof blogEndpoints.getBlogsBySlug>('GET', '/api/v2/blogs/:slug'), {
      params: { slug },
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 400) throw notFound();
    throw error;
  }
  const post = data as Partial<BlogPost> | null;
  if (!post || typeof post.title !== 'string') {
    throw new ApiError({ status: 200, code: 'invalid_response', title: 'Unexpected answer from the server' });
  }
  return {
    ...(post as BlogPost),
    tags: Array.isArray(post.tags) ? post.tags : [],
    files: Array.isArray(post.files) ? post.files : [],
    content: await sanitizeHtml(post.content ?? ''),
  };
}

/** The screen shows failures itself (404 screen or a retry). */
export function useBlogPost(slug: string) {
  return useResource(`blog-post:${slug}`, (signal) => getBlogPost(slug, signal));
}
