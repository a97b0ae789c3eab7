import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, me, mockFetch, problem } from '../../test/fetch-mock';
import { getToken, setToken } from '../../lib/auth-token';
import { clearErrors } from '../../lib/error-store';
import { resetQueryClient } from '../../lib/query';
import { pageLoads } from '../../lib/reload';
import { AppRoutes } from '../router';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Location />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const waitForLocation = (expected: string) => vi.waitFor(() => expect(location()).toBe(expected), { timeout: 4000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
  clearErrors();
});

describe('login', () => {
  it('shows "wrong e-mail or password" on 401 without reloading, then logs in and lands on the role home', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/login_check') {
        const body = JSON.parse(String(init.body)) as { username: string; password: string };
        expect(body.username).toBe('ada@school.test');
        return body.password === 'right'
          ? json({ token: 'jwt-1' })
          : problem(401, 'invalid_credentials', 'Invalid credentials');
      }
      if (url.pathname === '/api/v2/me') return json(me({ role: 'student' }));
      return undefined;
    });
    renderAt('/login');

    const email = await screen.findByLabelText('E-mail', {}, { timeout: 4000 });
    const password = screen.getByLabelText('Password');
    fireEvent.change(email, { target: { value: ' ada@school.test ' } });
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/wrong e-mail or password/i);
    expect(pageLoads.reload).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(password, { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitForLocation('/student');
    expect(getToken()).toBe('jwt-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' }, { timeout: 4000 }),
    ).toBeTruthy();
    const meCall = fetch.mock.calls.find(([input]) => String(input) === '/api/v2/me');
    expect(new Headers(meCall?.[1]?.headers).get('Authorization')).toBe('Bearer jwt-1');
  });

  it('asks for both fields before calling the API', async () => {
    const fetch = mockFetch();
    renderAt('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }, { timeout: 4000 }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/enter your e-mail address and your password/i);
    // Nothing but the site menus (the footer's) and the sign-in providers was asked for: no login was tried.
    expect(
      fetch.mock.calls
        .map(([input]) => String(input).split('?')[0])
        .filter((u) => u !== '/api/v2/public/menus' && u !== '/api/v2/sso/providers'),
    ).toEqual([]);
  });
});

describe('role redirect', () => {
  it.each([
    ['student', '/student'],
    ['teacher', '/teacher'],
    ['schooladmin', '/school'],
    ['staff', '/staff'],
    ['admin', '/admin'],
  ])('a signed-in %s visiting /login lands on %s', async (role, home) => {
    setToken('jwt');
    mockFetch((url) => {
      if (url.pathname === '/api/v2/me') return json(me({ role }));
      if (url.pathname === '/api/v2/schoolgroups') return json([]);
      return undefined;
    });
    renderAt('/login');
    await waitForLocation(home);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' }, { timeout: 4000 }),
    ).toBeTruthy();
  });

  it('honours a safe ?next= and ignores an unsafe one', async () => {
    setToken('jwt');
    mockFetch((url) => (url.pathname === '/api/v2/me' ? json(me({ role: 'teacher' })) : json([])));
    const { unmount } = renderAt('/login?next=%2Fnotifications');
    await waitForLocation('/notifications');
    unmount();
    renderAt('/login?next=%2F%2Fevil.example');
    await waitForLocation('/teacher');
  });

  it('sends a visitor without a token from a role area to /login?next=', async () => {
    const fetch = mockFetch();
    renderAt('/teacher');
    await waitForLocation('/login?next=%2Fteacher');
    expect(fetch).not.toHaveBeenCalledWith('/api/v2/me', expect.anything());
  });

  it('tells a signed-in user of another role they have no access', async () => {
    setToken('jwt');
    mockFetch((url) => (url.pathname === '/api/v2/me' ? json(me({ role: 'student' })) : undefined));
    renderAt('/teacher');
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe('/student');
  });

  it('lets a teacher with the schoolAdmin flag into /school', async () => {
    setToken('jwt');
    mockFetch((url) => (url.pathname === '/api/v2/me' ? json(me({ role: 'teacher', schoolAdmin: true })) : undefined));
    renderAt('/school');
    expect(await screen.findByRole('link', { name: /Teachers/ }, { timeout: 4000 })).toBeTruthy();
  });
});

describe('app shell', () => {
  it('the teacher home greets by name and school and lists the classes', async () => {
    setToken('jwt');
    const fetch = mockFetch((url) => {
      if (url.pathname === '/api/v2/me') return json(me({ role: 'teacher', messagesCount: 3, notificationsCount: 0 }));
      if (url.pathname === '/api/v2/logout') return new Response(null, { status: 204 });
      if (url.pathname === '/api/v2/schoolgroups') {
        return json([
          { id: 4, name: '10A Chemistry', qualification_id: 1, curricula_id: [28], studentsCount: 24 },
          { id: 5, name: '11B Biology', qualification_id: null, curricula_id: [8], studentsCount: 1 },
        ]);
      }
      return undefined;
    });
    renderAt('/teacher');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByText('Hilltop School')).toBeTruthy();
    expect((await screen.findByRole('link', { name: /10A Chemistry/ })).getAttribute('href')).toBe(
      '/teacher/classes/4',
    );
    expect(screen.getByText('1 student')).toBeTruthy();
    expect(
      screen.getByRole('list', { name: 'Your areas' }).querySelector('a[href="/teacher/classes"]')?.textContent,
    ).toContain('Classes');
    // header counters and user menu
    // Messages: /me's count until the polled unread count answers (not mocked here).
    expect((await screen.findByRole('link', { name: 'Messages, 3 unread' })).getAttribute('href')).toBe('/messages');
    expect(screen.getByRole('link', { name: 'Notifications, none unread' }).getAttribute('href')).toBe(
      '/notifications',
    );
    const menuButton = screen.getByRole('button', { name: /Ada Lovelace, account menu/ });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(getToken()).toBeNull();
    // The token is revoked on the server too, with the token the browser had.
    const logout = fetch.mock.calls.find(([input]) => String(input) === '/api/v2/logout');
    expect(new Headers(logout?.[1]?.headers).get('authorization')).toBe('Bearer jwt');
    await waitFor(() => expect(pageLoads.assign).toHaveBeenCalledWith('/'));
  }, 15_000);

  it('sends a user with a one-time password to choose their own before anything else', async () => {
    setToken('jwt');
    mockFetch((url) =>
      url.pathname === '/api/v2/me' ? json(me({ role: 'student', mustChangePassword: true })) : undefined,
    );
    renderAt('/student');
    await waitForLocation('/account/password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your own password' }, { timeout: 4000 }),
    ).toBeTruthy();
  }, 15_000);

  it('shows the 404 screen for unknown routes inside the public layout', async () => {
    mockFetch();
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops!! What are you doing here?' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
  });

  it('shows request errors once, in the alert region', async () => {
    setToken('jwt');
    mockFetch((url) => {
      if (url.pathname === '/api/v2/me') return json(me({ role: 'teacher' }));
      if (url.pathname === '/api/v2/schoolgroups')
        return problem(403, 'forbidden', 'Forbidden', { detail: 'Not your school' });
      return undefined;
    });
    renderAt('/teacher');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Not your school');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
