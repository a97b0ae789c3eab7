import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { clearErrors } from '../../../lib/error-store';
import { resetQueryClient } from '../../../lib/query';
import { json, me, mockFetch, problem } from '../../../test/fetch-mock';

const wait = { timeout: 4000 };
const HOUR = 3600_000;

interface Row {
  id: number;
  title: string;
  body: string | null;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

const row = (id: number, over: Partial<Row> = {}): Row => ({
  id,
  title: `Notification ${id}`,
  body: null,
  link: null,
  readAt: null,
  createdAt: new Date(Date.now() - id * HOUR).toISOString(),
  ...over,
});

/** A small fake of the notifications API: PATCHes change what GET and /me answer. */
function notificationsApi(initial: Row[], gate: Promise<void> = Promise.resolve()) {
  const rows = initial.map((r) => ({ ...r }));
  const unread = () => rows.filter((r) => r.readAt === null).length;
  const patched: string[] = [];
  const fetchMock = mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/v2/me') return json(me({ role: 'teacher', notificationsCount: unread() }));
    if (url.pathname === '/api/v2/notifications' && method === 'GET') {
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      return json({
        items: rows.slice(offset, offset + limit),
        // The screen pages by offset; the server's cursor is there for clients that page by it.
        next_cursor: offset + limit < rows.length ? 'next' : null,
        total: rows.length,
        total_capped: false,
        unread: unread(),
      });
    }
    if (url.pathname === '/api/v2/notifications/read' && method === 'PATCH') {
      return gate.then(() => {
        patched.push('all');
        const updated = unread();
        for (const r of rows) r.readAt ??= new Date().toISOString();
        return json({ success: true, updated });
      });
    }
    const one = /^\/api\/v2\/notifications\/(\d+)\/read$/.exec(url.pathname);
    if (one && method === 'PATCH') {
      return gate.then(() => {
        const r = rows.find((x) => x.id === Number(one[1]));
        if (!r) return problem(404, 'not_found', 'Not Found');
        patched.push(String(r.id));
        r.readAt ??= new Date().toISOString();
        return json(r);
      });
    }
    return undefined;
  });
  return { fetchMock, patched, rows };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

function renderAt(path: string) {
  setToken('jwt');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const counter = () => screen.getByRole('link', { name: /^Notifications, / });
const items = () => within(screen.getByRole('list', { name: 'Your notifications' })).getAllByRole('listitem');

afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
  clearErrors();
});

describe('/notifications', () => {
  it('lists the notifications, newest first, with relative times, new ones marked and in-app links', async () => {
    notificationsApi([
      row(1, { title: 'Welcome to Markwell', body: 'Set your first assignment.', link: '/teacher/classes' }),
      row(3, { title: 'Old news', readAt: new Date().toISOString() }),
    ]);
    renderAt('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' }, wait)).toBeTruthy();
    await screen.findByRole('list', { name: 'Your notifications' }, wait);
    const [first, second] = items();
    // Unread: said to screen readers in the heading, and marked visually.
    expect(within(first!).getByRole('heading', { level: 2 }).textContent).toBe('New: Welcome to MarkwellNew');
    expect(first!.getAttribute('data-new')).toBe('true');
    expect(within(first!).getByText('Set your first assignment.')).toBeTruthy();
    expect(within(first!).getByText('1 hour ago').tagName).toBe('TIME');
    expect(within(second!).getByRole('heading', { level: 2 }).textContent).toBe('Old news');
    expect(second!.getAttribute('data-new')).toBeNull();
    expect(within(second!).getByText('3 hours ago')).toBeTruthy();
    expect(within(second!).queryByRole('link')).toBeNull();

    fireEvent.click(within(first!).getByRole('link', { name: 'Welcome to Markwell' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/teacher/classes'), wait);
  }, 15_000);

  it('marks the unread notifications it shows as read and refreshes the header counter', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { patched, rows, fetchMock } = notificationsApi(
      [row(1), row(2), row(3, { readAt: new Date().toISOString() })],
      gate,
    );
    const listLoads = () =>
      fetchMock.mock.calls.filter(
        ([u, init]) =>
          new URL(String(u), 'http://x').pathname === '/api/v2/notifications' && (init?.method ?? 'GET') === 'GET',
      ).length;
    renderAt('/notifications');
    await screen.findByRole('list', { name: 'Your notifications' }, wait);
    await vi.waitFor(() => expect(counter().getAttribute('aria-label')).toBe('Notifications, 2 unread'), wait);
    release();

    await vi.waitFor(() => expect(patched.sort()).toEqual(['1', '2']), wait);
    expect(rows.every((r) => r.readAt !== null)).toBe(true);
    // GET /me is loaded again: the header counter drops to zero.
    await vi.waitFor(() => expect(counter().getAttribute('aria-label')).toBe('Notifications, none unread'), wait);
    // They stay marked as new for this visit.
    expect(items().map((li) => li.getAttribute('data-new'))).toEqual(['true', 'true', null]);
    // Each is marked once, even after the list is loaded again.
    await vi.waitFor(() => expect(listLoads()).toBe(2), wait);
    expect(patched).toHaveLength(2);
  }, 15_000);

  it('pages through older notifications and marks each page read as it is shown', async () => {
    const { patched, fetchMock } = notificationsApi(Array.from({ length: 25 }, (_, i) => row(i + 1)));
    renderAt('/notifications');
    await screen.findByRole('list', { name: 'Your notifications' }, wait);
    expect(items()).toHaveLength(20);
    await vi.waitFor(() => expect(patched).toHaveLength(20), wait);
    const nav = screen.getByRole('navigation', { name: 'Notification pages' });
    expect(within(nav).getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(within(nav).getByRole('button', { name: 'Older' }));
    await vi.waitFor(() => expect(within(nav).getByText('Page 2 of 2')).toBeTruthy(), wait);
    await vi.waitFor(() => expect(items()).toHaveLength(5), wait);
    expect(within(items()[0]!).getByRole('heading').textContent).toContain('Notification 21');
    await vi.waitFor(() => expect(patched).toHaveLength(25), wait);
    expect(patched.slice(20).sort()).toEqual(['21', '22', '23', '24', '25']);
    const offsets = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === '/api/v2/notifications')
      .map((u) => u.searchParams.get('offset'));
    expect(offsets).toContain('20');
  }, 15_000);

  it('"Mark all as read" also marks the pages not opened, says so and clears the counter', async () => {
    const { patched, rows } = notificationsApi(Array.from({ length: 25 }, (_, i) => row(i + 1)));
    renderAt('/notifications');
    await screen.findByRole('list', { name: 'Your notifications' }, wait);
    await vi.waitFor(() => expect(patched).toHaveLength(20), wait);
    await vi.waitFor(() => expect(counter().getAttribute('aria-label')).toBe('Notifications, 5 unread'), wait);

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(
      () => expect(screen.getByRole('status').textContent).toBe('5 notifications marked as read.'),
      wait,
    );
    expect(patched.at(-1)).toBe('all');
    expect(rows.every((r) => r.readAt !== null)).toBe(true);
    await vi.waitFor(() => expect(counter().getAttribute('aria-label')).toBe('Notifications, none unread'), wait);
    // The "new" marks of the visit are cleared.
    await vi.waitFor(() => expect(items().every((li) => li.getAttribute('data-new') === null)).toBe(true), wait);
  }, 15_000);

  it('says so when there is no notification', async () => {
    const { patched } = notificationsApi([]);
    renderAt('/notifications');
    expect(await screen.findByText('You have no notifications yet.', {}, wait)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your notifications' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(patched).toEqual([]);
  }, 15_000);

  it('shows an error, not an empty page, when the list answers without a body', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/v2/me') return json(me({ role: 'teacher', notificationsCount: 0 }));
      if (url.pathname === '/api/v2/notifications') return new Response(null, { status: 204 });
      return undefined;
    });
    renderAt('/notifications');
    expect((await screen.findByRole('alert', {}, wait)).textContent).toContain('The server sent nothing to show here');
    expect(screen.queryByText('You have no notifications yet.')).toBeNull();
  }, 15_000);
});
