import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { callsOf, curricula, curriculaRoutes, editView, question, renderAt } from './fixtures';

// Staff see, beside each saved point's machine phrases, whether learnt word weights mark it, what
// they learnt, and may reset them; "try an answer" marks with them as the server does.

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

/** Point 2 ("chlorophyll") has weights: "pigment" for it, "not" against. */
const learnt = {
  question_id: 5,
  concept_share: null,
  points: [
    {
      marking_point_id: 12,
      question_version_id: 40,
      answers: 48,
      agreement: 0.917,
      phrases_agreement: 0.833,
      fitted_at: '2026-01-01T00:00:00.000Z',
      marks: 1,
      phrases: ['chlorophyll'],
      model: { bias: -1.2, phrases: 2.5, words: { pigment: 2.1, green: 0.4, NOT: -1.6 } },
      for: [
        { key: 'pigment', weight: 2.1 },
        { key: 'green', weight: 0.4 },
      ],
      against: [{ key: 'NOT', weight: -1.6 }],
    },
  ],
};

function routes(withModel: { current: boolean }) {
  return (url: URL, init: RequestInit) => {
    if (url.pathname === '/api/v2/questionmafedits/5/makingpoints')
      return json(
        editView({
          marking_points: [
            { ...editView().marking_points[0], machine_phrases: [] },
            { ...editView().marking_points[1], machine_phrases: [] },
          ],
        }),
      );
    if (url.pathname === '/api/v2/mafsynonyms') return json([]);
    if (url.pathname === '/api/v2/markingpoints/weights')
      return json(withModel.current ? learnt : { question_id: 5, concept_share: null, points: [] });
    if (url.pathname === '/api/v2/markingpoints/12/weights' && init.method === 'DELETE') {
      withModel.current = false;
      return json({ success: true });
    }
    return undefined;
  };
}

describe('question editor: learnt word weights', () => {
  it('says in words which points learnt weights mark, with their figures and keys, and resets them', async () => {
    const withModel = { current: true };
    const fetchMock = mockFetch(curriculaRoutes, routes(withModel));
    const { container } = renderAt('/staff/questions/5');
    const group = await screen.findByRole('group', { name: 'Learnt word weights of point 2' });
    expect(group.textContent).toContain('fitted on 48 teacher-marked answers');
    expect(group.textContent).toContain('agree with the teachers on 92% of them; the phrases alone on 83%');
    expect(group.textContent).toContain('Words weighing for the point: “pigment”, “green”');
    expect(group.textContent).toContain('Words weighing against it: “NOT”');
    expect(screen.getAllByText(/No learnt word weights in use/)).toHaveLength(1);
    expect(callsOf(fetchMock).some((c) => c.url.searchParams.get('question') === '5')).toBe(true);

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    fireEvent.click(within(group).getByRole('button', { name: 'Reset learnt weights of point 2' }));
    await waitFor(() =>
      expect(
        callsOf(fetchMock).some((c) => c.method === 'DELETE' && c.path === '/api/v2/markingpoints/12/weights'),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.getAllByText(/No learnt word weights in use/)).toHaveLength(2));
  });

  it('marks a sample answer with the weights in the browser, explaining the credit in words', async () => {
    mockFetch(curriculaRoutes, routes({ current: true }));
    renderAt('/staff/questions/5');
    await screen.findByRole('group', { name: 'Learnt word weights of point 2' });
    const box = await screen.findByRole('textbox', { name: 'Student answer' });
    fireEvent.change(box, { target: { value: 'The green pigment does it.' } });
    await screen.findByText(/^1 mark out of 2/);
    const marks = await waitFor(() => {
      const found = [...document.querySelectorAll('mark')];
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(marks.map((m) => m.textContent)).toContain('pigment');
    expect(marks.find((m) => m.textContent === 'pigment')!.getAttribute('title')).toBe(
      'Point 2: matched by words teacher-marked answers credit',
    );
  });

  it("shows teachers the weights in the question's mark scheme, without the reset", async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/v2/questionmafs/5')
        return json(
          question({
            marking_points: [
              {
                id: 11,
                question_id: 5,
                position: 0,
                marks: 1,
                text: 'Light is the energy source',
                phrases: ['light energy'],
              },
              {
                id: 12,
                question_id: 5,
                position: 1,
                marks: 1,
                text: 'Chlorophyll absorbs light',
                phrases: ['chlorophyll'],
              },
            ],
            structure: null,
          }),
        );
      if (url.pathname === '/api/v2/markingpoints/weights') return json(learnt);
      return undefined;
    });
    const { container } = renderAt('/teacher/questions/5', { teacher: true });
    const group = await screen.findByRole('group', { name: 'Learnt word weights of point 2' });
    expect(group.textContent).toContain('fitted on 48 teacher-marked answers');
    expect(within(group).queryByRole('button')).toBeNull();
    // a point without weights says nothing more in the teachers' read-only scheme
    expect(screen.queryByText(/No learnt word weights in use/)).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("reads model answers at the share the curriculum's teachers' marks fit, and says so", async () => {
    const share = {
      share: 0.8,
      decisions: 1234,
      agreement: 0.81,
      default_agreement: 0.74,
      default_share: 0.4,
      fitted_at: '2026-01-01T00:00:00.000Z',
    };
    mockFetch(
      (url) => (url.pathname === '/api/v2/curriculas' ? json(withShare(0.8)) : curriculaRoutes(url)),
      (url, init) => {
        if (url.pathname === '/api/v2/markingpoints/weights') return json({ ...learnt, concept_share: share });
        return routes({ current: true })(url, init);
      },
    );
    renderAt('/staff/questions/5');
    fireEvent.change(await screen.findByRole('textbox', { name: 'New phrase for accepted phrases of point 1' }), {
      target: { value: 'The leaf absorbs light energy with its green chlorophyll.' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add phrase' })[0]!);
    const reading = await screen.findByRole('list', { name: 'Model answers of point 1, as the engine reads them' });
    // 80% of 6 concepts: 5 (at the default 40%, 3)
    await waitFor(() => expect(reading.textContent).toContain('any 5 of 6 concepts'));
    expect(
      screen.getByText(/Teachers’ marks in this curriculum show model answers read best at 80% of their concepts/)
        .textContent,
    ).toContain('81% agreement over 1,234 decisions, 74% at the usual 40%');
    // "try an answer" reads it so too: three of the six concepts no longer earn point 1
    fireEvent.change(screen.getByRole('textbox', { name: 'Student answer' }), {
      target: { value: 'The leaf absorbs green light.' },
    });
    await screen.findByText(/^0 marks out of 2/);
  });

  it('reads a new question at its chosen curriculum’s share too', async () => {
    mockFetch(
      (url) => (url.pathname === '/api/v2/curriculas' ? json(withShare(0.8)) : curriculaRoutes(url)),
      (url) => (url.pathname === '/api/v2/mafsynonyms' ? json([]) : undefined),
    );
    renderAt('/staff/questions/new');
    fireEvent.change(await screen.findByRole('textbox', { name: 'New phrase for accepted phrases of point 1' }), {
      target: { value: 'The leaf absorbs light energy with its green chlorophyll.' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add phrase' })[0]!);
    const reading = await screen.findByRole('list', { name: 'Model answers of point 1, as the engine reads them' });
    // no curriculum chosen yet: the engine's default, 40% of 6 concepts
    expect(reading.textContent).toContain('any 3 of 6 concepts');
    fireEvent.change(screen.getByRole('combobox', { name: 'Curriculum' }), { target: { value: '1' } });
    await waitFor(() => expect(reading.textContent).toContain('any 5 of 6 concepts'));
    expect(screen.getByText(/read best at 80% of their concepts\.$/)).toBeTruthy();
  });
});

/** The curricula list, the first curriculum reading model answers at `share`. */
function withShare(share: number) {
  return curricula.map((c, i) => (i === 0 ? { ...c, concept_share: share } : c));
}
