import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import axe from 'axe-core';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { json } from '../../../test/fetch-mock';
import { examTemplateRoutes } from '../routes';

// Lazy screens load slowly on a busy machine.
configure({ asyncUtilTimeout: 8000 });

// jsdom has no document.fonts; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

export const stamp = '2026-11-20T09:00:00.000Z';

/** Renders the feature's routes under /teacher at `path`; returns the router to read its location. */
export function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/teacher', children: examTemplateRoutes }], { initialEntries: [path] });
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

export const curriculaRoutes = (url: URL) => {
  if (url.pathname === '/api/v2/curriculases')
    return json([{ id: 1, name: 'AQA Biology', subject_id: 8, subject: 'Biology', active: true, description: null }]);
  if (url.pathname === '/api/v2/curriculases/1/courses/lessons')
    return json([
      {
        id: 10,
        name: 'GCSE Biology',
        curricula_id: 1,
        qualification_id: 1,
        qualification: 'GCSE',
        chapters: [
          {
            id: 1,
            name: 'Plants',
            topics: [
              {
                id: 3,
                name: 'Photosynthesis',
                checkpoint_id: null,
                lessons: [{ id: 100, name: 'Light and leaves', url: 'light-and-leaves' }],
              },
            ],
          },
        ],
      },
    ]);
  return undefined;
};

/** A free-text bank question as GET /questionmaf/exam answers. */
export function examQuestion(id: number, text: string, marks: number) {
  return {
    id,
    kind: 'maf',
    text,
    curricula_id: 1,
    course_id: 10,
    topic_id: null,
    lesson_id: null,
    max_marks: marks,
    marking_type: 'points',
    levels: null,
    photo: null,
    photo_url: null,
    media: null,
    created_by: 1,
    created_at: stamp,
    updated_at: stamp,
    points_count: marks,
    points_marks: marks,
  };
}

export function templateSummary(overrides: Record<string, unknown> = {}) {
  return {
    id: 40,
    name: 'Photosynthesis check',
    instructions: null,
    curricula_id: 1,
    course_id: 10,
    lesson_ids: [],
    school_id: 1,
    central: false,
    visibility: 'school',
    created_by: 7,
    author: 'Ada Lovelace',
    time_limit_seconds: 1800,
    total_marks: 5,
    question_count: 2,
    editable: true,
    archived_at: null,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}
