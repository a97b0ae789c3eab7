import { curriculaList } from '../../../test/curricula-data';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { json } from '../../../test/fetch-mock';
import { questionBankRoutes, teacherQuestionBankRoutes } from '../routes';

// Lazy screens load slowly on a busy machine.
configure({ asyncUtilTimeout: 8000 });

// jsdom has no document.fonts; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

export const stamp = '2025-01-01T00:00:00.000Z';

export const curricula = curriculaList;

export const biologyCourses = [
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
];

export function question(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    kind: 'maf',
    text: 'How do plants make glucose?',
    curricula_id: 1,
    course_id: null,
    topic_id: null,
    lesson_id: null,
    max_marks: 2,
    marking_type: 'points',
    levels: null,
    photo: null,
    photo_url: null,
    media: null,
    created_by: 1,
    created_at: stamp,
    updated_at: stamp,
    points_count: 2,
    ...overrides,
  };
}

export function machinePhrase(overrides: Record<string, unknown> = {}) {
  return {
    id: 90,
    marking_point_id: 12,
    phrase: 'green pigment',
    status: 'accepted',
    source_excerpt: 'the green pigment traps light',
    evidence: null,
    proposed_by: 3,
    reviewed_by: 1,
    created_at: stamp,
    reviewed_at: stamp,
    ...overrides,
  };
}

export function editView(overrides: Record<string, unknown> = {}) {
  return {
    question: question(),
    marking_points: [
      {
        id: 11,
        question_id: 5,
        position: 0,
        marks: 1,
        text: 'Light is the energy source',
        phrases: ['light energy'],
        machine_phrases: [],
      },
      {
        id: 12,
        question_id: 5,
        position: 1,
        marks: 1,
        text: 'Chlorophyll absorbs light',
        phrases: ['chlorophyll'],
        machine_phrases: [machinePhrase()],
      },
    ],
    synonyms: [],
    structure: null,
    ...overrides,
  };
}

export const synonym = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  text: 'sunlight; light from the sun',
  members: ['sunlight', 'light from the sun'],
  curricula_id: null,
  created_at: stamp,
  updated_at: stamp,
  ...overrides,
});

/**
 * Renders the feature's staff routes under /staff (or, with `teacher`, the teachers' read-only
 * routes under /teacher) at `path`; returns the router to read its location.
 */
export function renderAt(path: string, { teacher = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      teacher
        ? { path: '/teacher', children: teacherQuestionBankRoutes }
        : { path: '/staff', children: questionBankRoutes },
    ],
    { initialEntries: [path] },
  );
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

/** The curricula and course structure every screen with curriculum selects asks for. */
export const curriculaRoutes = (url: URL) => {
  if (url.pathname === '/api/v2/curriculas') return json(curricula);
  if (url.pathname === '/api/v2/curriculases/1/courses/lessons') return json(biologyCourses);
  if (url.pathname === '/api/v2/curriculases/2/courses/lessons') return json([]);
  return undefined;
};
