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

const preview = (fingerprint: string) => ({
  question_id: 5,
  answers: 9,
  skipped_teacher: 2,
  fingerprint,
  changes: [
    {
      answer_id: 80,
      assignment_id: 3,
      attempt_id: 70,
      released: true,
      answer: 'the salt stays in the pan',
      marks_before: 1,
      marks_after: 2,
      awarded_before: [10],
      awarded_after: [10, 11],
    },
  ],
});

describe('machine phrase review: the regrade dry run', () => {
  it('shows the answers whose mark would change after accepting, and applies exactly that dry run', async () => {
    let previews = 0;
    const fetchMock = mockFetch(curriculaRoutes, (url, init) => {
      if (url.pathname === '/api/v2/markingpoints/machines')
        return json({ items: [proposal], total: 1, total_capped: false });
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
    fireEvent.click(screen.getByRole('button', { name: 'Accept “salt stays”' }));

    const panel = await screen.findByRole('region', { name: /^Regrade dry run/ });
    expect(
      await within(panel).findByText(
        /Of 9 answers marked by the engine, 1 mark would change\. 2 answers marked by teachers/,
      ),
    ).toBeTruthy();
    const row = within(panel).getByRole('row', { name: /the salt stays in the pan/ });
    expect(row.textContent).toContain('Yes: they will be told');
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
