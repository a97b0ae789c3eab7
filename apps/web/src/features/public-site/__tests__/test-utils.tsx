import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { clearResourceCache } from '../../../lib/use-resource';

// Lazy routes and the on-demand sanitiser load slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

type Handler = (call: FetchCall) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** Stubs global fetch with a handler; returns the recorded calls. */
export function mockApi(handler: Handler): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const call: FetchCall = {
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
      };
      calls.push(call);
      const { status, body } = await handler(call);
      const problem = status >= 400;
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': problem ? 'application/problem+json' : 'application/json' },
      });
    }),
  );
  return calls;
}

export const problem = (status: number, code = 'not_found') => ({
  status,
  body: { type: 'about:blank', title: code, status, code },
});

/** Renders the given routes at `path` with an empty data cache (public pages use lib/use-resource). */
export function renderRoutes(routes: RouteObject[], path: string) {
  clearResourceCache();
  const router = createMemoryRouter(
    [{ path: '/', HydrateFallback: () => null, children: [{ index: true, element: <h1>Home page</h1> }, ...routes] }],
    {
      initialEntries: [path],
    },
  );
  const utils = render(<RouterProvider router={router} />);
  return { ...utils, router };
}

export function cmsPage(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    title: 'About Markwell',
    slug: 'about-markwell',
    content: '<p>We build exams that mark themselves.</p>',
    image: null,
    video: null,
    video_captions: null,
    meta_title: null,
    meta_description: null,
    meta_keywords: null,
    meta_author: null,
    og_title: null,
    og_description: null,
    og_type: null,
    og_url: null,
    og_image_alt: null,
    twitter_title: null,
    twitter_description: null,
    twitter_creator: null,
    twitter_site: null,
    twitter_card: null,
    twitter_image_alt: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    public: true,
    ...overrides,
  };
}
