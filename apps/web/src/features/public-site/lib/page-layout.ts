/**
 * Which layout a CMS page path gets: the slug is the path less `/pages/`;
 * a path containing `pages/meet-{product}-team` or `pages/team` is the team page, one containing
 * `/pages/get-in-touch` or `pages/contact` the contact page, anything else a plain content page.
 */
export type CmsPageLayout = 'team' | 'contact' | 'plain';

const MEET_TEAM = /pages\/meet-[^/]+-team/;

/** The slug of a `/pages/...` path: the path with the `/pages/` prefix removed. */
export function slugFromPath(pathname: string): string {
  const path = safeDecode(pathname);
  const at = path.indexOf('/pages/');
  const rest = at >= 0 ? path.slice(at + '/pages/'.length) : path.replace(/^\/+/, '');
  return rest.replace(/\/+$/, '');
}

export function layoutForPath(pathname: string): CmsPageLayout {
  const path = safeDecode(pathname);
  if (MEET_TEAM.test(path) || path.includes('pages/team')) return 'team';
  if (path.includes('/pages/get-in-touch') || path.includes('pages/contact')) return 'contact';
  return 'plain';
}

/** Slugs the API can hold (contracts' pageSlugSchema); anything else cannot exist. */
export const isPossibleSlug = (slug: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 120;

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
