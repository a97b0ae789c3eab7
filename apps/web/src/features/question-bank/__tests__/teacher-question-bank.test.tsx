import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import { callsOf, curriculaRoutes, question, renderAt, stamp } from './fixtures';

// Lazy screens and Mantine are slow to start on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The question as GET /questionmafs/:id answers a teacher: two points, no synonyms or machine phrases. */
const detail = question({
  id: 7,
  text: 'Explain why the rate of photosynthesis increases as light intensity increases.',
  marking_points: [
    { id: 21, question_id: 7, position: 0, marks: 1, text: 'More light energy is available', phrases: ['more light'] },
    {
      id: 22,
      question_id: 7,
      position: 1,
      marks: 1,
      text: 'Light is the limiting factor',
      phrases: ['limiting factor'],
    },
  ],
  structure: null,
});

/** What the server's engine answers: point 21 missed, point 22 found. */
const tried = {
  marks: 1,
  points: [
    { id: '21', awarded: false, matches: [], nearMisses: [] },
    {
      id: '22',
      awarded: true,
      matches: [{ start: 18, end: 33, text: 'limiting factor', how: 'exact' }],
      nearMisses: [],
    },
  ],
  confidence: 0.6,
  needsReview: true,
};
const ANSWER = 'Light acts as the limiting factor; brighter light gives more.';

describe("teachers' question bank", () => {
  it('lists the questions of their curricula, each opening the read-only view', async () => {
    const fetchMock = mockFetch(curriculaRoutes, (url) =>
      url.pathname === '/api/v2/questionmafs'
        ? json({ items: [detail], total: 1, total_capped: false })
        : url.pathname === '/api/v2/questions'
          ? json({ items: [], total: 0, total_capped: false })
          : undefined,
    );
    const { container } = renderAt('/teacher/questions?curricula=1', { teacher: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Question bank' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: /rate of photosynthesis/ });
    expect(link.getAttribute('href')).toBe('/teacher/questions/7');
    const list = callsOf(fetchMock).find((c) => c.path === '/api/v2/questionmafs')!;
    expect(list.url.searchParams.get('curricula')).toBe('1');
    // Staff actions are not offered to teachers.
    expect(screen.queryByRole('link', { name: 'New question' })).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('lists every type by default, each labelled (numeric as Numeric), and the type filter narrows it', async () => {
    const numeric = {
      ...question({ id: 8, text: 'How many chromosomes are in a human body cell?' }),
      answer_type: 'numeric',
    };
    const text = { ...detail, answer_type: 'text' };
    const choice = {
      id: 9,
      text: 'Which organelle carries out photosynthesis?',
      curricula_id: 1,
      course_id: null,
      topic_id: null,
      lesson_id: null,
      max_marks: 1,
      options: { choices: ['Nucleus', 'Chloroplast'], correct: [1] },
      photo_url: null,
      created_at: stamp,
      updated_at: stamp,
    };
    const fetchMock = mockFetch(curriculaRoutes, (url) => {
      if (url.pathname === '/api/v2/questionmafs') {
        const type = url.searchParams.get('type');
        const items = type === 'numeric' ? [numeric] : type === 'text' ? [text] : [text, numeric];
        return json({ items, total: items.length, total_capped: false });
      }
      if (url.pathname === '/api/v2/questions') return json({ items: [choice], total: 1, total_capped: false });
      return undefined;
    });
    const { container, router } = renderAt('/teacher/questions', { teacher: true });
    const typeSelect = (await screen.findByRole('combobox', { name: 'Type' })) as HTMLSelectElement;
    expect([...typeSelect.options].map((o) => o.text)).toEqual(['Any type', 'Free text', 'Multiple choice', 'Numeric']);
    expect(typeSelect.value).toBe('');

    const table = await screen.findByRole('table', { name: 'Questions' });
    const rowOf = (name: RegExp) => screen.getByText(name).closest('tr')!;
    await waitFor(() => expect(within(table).getByText(/Which organelle/)).toBeTruthy());
    expect(within(rowOf(/rate of photosynthesis/)).getByText('Free text')).toBeTruthy();
    expect(within(rowOf(/chromosomes/)).getByText('Numeric')).toBeTruthy();
    expect(within(rowOf(/Which organelle/)).getByText('Multiple choice')).toBeTruthy();
    expect(within(rowOf(/Which organelle/)).getByText(/Chloroplast ✓ \(correct\)/)).toBeTruthy();
    expect(screen.getByText('3 questions; page 1 of 1.')).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    fireEvent.change(typeSelect, { target: { value: 'numeric' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=numeric'));
    await waitFor(() => expect(screen.queryByText(/Which organelle/)).toBeNull());
    expect(screen.queryByText(/rate of photosynthesis/)).toBeNull();
    const numericCall = callsOf(fetchMock)
      .filter((c) => c.path === '/api/v2/questionmafs')
      .at(-1)!;
    expect(numericCall.url.searchParams.get('type')).toBe('numeric');

    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'choice' } });
    await waitFor(() => expect(screen.queryByText(/chromosomes/)).toBeNull());
    expect(screen.getByText(/Which organelle/)).toBeTruthy();
  });

  it('shows the mark scheme and marks an answer on the server, then proposes the missed point', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/v2/questionmafs/7') return json(detail);
      if (url.pathname === '/api/v2/questionmafs/7/try') return json(tried);
      if (url.pathname === '/api/v2/markingpoints/21/machines' && init.method === 'POST')
        return json(
          [
            {
              id: 300,
              marking_point_id: 21,
              phrase: 'brighter light',
              status: 'proposed',
              source_excerpt: ANSWER,
              evidence: { newly_correct: 2, newly_wrong: 0, answers: 5 },
              proposed_by: 4,
              reviewed_by: null,
              created_at: stamp,
              reviewed_at: null,
            },
          ],
          201,
        );
      return undefined;
    });
    const { container } = renderAt('/teacher/questions/7', { teacher: true });
    // Named by its text: "Question 7" (its id) would read as the seventh question of something.
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Explain why the rate of photosynthesis increases as light intensity…',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Question bank' }).getAttribute('href')).toBe('/teacher/questions');
    const scheme = screen.getByRole('list', { name: 'Marking points' });
    expect(within(scheme).getAllByRole('listitem')[0]!.textContent).toBe(
      'More light energy is available (1 mark)Accepted phrases: more light',
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'Student answer' }), { target: { value: ANSWER } });
    expect(await screen.findByText('1 mark out of 2, confidence 60%, a teacher should review this mark.')).toBeTruthy();
    const tryCall = callsOf(fetchMock).find((c) => c.path === '/api/v2/questionmafs/7/try')!;
    expect(tryCall.method).toBe('POST');
    expect(tryCall.body).toEqual({ answer: ANSWER });
    expect(container.querySelector('mark')!.textContent).toBe('limiting factor');
    // Only the point the engine missed can be proposed.
    expect(screen.queryByRole('button', { name: /earns point 2/ })).toBeNull();
    let results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'This answer earns point 1: suggest its phrase' }));
    expect(
      await screen.findByText(
        'Sent to content staff for review: “brighter light” (would newly credit 2 answers teachers credited and 0 answers they did not, of 5 answers marked).',
      ),
    ).toBeTruthy();
    const proposal = callsOf(fetchMock).find((c) => c.path === '/api/v2/markingpoints/21/machines')!;
    expect(proposal.body).toEqual({ answer: ANSWER });
    expect(screen.queryByRole('button', { name: /earns point 1/ })).toBeNull();
    results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('says so when the engine finds nothing to learn, and when the question is missing', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/v2/questionmafs/7') return json(detail);
      if (url.pathname === '/api/v2/questionmafs/7/try') return json(tried);
      if (url.pathname === '/api/v2/markingpoints/21/machines')
        return problem(400, 'nothing_to_learn', 'Bad Request', { detail: 'The engine already awards this point' });
      if (url.pathname === '/api/v2/questionmafs/8') return problem(404, 'not_found', 'Not Found');
      return undefined;
    });
    const first = renderAt('/teacher/questions/7', { teacher: true });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Student answer' }), { target: { value: ANSWER } });
    fireEvent.click(await screen.findByRole('button', { name: 'This answer earns point 1: suggest its phrase' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The engine found no phrase in this answer to learn for this point.',
    );
    first.unmount();

    renderAt('/teacher/questions/8', { teacher: true });
    // The app's 404 screen.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops!! What are you doing here?'),
    );
  });
});
