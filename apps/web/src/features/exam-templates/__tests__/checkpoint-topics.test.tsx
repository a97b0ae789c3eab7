import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutesAt } from '../../../test/feature-harness';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import { staffExamTemplateRoutes } from '../routes';
import { callsOf, curriculaRoutes, expectNoAxeViolations, templateSummary } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const central = templateSummary({ id: 41, name: 'Photosynthesis checkpoint', central: true, school_id: null });

describe('central template checkpoints', () => {
  it('lists the topics a central template closes, links one more and removes one', async () => {
    let closed = [
      { id: 2, name: 'Respiration', chapter: { id: 1, name: 'Plants' }, course: { id: 10, name: 'GCSE Biology' } },
    ];
    const fetchMock = mockFetch(curriculaRoutes, (url, init) => {
      if (url.pathname === '/api/v2/examtemplates/41') return json({ ...central, sections: [] });
      if (url.pathname === '/api/v2/centrals/41/checkpoint-topics') return json(closed);
      if (url.pathname === '/api/v2/topics/3/checkpoint' && init.method === 'PUT') {
        closed = [
          ...closed,
          {
            id: 3,
            name: 'Photosynthesis',
            chapter: { id: 1, name: 'Plants' },
            course: { id: 10, name: 'GCSE Biology' },
          },
        ];
        return json({ topic_id: 3, checkpoint_id: 41 });
      }
      if (url.pathname === '/api/v2/topics/2/checkpoint' && init.method === 'PUT')
        return problem(400, 'checkpoint_archived', 'Bad Request', {
          detail: 'An archived exam template cannot be a checkpoint',
        });
      return undefined;
    });
    const { container } = renderRoutesAt('/staff', staffExamTemplateRoutes, '/staff/exam-templates/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photosynthesis checkpoint' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Topics this template is the checkpoint of' });
    expect(within(list).getByText('Respiration (GCSE Biology · Plants)')).toBeTruthy();
    await expectNoAxeViolations(container);

    const make = screen.getByRole('button', { name: 'Make checkpoint' }) as HTMLButtonElement;
    expect(make.disabled).toBe(true);
    const topic = screen.getByRole('combobox', { name: /^Checkpoint of topic/ });
    await waitFor(() => expect(within(topic).getByRole('option', { name: 'Photosynthesis' })).toBeTruthy());
    fireEvent.change(topic, { target: { value: '3' } });
    fireEvent.click(make);
    expect(
      await screen.findByText('“Photosynthesis checkpoint” is now the checkpoint of Photosynthesis.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(list).getByText('Photosynthesis (GCSE Biology · Plants)')).toBeTruthy());
    expect(callsOf(fetchMock).find((c) => c.method === 'PUT')!.body).toEqual({ template_id: 41 });

    // The server's refusal is shown beside the control.
    fireEvent.click(screen.getByRole('button', { name: 'Remove the checkpoint of Respiration' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An archived exam template cannot be a checkpoint',
    );
    expect(
      callsOf(fetchMock)
        .filter((c) => c.method === 'PUT')
        .map((c) => c.body),
    ).toEqual([{ template_id: 41 }, { template_id: null }]);
  });

  it('lists the central templates, each linking to its page', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/v2/central/template') return json({ items: [central], total: 1, page: 1, limit: 20 });
      return undefined;
    });
    const { container } = renderRoutesAt('/staff', staffExamTemplateRoutes, '/staff/exam-templates');
    const link = await screen.findByRole('link', { name: 'Photosynthesis checkpoint' });
    expect(link.getAttribute('href')).toBe('/staff/exam-templates/41');
    await expectNoAxeViolations(container);
  });
});
