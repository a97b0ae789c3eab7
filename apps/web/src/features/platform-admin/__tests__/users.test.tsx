import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { clearErrors } from '../../../lib/error-store';
import { resetQueryClient } from '../../../lib/query';
import { json, me, mockFetch, problem } from '../../../test/fetch-mock';
import { expectNoAxeViolations } from '../../../test/feature-harness';

const wait = { timeout: 6000 };

const user = (id: number, name: string, fields: Record<string, unknown> = {}) => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/ /g, '.')}@school.example`,
  kind: 'student',
  schoolAdmin: false,
  owner: false,
  active: true,
  schoolId: 1,
  schoolName: 'Northfield Academy',
  mustChangePassword: false,
  ...fields,
});

function renderUsers(route: (url: URL, init: RequestInit) => Response | undefined) {
  setToken('jwt');
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/v2/me') return json(me({ role: 'admin', schoolId: null, schoolName: null }));
    return route(url, init);
  });
  const view = render(
    <MemoryRouter initialEntries={['/admin/users']}>
      <AppRoutes />
    </MemoryRouter>,
  );
  return { fetch, ...view };
}

/** The query of the last users request. */
const lastUsersQuery = (fetch: ReturnType<typeof mockFetch>) => {
  const calls = fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v2/admin/users');
  return Object.fromEntries(calls.at(-1)!.searchParams);
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
  clearErrors();
});

describe('/admin/users', () => {
  it('lists users by name, pages with the cursor forth and back, and a search starts again on page 1', async () => {
    const { fetch, container } = renderUsers((url) => {
      if (url.pathname !== '/api/v2/admin/users') return undefined;
      if (url.searchParams.get('q') === 'ravi')
        return json({
          items: [user(7, 'Ravi Student', { schoolName: 'Riverside School' })],
          next_cursor: null,
          total: 1,
          total_capped: false,
        });
      if (url.searchParams.get('cursor') === 'after-bella')
        return json({ items: [user(3, 'Chloe Smith')], next_cursor: null, total: 21, total_capped: false });
      return json({
        items: [
          user(1, 'Ada Admin', { kind: 'admin', schoolId: null, schoolName: null }),
          user(2, 'Bella Jones', { mustChangePassword: true }),
        ],
        next_cursor: 'after-bella',
        total: 21,
        total_capped: false,
      });
    });
    const table = await screen.findByRole('table', { name: 'Users' }, wait);
    expect(within(table).getByText('Platform admin')).toBeTruthy();
    expect(within(table).getByText('One-time password')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('21 users; page 1 of 2.');
    expect(lastUsersQuery(fetch)).toEqual({ limit: '20' });
    await expectNoAxeViolations(container);

    const pages = screen.getByRole('navigation', { name: 'Pages of users' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Chloe Smith', {}, wait)).toBeTruthy();
    expect(lastUsersQuery(fetch)).toEqual({ cursor: 'after-bella', limit: '20' });
    expect(screen.getByRole('status').textContent).toBe('21 users; page 2 of 2.');
    fireEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Bella Jones', {}, wait)).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Name or e-mail' }), { target: { value: 'ravi' } });
    expect(await screen.findByText('Ravi Student', {}, wait)).toBeTruthy();
    expect(lastUsersQuery(fetch)).toEqual({ q: 'ravi', limit: '20' });
    expect(screen.getByRole('status').textContent).toBe('1 user; page 1 of 1.');
    expect(screen.queryByRole('navigation', { name: 'Pages of users' })).toBeNull();
  }, 20_000);

  it('says "more than" when the server stopped counting, and when nothing matches', async () => {
    renderUsers((url) => {
      if (url.pathname !== '/api/v2/admin/users') return undefined;
      if (url.searchParams.get('q')) return json({ items: [], next_cursor: null, total: 0, total_capped: false });
      return json({ items: [user(1, 'Amir Khan')], next_cursor: 'next', total: 1000, total_capped: true });
    });
    await screen.findByRole('table', { name: 'Users' }, wait);
    expect(screen.getByRole('status').textContent).toBe(
      'More than 1000 users; page 1. Narrow the search to count them all.',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of users' })).getByRole('button', { name: 'Next page' }),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name or e-mail' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('No user matches “nobody”.', {}, wait)).toBeTruthy();
  }, 20_000);

  it('resets a password and shows the one-time password once', async () => {
    renderUsers((url, init) => {
      if (url.pathname === '/api/v2/admin/users')
        return json({ items: [user(2, 'Bella Jones')], next_cursor: null, total: 1, total_capped: false });
      if (url.pathname === '/api/v2/admin/users/2/password-reset' && init.method === 'POST')
        return json({ userId: 2, initialPassword: 'amber-river-42' });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password for Bella Jones' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(((await screen.findByTestId('one-time-password', {}, wait)) as HTMLInputElement).value).toBe(
      'amber-river-42',
    );
  }, 20_000);

  it("changes a school owner's e-mail, showing a taken address on the field", async () => {
    let email = 'olive.owner@school.example';
    const sent: unknown[] = [];
    const { container } = renderUsers((url, init) => {
      if (url.pathname === '/api/v2/admin/users')
        return json({
          items: [user(3, 'Olive Owner', { kind: 'teacher', schoolAdmin: true, owner: true, email })],
          next_cursor: null,
          total: 1,
          total_capped: false,
        });
      if (url.pathname === '/api/v2/admin/users/3' && init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { email: string };
        sent.push(body);
        if (body.email === 'taken@school.example')
          return problem(409, 'email_taken', 'Conflict', {
            detail: 'An account with taken@school.example already exists',
          });
        email = body.email;
        return json(user(3, 'Olive Owner', { kind: 'teacher', schoolAdmin: true, owner: true, email }));
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change e-mail of Olive Owner' }, wait));
    const dialog = await screen.findByRole('dialog', { name: "Change Olive Owner's e-mail" }, wait);
    const field = within(dialog).getByRole('textbox', { name: /New e-mail/ });
    fireEvent.change(field, { target: { value: 'taken@school.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(dialog).findByText(/already exists/, {}, wait)).toBeTruthy();
    await expectNoAxeViolations(container);

    fireEvent.change(field, { target: { value: 'head@school.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByRole('cell', { name: 'head@school.example' }, wait)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(sent).toEqual([{ email: 'taken@school.example' }, { email: 'head@school.example' }]);
  }, 20_000);
});
