import { fireEvent, screen, waitFor } from '@testing-library/react';
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
});
