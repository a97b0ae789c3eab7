import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { clearErrors } from '../../../lib/error-store';
import { resetQueryClient } from '../../../lib/query';
import { json, me, mockFetch } from '../../../test/fetch-mock';

const wait = { timeout: 8000 };

function summary(fields: Record<string, unknown>) {
  return {
    id: 1,
    school_id: 1,
    kind: 'exam',
    practice: null,
    template_id: 40,
    template_name: 'Cells',
    title: 'Cells test',
    opens_at: '2026-11-20T08:00:00.000Z',
    due_at: '2026-11-25T16:00:00.000Z',
    time_limit_seconds: null,
    one_per_page: false,
    total_marks: 12,
    question_count: 4,
    created_by: 7,
    targets: [],
    student_count: 6,
    started_count: 6,
    submitted_count: 0,
    released_count: 0,
    to_mark_count: 0,
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-20T08:00:00.000Z',
    ...fields,
  };
}

function renderTeacherHome(items: unknown[]) {
  setToken('jwt');
  const fetch = mockFetch((url) => {
    if (url.pathname === '/api/v2/me') return json(me({ role: 'teacher', messagesCount: 0 }));
    if (url.pathname === '/api/v2/schoolgroups') return json([]);
    if (url.pathname === '/api/v2/mafassignments') return json({ items, total: items.length, page: 1, limit: 100 });
    return undefined;
  });
  render(
    <MemoryRouter initialEntries={['/teacher']}>
      <AppRoutes />
    </MemoryRouter>,
  );
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
  clearErrors();
});

describe('teacher home', () => {
  it('lists the assignments with submissions waiting for marks, oldest due first, each with Mark', async () => {
    const fetch = renderTeacherHome([
      summary({ id: 1, title: 'All released', submitted_count: 6, released_count: 6 }),
      summary({
        id: 2,
        title: 'Later one',
        due_at: '2026-11-27T16:00:00.000Z',
        submitted_count: 4,
        released_count: 0,
        to_mark_count: 4,
      }),
      summary({
        id: 3,
        title: 'Earlier one',
        due_at: '2026-11-21T16:00:00.000Z',
        submitted_count: 1,
        released_count: 0,
        to_mark_count: 1,
      }),
      summary({ id: 4, title: 'Nobody submitted yet' }),
    ]);
    const section = (await screen.findByRole('heading', { level: 2, name: 'To mark' }, wait)).closest('section')!;
    const list = await within(section).findByRole('list', { name: 'Assignments to mark' }, wait);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Earlier one', 'Later one']);
    expect(within(list).getByText('1 submission waiting for marks')).toBeTruthy();
    expect(within(list).getByText('4 submissions waiting for marks')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Mark: Later one' }).getAttribute('href')).toBe(
      '/teacher/assignments/2/marking',
    );
    const listCall = fetch.mock.calls
      .map((c) => new URL(String(c[0]), 'http://x'))
      .find((u) => u.pathname === '/api/v2/mafassignments');
    expect(listCall?.searchParams.get('when')).toBe('all');
    expect(listCall?.searchParams.get('to_mark')).toBe('1');
  }, 15_000);

  it('counts what the server counts as waiting for marks, and links to all of them past the first three', async () => {
    const due = (day: number) => `2026-11-${String(day).padStart(2, '0')}T16:00:00.000Z`;
    // the server's to_mark_count, not submitted less released: one submission is still being marked
    renderTeacherHome([
      summary({ id: 11, title: 'Work 11', due_at: due(11), submitted_count: 3, released_count: 1, to_mark_count: 2 }),
      ...[12, 13, 14, 15].map((d) => summary({ id: d, title: `Work ${d}`, due_at: due(d), to_mark_count: 1 })),
    ]);
    const section = (await screen.findByRole('heading', { level: 2, name: 'To mark' }, wait)).closest('section')!;
    const list = await within(section).findByRole('list', { name: 'Assignments to mark' }, wait);
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(list).getByText('2 submissions waiting for marks')).toBeTruthy();
    expect(within(section).getByText(/and 2 more/)).toBeTruthy();
    const all = within(section).getByRole('link', { name: 'See all 5 assignments to mark' });
    expect(all.getAttribute('href')).toBe('/teacher/assignments?when=all&to_mark=1');
  }, 15_000);

  it('says when nothing waits for marks', async () => {
    renderTeacherHome([summary({ submitted_count: 2, released_count: 2 })]);
    expect(await screen.findByText(/Nothing waiting/, {}, wait)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Assignments to mark' })).toBeNull();
  }, 15_000);
});
