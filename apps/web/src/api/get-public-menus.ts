/**
 * GET /api/v2/public/menus -> the public site's header and footer links, for the site frame.
 * Checked by hand, not with zod: the public pages keep their script small. A link that is not a
 * same-site path or an http(s) URL is dropped (the server refuses those already).
 */
import type { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import type { PublicMenuLink, PublicMenus } from '@markwell/contracts/menus';
import { apiFetch } from '../lib/api-client';
import { endpointAddress } from '../lib/call-endpoint';
import { useResource } from '../lib/use-resource';

export type { PublicMenuLink, PublicMenus };

const isSafeHref = (href: string) => (href.startsWith('/') && !href.startsWith('//')) || /^https?:\/\//i.test(href);

function linksOf(value: unknown): PublicMenuLink[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (l): l is PublicMenuLink =>
      typeof l === 'object' &&
      l !== null &&
      typeof (l as PublicMenuLink).label === 'string' &&
      typeof (l as PublicMenuLink).href === 'string' &&
      isSafeHref((l as PublicMenuLink).href),
  );
}

export async function getPublicMenus(signal?: AbortSignal): Promise<PublicMenus> {
  const data = await apiFetch<{ header?: unknown; footer?: unknown } | null>(
    endpointAddress<typeof cmsEndpoints.getPublicMenus>('GET', '/api/v2/public/menus').path,
    {
      signal,
    },
  );
  return { header: linksOf(data?.header), footer: linksOf(data?.footer) };
}

/** Fresh for a minute: staff changes show on the next page a visitor opens after that. */
export function usePublicMenus() {
  return useResource('public-menus', getPublicMenus, { staleMs: 60_000 });
}
