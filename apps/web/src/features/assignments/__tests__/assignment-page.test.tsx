import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import { assignment, callsOf, expectNoAxeViolations, renderAt } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('assignment page', () => {
  it('shows who has not started, who is sitting (last save) and who has submitted, and refreshes live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-23T09:30:00.000Z') });
    let submitted = false;
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/v2/mafassignments/3' && init.method === 'GET')
        return json(
          submitted
            ? assignment({
                submitted_count: 2,
                students: assignment().students.map((s) =>
                  s.student_id === 21 ? { ...s, status: 'submitted', submitted_at: '2026-11-23T09:30:05.000Z' } : s,
                ),
              })
            : assignment(),
        );
      if (url.pathname === '/api/v2/mafassignments/3/emails/reminder') return json({ emailed: 2, notified: 2 });
      return undefined;
    });
    const { container } = renderAt('/teacher/assignments/3');
    expect(await screen.findByRole('heading', { level: 1, name: '10B photosynthesis' })).toBeTruthy();
    const notStarted = screen.getByRole('region', { name: 'Not started (1)' });
    expect(within(notStarted).getByText('Cleo Marsh')).toBeTruthy();
    const sitting = screen.getByRole('region', { name: 'Sitting now (1)' });
    expect(within(sitting).getByText('Ben Okafor')).toBeTruthy();
    expect(within(sitting).getByText('Last saved 2 min. ago')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Submitted (1)' })).getByText('Amara Singh')).toBeTruthy();
    expect(screen.getByText('Ben Okafor: 25%')).toBeTruthy();
    expect(screen.getByText(/25\.11\.2026 \d\d:00 \(closes in 2 days\)/)).toBeTruthy();
    await expectNoAxeViolations(container);
    // An ordinary assignment does not ask for a mock session (a 404 in every teacher's console).
    expect(callsOf(fetchMock).some((c) => c.path === '/api/v2/mocks/assignments/find')).toBe(false);

    // Live: 10 s later the page asks again and Ben has submitted.
    const gets = () => callsOf(fetchMock).filter((c) => c.path === '/api/v2/mafassignments/3').length;
    expect(gets()).toBe(1);
    submitted = true;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Submitted (2)' })).toBeTruthy());
    expect(gets()).toBe(2);

    // Hidden tab: no polling; shown again: one refresh at once.
    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(35_000));
    expect(gets()).toBe(2);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(gets()).toBe(3));

    fireEvent.click(screen.getByRole('button', { name: 'E-mail a reminder' }));
    expect(await screen.findByText('Sent a reminder to 2 students (2 notifications).')).toBeTruthy();
    const patch = callsOf(fetchMock).find((c) => c.path === '/api/v2/mafassignments/3/emails/reminder')!;
    expect(patch.method).toBe('PATCH');
  });

  it('shows on the reminder button when the next reminder may go after a 429', async () => {
    const next = new Date(Date.now() + 45 * 60_000);
    mockFetch((url) => {
      if (url.pathname === '/api/v2/mafassignments/3') return json(assignment());
      if (url.pathname === '/api/v2/mafassignments/3/emails/reminder')
        return problem(429, 'reminder_too_soon', 'Too Many Requests', {
          detail: 'A reminder for this assignment was sent recently.',
          next_allowed_at: next.toISOString(),
          retry_after: 2700,
        });
      return undefined;
    });
    renderAt('/teacher/assignments/3');
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail a reminder' }));
    const hhmm = `${String(next.getHours()).padStart(2, '0')}:${String(next.getMinutes()).padStart(2, '0')}`;
    const button = await screen.findByRole('button', { name: `Next reminder from ${hhmm}` });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/A reminder for this assignment was sent recently/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'E-mail: it has changed' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers marking only to those who may mark it', async () => {
    mockFetch((url) =>
      url.pathname === '/api/v2/mafassignments/3' ? json(assignment({ can_mark: false })) : undefined,
    );
    renderAt('/teacher/assignments/3');
    expect(await screen.findByRole('heading', { level: 1, name: '10B photosynthesis' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Mark/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Results' })).toBeNull();
    expect(screen.getByText(/Marking and results are for the teacher who set this assignment/)).toBeTruthy();
  });

  it('answers a missing assignment with the not-found screen', async () => {
    mockFetch(() => undefined);
    renderAt('/teacher/assignments/99');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops!! What are you doing here?'),
    );
  });
});
