import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { resetQueryClient } from '../../../lib/query';
import { json, me, mockFetch } from '../../../test/fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
});

function mockSchoolApi(role: string, schoolAdmin: boolean) {
  return mockFetch((url) => {
    if (url.pathname === '/api/v2/me') return json(me({ role, schoolAdmin }));
    if (url.pathname === '/api/v2/school/teachers') {
      return json([
        {
          id: 7,
          name: 'Ada Lovelace',
          email: 'ada@school.test',
          schoolAdmin: true,
          owner: true,
          active: true,
          groups: [],
        },
      ]);
    }
    if (url.pathname === '/api/v2/school/groups/options') return json({ curricula: [] });
    if (url.pathname === '/api/v2/school/groups') return json([]);
    if (url.pathname === '/api/v2/school/students')
      return json({ items: [], next_cursor: null, total: 0, total_capped: false });
    return undefined;
  });
}

describe('school admin routes', () => {
  it.each([
    ['/school/teachers', 'Teachers'],
    ['/school/classes', 'Classes'],
    ['/school/students', 'Students'],
  ])('%s opens the %s page for a school admin', async (path, heading) => {
    setToken('jwt');
    mockSchoolApi('schooladmin', true);
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeTruthy();
  });

  it('is not open to a plain teacher', async () => {
    setToken('jwt');
    const fetch = mockSchoolApi('teacher', false);
    render(
      <MemoryRouter initialEntries={['/school/students']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u) === '/api/v2/me')).toBe(true), {
      timeout: 5000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Students' })).toBeNull();
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/api/v2/school/students'))).toBe(false);
  });
});
