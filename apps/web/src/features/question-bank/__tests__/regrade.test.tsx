import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import { callsOf, curriculaRoutes, machinePhrase, renderAt } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const proposal = {
  ...machinePhrase({
    id: 1,
    marking_point_id: 11,
    phrase: 'salt stays',
    status: 'proposed',
    reviewed_by: null,
    reviewed_at: null,
  }),
  evidence: { newly_correct: 4, newly_wrong: 0, answers: 9 },
  point: { id: 11, text: 'salt is left', marks: 1, phrases: ['salt left'] },
  question: { id: 5, text: 'Why does salt water leave salt behind?', curricula_id: 1 },
};

const change = (answerId: number, answer: string, before: number, after: number, released: boolean) => ({
  answer_id: answerId,
  assignment_id: 3,
  attempt_id: answerId - 10,
  released,
  answer,
  marks_before: before,
  marks_after: after,
  awarded_before: [10],
  awarded_after: after > before ? [10, 11] : [],
});

const kept = {
  answer_id: 90,
  assignment_id: 3,
  released: false,
  answer: 'salt stays behind in the dish',
  marks: 2,
  engine_before: 1,
  engine_after: 2,
};

const preview = (fingerprint: string) => ({
  question_id: 5,
  answers: 9,
  skipped_teacher: 2,
  fingerprint,
  changes: [change(80, 'the salt stays in the pan', 1, 2, true)],
  kept: [kept],
});

/** The proposal's dry run: three marks up (one released), one down, two hand-set marks kept. */
const proposalPreview = {
  question_id: 5,
  answers: 9,
  skipped_teacher: 2,
  fingerprint: 'fp-1',
  changes: [
    change(80, 'the salt stays in the pan', 1, 2, true),
    change(81, 'salt stays', 0, 1, false),
    change(82, 'salt stays and water goes', 1, 2, false),
    change(83, 'water stays', 2, 1, false),
  ],
  kept: [kept, { ...kept, answer_id: 91, answer: 'salt stays put' }],
  machine_phrase_id: 1,
  marking_point_id: 11,
  phrase: 'salt stays',
};

describe('machine phrase review: the regrade dry run', () => {
  it('shows what accepting would change before accepting, and nothing is sent until Accept', async () => {
    const fetchMock = mockFetch(curriculaRoutes, (url, init) => {
      if (url.pathname === '/api/v2/markingpoints/machines')
        return json({ items: [proposal], total: 1, total_capped: false });
      if (url.pathname === '/api/v2/markingpoints/1/machine/regrade') return json(proposalPreview);
      if (url.pathname === '/api/v2/markingpoints/11/machines' && init.method === 'PATCH')
        return json([machinePhrase({ id: 1, marking_point_id: 11, status: 'accepted' })]);
      if (url.pathname === '/api/v2/questionmafs/5/regrade') return json(preview('fp-1'));
      return undefined;
    });
    const { container } = renderAt('/staff/questions/machine-phrases');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept “salt stays”…' }));
    const before = await screen.findByRole('region', { name: 'Before accepting “salt stays”' });
    expect(
      await within(before).findByText(
        'Accepting would change 4 marks: 3 up, 1 down; 2 hand-set marks kept. 1 of them is released: that student will be told.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(before).getByRole('heading', { name: 'Before accepting “salt stays”' }));
    const changed = within(before).getByRole('table', { name: 'Answers whose mark accepting would change' });
    expect(within(changed).getAllByRole('row')).toHaveLength(5);
    expect(within(changed).getByRole('row', { name: /the salt stays in the pan/ }).textContent).toContain(
      'Yes: they will be told',
    );
    const handSet = within(before).getByRole('table', { name: 'Marks set by hand, kept as the teacher set them' });
    expect(within(handSet).getByRole('row', { name: /salt stays put/ })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    expect(callsOf(fetchMock).some((c) => c.method !== 'GET')).toBe(false);
    expect(
      callsOf(fetchMock)
        .find((c) => c.path.endsWith('/machine/regrade'))!
        .url.searchParams.get('phrase'),
    ).toBe('salt stays');

    // Cancel leaves it proposed; Accept accepts it and offers the regrade.
    fireEvent.click(within(before).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: /^Before accepting/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept “salt stays”…' }));
    const again = await screen.findByRole('region', { name: 'Before accepting “salt stays”' });
    fireEvent.click(await within(again).findByRole('button', { name: 'Accept this phrase' }));
    expect(await screen.findByRole('region', { name: /^Regrade dry run/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Before accepting/ })).toBeNull();
    expect(
      callsOf(fetchMock)
        .filter((c) => c.method === 'PATCH')
        .map((c) => c.body),
    ).toEqual([{ decisions: [{ id: 1, status: 'accepted' }] }]);
  });

  it('shows the answers whose mark would change after accepting, and applies exactly that dry run', async () => {
    let previews = 0;
    const fetchMock = mockFetch(curriculaRoutes, (url, init) => {
      if (url.pathname === '/api/v2/markingpoints/machines')
        return json({ items: [proposal], total: 1, total_capped: false });
      if (url.pathname === '/api/v2/markingpoints/1/machine/regrade') return json(proposalPreview);
      if (url.pathname === '/api/v2/markingpoints/11/machines' && init.method === 'PATCH')
        return json([machinePhrase({ id: 1, marking_point_id: 11, status: 'accepted' })]);
      if (url.pathname === '/api/v2/questionmafs/5/regrade' && (init.method ?? 'GET') === 'GET')
        return json(preview(`fp-${++previews}`));
      if (url.pathname === '/api/v2/questionmafs/5/regrade' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { fingerprint: string };
        return body.fingerprint === 'fp-1'
          ? problem(409, 'regrade_changed', 'Marks changed since the dry run')
          : json({ question_id: 5, changed: 1, students_told: 1 });
      }
      return undefined;
    });
    const { container } = renderAt('/staff/questions/machine-phrases');
    expect(
      await screen.findByText(
        'Would newly credit 4 answers teachers credited and 0 answers they did not, of 9 answers marked',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept “salt stays”…' }));
    const before = await screen.findByRole('region', { name: 'Before accepting “salt stays”' });
    fireEvent.click(await within(before).findByRole('button', { name: 'Accept this phrase' }));

    const panel = await screen.findByRole('region', { name: /^Regrade dry run/ });
    expect(
      await within(panel).findByText(
        /Of 9 answers to this question, 1 mark would change\. 2 answers marked by teachers/,
      ),
    ).toBeTruthy();
    const row = within(panel).getByRole('row', { name: /the salt stays in the pan/ });
    expect(row.textContent).toContain('Yes: they will be told');
    expect(within(panel).getByText(/^Applying would change 1 mark: 1 up; 1 hand-set mark kept\./)).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    // Nothing is applied until asked.
    expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(false);

    // The first apply finds the marks changed meanwhile: nothing applied, a new dry run is made.
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply the regrade (1 mark)' }));
    expect(await within(panel).findByText(/Marks changed since this dry run/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply the regrade (1 mark)' }));
    expect(
      await within(panel).findByText('Regrade applied: 1 mark changed; 1 student told of a changed released mark.'),
    ).toBeTruthy();
    const applied = callsOf(fetchMock)
      .filter((c) => c.method === 'POST')
      .map((c) => c.body);
    expect(applied).toEqual([{ fingerprint: 'fp-1' }, { fingerprint: 'fp-2' }]);
  });
});
