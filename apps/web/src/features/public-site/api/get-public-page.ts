/**
 * GET /api/v2/public/pages/:slug -> the public CMS page (404 problem when missing or not public).
 * Typed by contracts but checked by hand, not with zod: public pages keep their script small.
 * The content arrives sanitised by the server and is sanitised again here before rendering.
 */
import type { CmsPage } from '@markwell/contracts/cms';
import type { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { ApiError, apiFetch, isApiError } from '../../../lib/api-client';
import { endpointAddress, pathOf } from '../../../lib/call-endpoint';
import { useResource } from '../../../lib/use-resource';
import { isPossibleSlug } from '../lib/page-layout';
import { preloadSanitizer, sanitizeHtml } from '../../../lib/sanitize-html';

export type PublicPage = CmsPage;

const notFound = () => new ApiError({ status: 404, code: 'not_found', title: 'Page not found' });

function parsePage(data: unknown): PublicPage {
  const page = data as Partial<PublicPage> | null;
  if (!page || typeof page !== 'object' || typeof page.title !== 'string' || typeof page.slug !== 'string') {
    throw new ApiError({ status: 200, code: 'invalid_response', title: 'Unexpected answer from the server' });
  }
  return page as PublicPage;
}

export async function getPublicPage(slug: string, signal?: AbortSignal): Promise<PublicPage> {
  // A slug the API cannot hold is a missing page: no request needed.
  if (!isPossibleSlug(slug)) throw notFound();
  preloadSanitizer();
  try {
    const address = endpointAddress<typeof cmsEndpoints.getPublicPagesBySlug>('GET', '/api/v2/public/pages/:slug');
    const page = parsePage(await apiFetch<unknown>(pathOf(address.path, { slug }), { signal }));
    return { ...page, content: await sanitizeHtml(page.content ?? '') };
  } catch (error) {
    // A slug the server refuses as malformed cannot name a page either.
    if (isApiError(error) && error.status === 400) throw notFound();
    throw error;
  }
}

export const publicPageKey = (slug: string) => `public-page:${slug}`;

/** The screen shows every failure itself: the 404 screen, or a retry for anything else. */
export function usePublicPage(slug: string) {
  return useResource(publicPageKey(slug), (signal) => getPublicPage(slug, signal));
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
