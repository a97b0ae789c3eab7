import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import { callsOf, renderAt, stamp, curriculaRoutes } from './fixtures';

// Lazy screens and Mantine are slow to start on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const common = curriculaRoutes;

const quiz = (overrides: Record<string, unknown> = {}) => ({
  id: 40,
  text: 'Which part of a plant cell is the site of photosynthesis?',
  curricula_id: 1,
  course_id: null,
  topic_id: null,
  lesson_id: null,
  max_marks: 1,
  options: { choices: ['Nucleus', 'Chloroplast', 'Cell wall', 'Vacuole'], correct: [1] },
  photo_url: null,
  created_at: stamp,
  updated_at: stamp,
  ...overrides,
});

describe('multiple-choice question list', () => {
  it('lists the choices in order and says which are correct in words, with no axe violations', async () => {
    mockFetch(common, (url) =>
      url.pathname === '/api/v2/questions'
        ? json({
            items: [
              quiz(),
              quiz({
                id: 41,
                text: 'Which are noble gases?',
                options: { choices: ['Neon', 'Iron', 'Argon'], correct: [0, 2] },
              }),
            ],
            total: 2,
            total_capped: false,
          })
        : undefined,
    );
    const { container } = renderAt('/staff/questions/quiz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Multiple-choice questions' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Multiple-choice questions' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const choices = (row: HTMLElement) =>
      within(row)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(choices(rows[1]!)).toEqual(['Nucleus', 'Chloroplast ✓ (correct)', 'Cell wall', 'Vacuole']);
    expect(choices(rows[2]!)).toEqual(['Neon ✓ (correct)', 'Iron', 'Argon ✓ (correct)']);
    expect(within(rows[1]!).getByText(/site of photosynthesis/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 questions; page 1 of 1.');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    // The free-text list's marks filter does not apply to quiz questions.
    expect(screen.queryByRole('combobox', { name: 'Marks' })).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('sends words, curriculum, course, lesson and page to the API and keeps them in the address', async () => {
    const fetchMock = mockFetch(common, (url) =>
      url.pathname === '/api/v2/questions' ? json({ items: [quiz()], total: 45, total_capped: false }) : undefined,
    );
    const { router } = renderAt('/staff/questions/quiz');
    const lastQuery = () => {
      const list = callsOf(fetchMock).filter((c) => c.path === '/api/v2/questions');
      return Object.fromEntries(list[list.length - 1]!.url.searchParams);
    };
    await screen.findByRole('table', { name: 'Multiple-choice questions' });
    expect(lastQuery()).toEqual({ page: '1', limit: '20' });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'plant cell' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toEqual({ query: 'plant cell', page: '1', limit: '20' }));

    fireEvent.change(await screen.findByRole('combobox', { name: 'Curriculum' }), { target: { value: '1' } });
    const course = screen.getByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(within(course).getByRole('option', { name: 'GCSE Biology' })).toBeTruthy());
    fireEvent.change(course, { target: { value: '10' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Lesson' }), { target: { value: '100' } });
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        query: 'plant cell',
        curricula: '1',
        course: '10',
        lesson: '100',
        page: '1',
        limit: '20',
      }),
    );

    expect(screen.getByRole('status').textContent).toBe('45 questions; page 1 of 3.');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2', lesson: '100' }));
    expect(router.state.location.pathname).toBe('/staff/questions/quiz');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      query: 'plant cell',
      curricula: '1',
      course: '10',
      lesson: '100',
      page: '2',
    });
  });

  it('reads its filters from the address', async () => {
    const fetchMock = mockFetch(common, (url) =>
      url.pathname === '/api/v2/questions' ? json({ items: [], total: 0, total_capped: false }) : undefined,
    );
    renderAt('/staff/questions/quiz?query=atom&curricula=1&page=2&marks=3');
    expect(await screen.findByText('No questions match.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const call = callsOf(fetchMock).find((c) => c.path === '/api/v2/questions')!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      query: 'atom',
      curricula: '1',
      page: '2',
      limit: '20',
    });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('atom');
  });

  it('says so when the list cannot be loaded', async () => {
    mockFetch(common, (url) =>
      url.pathname === '/api/v2/questions' ? problem(503, 'unavailable', 'Service Unavailable') : undefined,
    );
    renderAt('/staff/questions/quiz');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The questions could not be loaded');
  });
});
