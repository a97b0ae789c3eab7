import { formatDate } from '@markwell/domain/time/index';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { clearErrors } from '../../../lib/error-store';
import { resetQueryClient } from '../../../lib/query';
import { json, me, mockFetch, problem } from '../../../test/fetch-mock';
import { filterAndSortSchools, nextSort } from '../components/school-table';

const wait = { timeout: 4000 };

const schools = [
  {
    id: 1,
    name: 'Hilltop School',
    type: 'largeschool',
    active: true,
    teachers: 12,
    students: 240,
    groups: 18,
    createdAt: '2024-03-05T10:00:00.000Z',
  },
  {
    id: 2,
    name: 'amy’s tutoring',
    type: 'coach',
    active: false,
    teachers: 1,
    students: 8,
    groups: 2,
    createdAt: '2025-11-20T10:00:00.000Z',
  },
  {
    id: 3,
    name: 'Riverside Academy',
    type: 'xlschool',
    active: true,
    teachers: 40,
    students: 1200,
    groups: 60,
    createdAt: '2023-09-01T10:00:00.000Z',
  },
  {
    id: 4,
    name: 'Brook Primary',
    type: 'smallschool',
    active: true,
    teachers: 3,
    students: 60,
    groups: 4,
    createdAt: '2025-01-15T10:00:00.000Z',
  },
] as const;

function renderSchools() {
  setToken('jwt');
  const fetch = mockFetch((url) => {
    if (url.pathname === '/api/v2/me') return json(me({ role: 'admin', schoolId: null, schoolName: null }));
    if (url.pathname === '/api/v2/admin/schools') return json(schools);
    return undefined;
  });
  render(
    <MemoryRouter initialEntries={['/admin/schools']}>
      <AppRoutes />
    </MemoryRouter>,
  );
  return fetch;
}

const names = () =>
  within(screen.getByRole('table', { name: 'Schools' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
  clearErrors();
});

describe('/admin/schools', () => {
  it('shows every school with type label, status, counts and created date', async () => {
    renderSchools();
    expect(await screen.findByRole('heading', { level: 1, name: 'Schools' }, wait)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Schools' }, wait);
    const header = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(header).toEqual(['Name ▲', 'Type', 'Status', 'Teachers', 'Students ↕', 'Classes', 'Created', 'Actions']);
    const hilltop = within(table).getByRole('rowheader', { name: 'Hilltop School' }).closest('tr')!;
    const cells = within(hilltop)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual([
      'Large school',
      'Active',
      '12',
      '240',
      '18',
      formatDate('2024-03-05T10:00:00.000Z'),
      'Deactivate',
    ]);
    expect(within(hilltop).getByRole('button', { name: 'Deactivate Hilltop School' })).toBeTruthy();
    expect(formatDate('2024-03-05T10:00:00.000Z')).toMatch(/^0[45]\.03\.2024$/);
    expect(within(hilltop).getByText(formatDate('2024-03-05T10:00:00.000Z')).getAttribute('datetime')).toBe(
      '2024-03-05T10:00:00.000Z',
    );
    const amy = within(table).getByRole('rowheader', { name: 'amy’s tutoring' }).closest('tr')!;
    expect(
      within(amy)
        .getAllByRole('cell')
        .map((td) => td.textContent)
        .slice(0, 2),
    ).toEqual(['Coach', 'Inactive']);
    expect(within(table).getByText('Small school')).toBeTruthy();
    expect(within(table).getByText('Extra-large school')).toBeTruthy();
    expect(screen.getByText('4 schools.')).toBeTruthy();
    // Sorted by name, case-insensitively.
    expect(names()).toEqual(['amy’s tutoring', 'Brook Primary', 'Hilltop School', 'Riverside Academy']);
  }, 15_000);

  it('deactivates a school after a confirmation, and reactivates one', async () => {
    const sent: { url: string; body: unknown }[] = [];
    setToken('jwt');
    mockFetch((url, init) => {
      if (url.pathname === '/api/v2/me') return json(me({ role: 'admin', schoolId: null, schoolName: null }));
      if (url.pathname === '/api/v2/admin/schools') return json(schools);
      const id = /^\/api\/v2\/admin\/schools\/(\d+)$/.exec(url.pathname)?.[1];
      if (id && init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { active: boolean };
        sent.push({ url: url.pathname, body });
        return json({ ...schools.find((s) => s.id === Number(id))!, ...body });
      }
      return undefined;
    });
    render(
      <MemoryRouter initialEntries={['/admin/schools']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Hilltop School' }, wait));
    const ask = await screen.findByRole('dialog', { name: 'Deactivate Hilltop School?' }, wait);
    expect(ask.textContent).toContain('Nobody of this school will be able to log in');
    // Cancelling sends nothing.
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Hilltop School' }));
    const again = await screen.findByRole('dialog', { name: 'Deactivate Hilltop School?' }, wait);
    fireEvent.click(within(again).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);

    fireEvent.click(screen.getByRole('button', { name: 'Reactivate amy’s tutoring' }));
    const back = await screen.findByRole('dialog', { name: 'Reactivate amy’s tutoring?' }, wait);
    fireEvent.click(within(back).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(sent).toHaveLength(2), wait);
    expect(sent).toEqual([
      { url: '/api/v2/admin/schools/1', body: { active: false } },
      { url: '/api/v2/admin/schools/2', body: { active: true } },
    ]);
  }, 20_000);

  it('opens a new school with its owner and shows the one-time password once; a taken e-mail is said', async () => {
    const sent: unknown[] = [];
    setToken('jwt');
    mockFetch((url, init) => {
      if (url.pathname === '/api/v2/me') return json(me({ role: 'admin', schoolId: null, schoolName: null }));
      if (url.pathname === '/api/v2/admin/schools' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { ownerEmail: string };
        sent.push(body);
        if (body.ownerEmail === 'taken@school.example')
          return problem(409, 'email_taken', 'Conflict', {
            detail: 'An account with taken@school.example already exists',
          });
        return json(
          {
            school: { id: 9, name: 'Valley College', type: 'largeschool' },
            owner: { id: 90, name: 'Vera Valley', email: body.ownerEmail },
            initialPassword: 'plum-harbour-77',
          },
          201,
        );
      }
      return undefined;
    });
    render(
      <MemoryRouter initialEntries={['/admin/schools/new']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Open the school' }, wait));
    expect((await screen.findByRole('alert', {}, wait)).textContent).toContain('Fill in the school name');
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /School name/ }), { target: { value: 'Valley College' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Owner’s name/ }), { target: { value: 'Vera Valley' } });
    const email = screen.getByRole('textbox', { name: /Owner’s e-mail/ });
    fireEvent.change(email, { target: { value: 'taken@school.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the school' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('already exists'), wait);

    fireEvent.change(email, { target: { value: 'vera@valley.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the school' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Valley College is open' }, wait)).toBeTruthy();
    expect(((await screen.findByTestId('one-time-password', {}, wait)) as HTMLInputElement).value).toBe(
      'plum-harbour-77',
    );
    expect(sent.at(-1)).toEqual({
      name: 'Valley College',
      type: 'smallschool',
      ownerName: 'Vera Valley',
      ownerEmail: 'vera@valley.example',
    });
  }, 20_000);

  it('sorts by name or students from the column headers and searches by name', async () => {
    renderSchools();
    await screen.findByRole('table', { name: 'Schools' }, wait);
    const nameTh = screen.getByRole('columnheader', { name: /Name/ });
    const studentsTh = screen.getByRole('columnheader', { name: /Students/ });
    expect(nameTh.getAttribute('aria-sort')).toBe('ascending');
    expect(studentsTh.getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(studentsTh).getByRole('button', { name: 'Students' }));
    expect(studentsTh.getAttribute('aria-sort')).toBe('descending');
    expect(nameTh.getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Riverside Academy', 'Hilltop School', 'Brook Primary', 'amy’s tutoring']);
    fireEvent.click(within(studentsTh).getByRole('button', { name: 'Students' }));
    expect(studentsTh.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['amy’s tutoring', 'Brook Primary', 'Hilltop School', 'Riverside Academy']);

    fireEvent.click(within(nameTh).getByRole('button', { name: 'Name' }));
    expect(nameTh.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(nameTh).getByRole('button', { name: 'Name' }));
    expect(nameTh.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Riverside Academy', 'Hilltop School', 'Brook Primary', 'amy’s tutoring']);

    const search = within(screen.getByRole('search', { name: 'Find schools' })).getByLabelText('Search by name');
    fireEvent.change(search, { target: { value: '  SCHOOL ' } });
    expect(names()).toEqual(['Hilltop School']);
    expect(screen.getByText('1 of 4 schools match.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nowhere' } });
    expect(screen.queryByRole('table', { name: 'Schools' })).toBeNull();
    expect(screen.getByText('0 of 4 schools match.')).toBeTruthy();
  }, 15_000);

  it('the admin home card links to the schools screen', async () => {
    renderSchoolsHome();
    const areas = await screen.findByRole('list', { name: 'Your areas' }, wait);
    expect(
      within(areas)
        .getByRole('link', { name: /Schools/ })
        .getAttribute('href'),
    ).toBe('/admin/schools');
  }, 15_000);
});

function renderSchoolsHome() {
  setToken('jwt');
  mockFetch((url) => (url.pathname === '/api/v2/me' ? json(me({ role: 'admin' })) : undefined));
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('school table rules', () => {
  it('breaks ties on students by name and flips the direction on the same column', () => {
    const tied = [
      { ...schools[0], id: 10, name: 'Zeta', students: 5 },
      { ...schools[0], id: 11, name: 'alpha', students: 5 },
      { ...schools[0], id: 12, name: 'Mid', students: 9 },
    ];
    expect(filterAndSortSchools(tied, '', { key: 'students', dir: 'desc' }).map((s) => s.name)).toEqual([
      'Mid',
      'alpha',
      'Zeta',
    ]);
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'students')).toEqual({ key: 'students', dir: 'desc' });
    expect(nextSort({ key: 'students', dir: 'desc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
  });
});
