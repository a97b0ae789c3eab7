import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { clearErrors } from '../../../lib/error-store';
import { resetQueryClient } from '../../../lib/query';
import { fromNow as at, studentAssignment as assignment } from '../../../test/exam-data';
import { json, me, mockFetch } from '../../../test/fetch-mock';
import { formatDate } from '@markwell/domain/time/index';

const wait = { timeout: 5000 };
const DAY = 86_400_000;
const shown = (isoDate: string) => formatDate(isoDate, 'DD.MM.YYYY HH:mm');

afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
  clearErrors();
});

describe('student assignments page', () => {
  it('groups assignments by where the student stands, with due dates absolute and relative', async () => {
    const OPENS = at(6 * DAY);
    const SUBMITTED = at(-5 * DAY);
    const first = assignment({ id: 1, extra_minutes: 15 });
    setToken('jwt');
    const fetch = mockFetch((url) => {
      if (url.pathname === '/api/v2/me') return json(me({ role: 'student', messagesCount: 0 }));
      if (url.pathname === '/api/v2/mafassignments')
        return json({
          items: [
            first,
            assignment({
              id: 2,
              title: 'Enzymes quiz',
              status: 'in_progress',
              started_at: at(-10 * 60_000),
              deadline_at: at(35 * 60_000),
            }),
            assignment({ id: 3, title: 'Next week', opens_at: OPENS, due_at: at(10 * DAY) }),
            assignment({ id: 4, title: 'Done one', status: 'submitted', submitted_at: SUBMITTED }),
            assignment({
              id: 5,
              title: 'Marked one',
              status: 'marked',
              submitted_at: SUBMITTED,
              marks: 9,
              max_marks: 12,
              no_credit: true,
            }),
            assignment({
              id: 6,
              title: 'Marked long ago',
              status: 'marked',
              submitted_at: at(-20 * DAY),
              due_at: at(-19 * DAY),
              marks: 3,
              max_marks: 4,
            }),
          ],
          total: 6,
          page: 1,
          limit: 100,
        });
      return undefined;
    });
    render(
      <MemoryRouter initialEntries={['/student/assignments']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Assignments' }, wait)).toBeTruthy();
    const todo = (await screen.findByRole('heading', { level: 2, name: /To do/ }, wait)).closest('section')!;
    const cells = within(todo).getByRole('heading', { level: 3, name: 'Cells test' }).closest('li')!;
    expect(within(cells).getByText(`Due ${shown(first.due_at as string)} (due in 2 days)`)).toBeTruthy();
    expect(within(cells).getByText('Time limit: 45 min. (+15 min. extra time)')).toBeTruthy();
    expect(within(cells).getByRole('link', { name: 'Start: Cells test' }).getAttribute('href')).toBe(
      '/student/assignments/1',
    );
    const later = within(todo).getByRole('heading', { level: 3, name: 'Next week' }).closest('li')!;
    expect(within(later).getByText(`Opens ${shown(OPENS)}`)).toBeTruthy();
    expect(within(later).queryByRole('link')).toBeNull();

    const progress = screen.getByRole('heading', { level: 2, name: /In progress/ }).closest('section')!;
    expect(within(progress).getByRole('link', { name: 'Continue: Enzymes quiz' })).toBeTruthy();
    const submitted = screen.getByRole('heading', { level: 2, name: /Submitted/ }).closest('section')!;
    expect(within(submitted).getByText(`Submitted ${shown(SUBMITTED)}`)).toBeTruthy();
    expect(within(submitted).queryByText(/Your mark/)).toBeNull();
    const marked = screen.getByRole('heading', { level: 2, name: /Marked/ }).closest('section')!;
    // finished work: the latest first
    expect(
      within(marked)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Marked one', 'Marked long ago']);
    expect(within(marked).getByText('Your mark: 9 of 12 (75%)')).toBeTruthy();
    expect(within(marked).getByText('Not for credit')).toBeTruthy();
    expect(within(marked).getByRole('link', { name: 'See your marks: Marked one' }).getAttribute('href')).toBe(
      '/student/assignments/5/review',
    );

    const listCall = fetch.mock.calls
      .map((c) => new URL(String(c[0]), 'http://x'))
      .find((u) => u.pathname === '/api/v2/mafassignments');
    expect(listCall?.searchParams.get('limit')).toBe('100');
  }, 15_000);

  it('says a timed exam is timed, and for how long, before Start; untimed work does not', async () => {
    setToken('jwt');
    mockFetch((url) => {
      if (url.pathname === '/api/v2/me') return json(me({ role: 'student', messagesCount: 0 }));
      if (url.pathname === '/api/v2/mafassignments')
        return json({
          items: [
            assignment({ id: 1, time_limit_seconds: 1800, extra_minutes: 10 }),
            assignment({ id: 2, title: 'Percent one', time_limit_seconds: 3600, extra_percent: 25 }),
            assignment({ id: 3, title: 'Homework', time_limit_seconds: null }),
          ],
          total: 3,
          page: 1,
          limit: 100,
        });
      return undefined;
    });
    render(
      <MemoryRouter initialEntries={['/student/assignments']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    const start = await screen.findByRole('link', { name: 'Start: Cells test' }, wait);
    const sentence =
      'This exam is timed: 30 minutes (plus your extra time 10 minutes) from when you press Start. ' +
      'The clock does not stop if you leave. If the due time comes first, the exam ends then.';
    const card = start.closest('li')!;
    expect(within(card).getByText(sentence)).toBeTruthy();
    // Read with the Start button, so a screen reader hears it before pressing.
    const described = document.getElementById(start.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(sentence);

    const percent = screen.getByRole('link', { name: 'Start: Percent one' }).closest('li')!;
    expect(
      within(percent).getByText(/^This exam is timed: 60 minutes \(plus your extra time 15 minutes\)/),
    ).toBeTruthy();

    const homework = screen.getByRole('link', { name: 'Start: Homework' });
    expect(within(homework.closest('li')!).queryByText(/timed|Time limit|Time left/)).toBeNull();
    expect(homework.getAttribute('aria-describedby')).toBeNull();
  }, 15_000);

  it('is in the student navigation', async () => {
    setToken('jwt');
    mockFetch((url) => {
      if (url.pathname === '/api/v2/me') return json(me({ role: 'student', messagesCount: 0 }));
      if (url.pathname === '/api/v2/schoolgroups') return json([]);
      return undefined;
    });
    render(
      <MemoryRouter initialEntries={['/student']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    const links = await screen.findAllByRole('link', { name: /Assignments/ }, wait);
    expect(links.some((l) => l.getAttribute('href') === '/student/assignments')).toBe(true);
  }, 15_000);
});
