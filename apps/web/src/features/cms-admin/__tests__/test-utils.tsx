import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../../../app/theme';
import { cmsPageFixture } from '../../../test/mock-api';

// Lazy screens and the lazy editor load slowly on a busy machine.
configure({ asyncUtilTimeout: 8000 });

// jsdom has no document.fonts; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

export { mockApi, type FetchCall } from '../../../test/mock-api';

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
  return cmsPageFixture({
    id: 7,
    title: 'About Markwell',
    slug: 'about-markwell',
    content: '<p>Hello</p>',
    updated_at: '2025-01-02T00:00:00.000Z',
    ...overrides,
  });
}
