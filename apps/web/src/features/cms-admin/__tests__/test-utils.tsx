import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../../../app/theme';

// Lazy screens and the lazy editor load slowly on a busy machine.
configure({ asyncUtilTimeout: 8000 });

// jsdom has no document.fonts; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown };

/** Stubs global fetch with a handler; returns the recorded calls. */
export function mockApi(handler: (call: FetchCall) => Answer | Promise<Answer>): FetchCall[] {
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
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders staff routes under /staff with Mantine, as the app layout does. */
export function renderStaff(routes: RouteObject[], path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: () => null,
        children: [
          { path: 'staff', children: routes },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, router, client };
}

export function cmsPage(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    title: 'About Markwell',
    slug: 'about-markwell',
    content: '<p>Hello</p>',
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
    updated_at: '2025-01-02T00:00:00.000Z',
    public: true,
    ...overrides,
  };
}
