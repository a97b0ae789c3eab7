import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { clearResourceCache } from '../../../lib/use-resource';
import { cmsPageFixture } from '../../../test/mock-api';

// Lazy routes and the on-demand sanitiser load slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export { mockApi, type FetchCall } from '../../../test/mock-api';

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
  return cmsPageFixture({
    id: 1,
    title: 'About Markwell',
    slug: 'about-markwell',
    content: '<p>We build exams that mark themselves.</p>',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}
