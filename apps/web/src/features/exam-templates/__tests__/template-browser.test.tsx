import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import { callsOf, curriculaRoutes, expectNoAxeViolations, renderAt, templateSummary } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('template browser', () => {
  it('lists the teacher’s templates, switches origin, and deletes one with confirm=true after one confirm step', async () => {
    let archived = false;
    const fetchMock = mockFetch(curriculaRoutes, (url, init) => {
      if (url.pathname === '/api/v2/examstemplate')
        return json({
          items: archived ? [] : [templateSummary()],
          total: archived ? 0 : 1,
          page: 1,
          limit: 20,
        });
      if (url.pathname === '/api/v2/examtemplates/40' && init.method === 'DELETE') {
        if (url.searchParams.get('confirm') !== 'true')
          return problem(400, 'template_in_use', 'Bad Request', {
            detail: 'Assignments use this template',
            assignments: [{ id: 3, title: '10B photosynthesis', due_at: '2026-11-27T15:00:00.000Z' }],
            assignment_count: 1,
          });
        archived = true;
        return json({ success: true, archived: true });
      }
      return undefined;
    });
    const { container, router } = renderAt('/teacher/templates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam templates' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Photosynthesis check' });
    expect(link.getAttribute('href')).toBe('/teacher/templates/40');
    expect(screen.getByRole('link', { name: 'Set Photosynthesis check' }).getAttribute('href')).toBe(
      '/teacher/assignments/new?template=40',
    );
    expect(
      callsOf(fetchMock)
        .find((c) => c.path === '/api/v2/examstemplate')!
        .url.searchParams.get('browse'),
    ).toBe('mine');
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Photosynthesis check' }));
    // One confirm step says what happens to a template in use, then sends confirm=true.
    const asking = screen.getByRole('group', { name: 'Delete Photosynthesis check?' });
    expect(asking.textContent).toContain('it is archived instead');
    await expectNoAxeViolations(container);
    fireEvent.click(within(asking).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('“Photosynthesis check” archived.')).toBeTruthy();
    const deletes = callsOf(fetchMock).filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.url.searchParams.get('confirm'))).toEqual(['true']);

    fireEvent.click(screen.getByRole('tab', { name: 'Central' }));
    await waitFor(() => expect(router.state.location.search).toBe('?browse=central'));
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.url.searchParams.get('browse') === 'central')).toBe(true),
    );
  });
});
