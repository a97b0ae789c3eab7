import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import axe from 'axe-core';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { expect } from 'vitest';

// Lazy screens load slowly on a busy machine.
configure({ asyncUtilTimeout: 8000 });

// jsdom has no document.fonts; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

/** Renders a feature's routes under /teacher at `path`; returns the router to read its location. */
export function renderTeacherRoutesAt(routes: RouteObject[], path: string) {
  return renderRoutesAt('/teacher', routes, path);
}

/** Renders a feature's routes under a role's area (`/student`, `/teacher`, …) at `path`. */
export function renderRoutesAt(area: string, routes: RouteObject[], path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: area, children: routes }], { initialEntries: [path] });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}

export async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

/** The calls fetch received, as URL + method + parsed JSON body. */
export function callsOf(fetchMock: { mock: { calls: unknown[][] } }) {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    const i = (init ?? {}) as RequestInit;
    return {
      url,
      path: url.pathname,
      method: i.method ?? 'GET',
      body: typeof i.body === 'string' ? (JSON.parse(i.body) as unknown) : i.body,
    };
  });
}
