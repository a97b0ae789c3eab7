/**
 * GET /api/v2/public/home -> { sections: [{ id, key, title, sectionBody }] }.
 * Public-page budget: no zod and no TanStack Query here (a hand-written check and a small
 * effect instead). sectionBody is HTML written by staff; it is sanitised (lib/sanitize-html)
 * before it is rendered.
 */
import type { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { endpointAddress } from '../../../lib/call-endpoint';
import { sanitizeHtml } from '../../../lib/sanitize-html';

export interface HomeSection {
  id: number;
  key: string;
  title: string;
  /** Sanitised HTML. */
  sectionBody: string;
}

function parseSections(data: unknown): HomeSection[] {
  const sections = (data as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) return [];
  return sections
    .filter(
      (s): s is HomeSection => typeof s === 'object' && s !== null && typeof (s as HomeSection).title === 'string',
    )
    .map((s) => ({
      id: Number(s.id),
      key: String(s.key ?? s.id),
      title: s.title,
      sectionBody: typeof s.sectionBody === 'string' ? s.sectionBody : '',
    }));
}

export async function getPublicHome(signal?: AbortSignal): Promise<HomeSection[]> {
  const sections = parseSections(
    await apiFetch<unknown>(endpointAddress<typeof cmsEndpoints.getPublicHome>('GET', '/api/v2/public/home').path, {
      signal,
    }),
  );
  if (sections.length === 0) return [];
  return Promise.all(sections.map(async (s) => ({ ...s, sectionBody: await sanitizeHtml(s.sectionBody) })));
}

let cache: HomeSection[] | null = null;

/** The home sections; [] while loading or when the call fails (the page then shows only the hero). */
export function usePublicHome(): HomeSection[] {
  const [sections, setSections] = useState<HomeSection[]>(cache ?? []);
  useEffect(() => {
    if (cache) return;
    const controller = new AbortController();
    getPublicHome(controller.signal).then(
      (result) => {
        cache = result;
        setSections(result);
      },
      () => {
        /* optional content: stay silent and show the hero only */
      },
    );
    return () => controller.abort();
  }, []);
  return sections;
}
