import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { assignment, callsOf, expectNoAxeViolations, renderAt } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('assignments list', () => {
  it('lists the open assignments with their progress, and the other tabs', async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/v2/mafassignments'
        ? json({ items: [assignment()], total: 1, page: 1, limit: 20 })
        : undefined,
    );
    const { container, router } = renderAt('/teacher/assignments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assignments' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: '10B photosynthesis' });
    expect(link.getAttribute('href')).toBe('/teacher/assignments/3');
    const row = link.closest('tr')!;
    expect(row.textContent).toContain('10B');
    expect(row.textContent).toContain('2 of 3');
    expect(row.textContent).toContain('1 of 3');
    expect(callsOf(fetchMock)[0]!.url.searchParams.get('when')).toBe('current');
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() => expect(router.state.location.search).toBe('?when=past'));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.url.searchParams.get('when') === 'past')).toBe(true));
  });

  it('has a To mark column: the submissions waiting for marks, leading to the marking page', async () => {
    mockFetch((url) =>
      url.pathname === '/api/v2/mafassignments'
        ? json({
            items: [
              assignment(),
              assignment({ id: 4, title: 'All marked', submitted_count: 3, released_count: 3, to_mark_count: 0 }),
            ],
            total: 2,
            page: 1,
            limit: 20,
          })
        : undefined,
    );
    const { container } = renderAt('/teacher/assignments');
    const header = await screen.findByRole('columnheader', { name: 'To mark' });
    const columns = [...header.closest('tr')!.querySelectorAll('th')];
    const at = columns.indexOf(header as HTMLTableCellElement);
    const mark = await screen.findByRole('link', { name: '1 submission to mark: 10B photosynthesis' });
    expect(mark.getAttribute('href')).toBe('/teacher/assignments/3/marking');
    expect(mark.closest('td')).toBe(mark.closest('tr')!.querySelectorAll('td')[at]);
    const done = screen.getByRole('link', { name: 'All marked' }).closest('tr')!;
    expect(done.querySelectorAll('td')[at]!.textContent).toBe('0');
    expect(within(done).queryByRole('link', { name: /to mark/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('filters to work to mark, the filter kept in the address and sent to the server', async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/v2/mafassignments'
        ? json({ items: [assignment()], total: 1, page: 1, limit: 20 })
        : undefined,
    );
    const { router } = renderAt('/teacher/assignments?when=all&to_mark=1');
    const only = await screen.findByRole('checkbox', { name: 'Only those with work to mark' });
    expect((only as HTMLInputElement).checked).toBe(true);
    await screen.findByRole('link', { name: '10B photosynthesis' });
    expect(callsOf(fetchMock)[0]!.url.searchParams.get('to_mark')).toBe('1');
    expect(callsOf(fetchMock)[0]!.url.searchParams.get('when')).toBe('all');
    fireEvent.click(only);
    await waitFor(() => expect(router.state.location.search).toBe('?when=all'));
    await waitFor(() => expect(callsOf(fetchMock).at(-1)!.url.searchParams.get('to_mark')).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only those with work to mark' }));
    await waitFor(() => expect(router.state.location.search).toBe('?when=all&to_mark=1'));
  });
});
