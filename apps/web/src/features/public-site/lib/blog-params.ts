import type { BlogType } from '@markwell/contracts/cms';
import { routes } from '../../../lib/paths';

/** The list's state lives in the URL (?page&query&tag): shareable, and Back works. */
export interface BlogSearch {
  page: number;
  query: string;
  tag: string;
}

export function readBlogSearch(params: URLSearchParams): BlogSearch {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    query: (params.get('query') ?? '').trim(),
    tag: (params.get('tag') ?? '').trim(),
  };
}

/** `?page=2&query=x&tag=y`, leaving out defaults (page 1, empty search, no tag). */
export function blogSearchString(search: Partial<BlogSearch>): string {
  const params = new URLSearchParams();
  if (search.query) params.set('query', search.query);
  if (search.tag) params.set('tag', search.tag);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

export const blogListPath = (type: BlogType) => (type === 2 ? routes.freeResources : routes.blog);
export const blogPostPath = (type: BlogType, slug: string) =>
  type === 2 ? routes.freeResource(slug) : routes.blogPost(slug);
export const blogTitle = (type: BlogType) => (type === 2 ? 'Free resources' : 'Blog');
