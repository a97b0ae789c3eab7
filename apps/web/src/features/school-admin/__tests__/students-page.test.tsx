import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import { setToken } from '../../../lib/auth-token';
import { createQueryClient } from '../../../lib/query';
import { StudentsPage } from '../components/StudentsPage';

const classes = [
  { id: 1, name: '10B Biology', active: true, qualification: null, curricula: [], teachers: [], studentsCount: 2 },
  { id: 2, name: '11A Chemistry', active: true, qualification: null, curricula: [], teachers: [], studentsCount: 1 },
];

const sophie = {
  id: 11,
  name: 'Sophie Student',
  email: 'sophie@school.test',
  active: true,
  groups: [{ id: 1, name: '10B Biology' }],
  subgroups: ['Set 1'],
};
const amir = { id: 12, name: 'Amir Khan', email: 'amir@school.test', active: true, groups: [], subgroups: [] };

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider>
        <MemoryRouter>
          <StudentsPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** A last (or only) page of the students list. */
const page = (items: object[]) => ({ items, next_cursor: null, total: items.length, total_capped: false });

const isGet = (url: URL, init: RequestInit, path: string) => url.pathname === path && (init.method ?? 'GET') === 'GET';
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

beforeEach(() => {
  setToken('jwt');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Full Mantine screens in jsdom: seconds each on a busy machine.
describe('StudentsPage', { timeout: 15_000 }, () => {
  it('lists the students and searches on the server', async () => {
    const fetch = mockFetch((url, init) => {
      if (isGet(url, init, '/api/v2/school/groups')) return json(classes);
      if (isGet(url, init, '/api/v2/school/students')) {
        const q = url.searchParams.get('query');
        return json(page(q ? [amir].filter((s) => s.name.toLowerCase().includes(q.toLowerCase())) : [amir, sophie]));
      }
      return undefined;
    });
    renderPage();

    const table = await screen.findByRole('table', { name: 'Students' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]!.textContent).toContain('Sophie Student');
    expect(rows[2]!.textContent).toContain('10B Biology');
    expect(rows[2]!.textContent).toContain('Set 1');
    expect(screen.getByRole('heading', { level: 1, name: 'Students' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'amir' } });
    await vi.waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Students' })).getAllByRole('row')).toHaveLength(2),
    );
    const searched = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(
      searched.some((u) => u.pathname === '/api/v2/school/students' && u.searchParams.get('query') === 'amir'),
    ).toBe(true);
  });

  it('pages through a long list with the server cursor, back and forth', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      ...amir,
      id: 100 + i,
      name: `Student ${String(i).padStart(3, '0')}`,
      email: `s${i}@school.test`,
    }));
    const fetch = mockFetch((url, init) => {
      if (isGet(url, init, '/api/v2/school/groups')) return json(classes);
      if (isGet(url, init, '/api/v2/school/students')) {
        const from = Number(url.searchParams.get('cursor') ?? 0);
        const limit = Number(url.searchParams.get('limit'));
        const next = from + limit < many.length ? String(from + limit) : null;
        return json({
          items: many.slice(from, from + limit),
          next_cursor: next,
          total: many.length,
          total_capped: false,
        });
      }
      return undefined;
    });
    renderPage();
    // 50 rows of Mantine in jsdom render slowly on a busy machine.
    const slow = { timeout: 8_000 };
    const firstRow = async () =>
      within(await screen.findByRole('table', { name: 'Students' })).getAllByRole('row')[1]!.textContent;
    expect(await firstRow()).toContain('Student 000');
    expect(screen.getByRole('status').textContent).toBe('120 students; page 1 of 3.');
    const pages = screen.getByRole('navigation', { name: 'Student pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await vi.waitFor(async () => expect(await firstRow()).toContain('Student 050'), slow);
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await vi.waitFor(async () => expect(await firstRow()).toContain('Student 100'), slow);
    expect(within(pages).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    await vi.waitFor(async () => expect(await firstRow()).toContain('Student 050'), slow);
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(
      asked.filter((u) => u.pathname === '/api/v2/school/students').map((u) => u.searchParams.get('cursor')),
    ).toEqual(expect.arrayContaining([null, '50', '100']));
  }, 30_000);

  it('shows a failed list inline', async () => {
    mockFetch((url, init) => {
      if (isGet(url, init, '/api/v2/school/groups')) return json(classes);
      if (isGet(url, init, '/api/v2/school/students'))
        return problem(403, 'forbidden', 'Forbidden', { detail: 'Your role may not use this action' });
      return undefined;
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Your role may not use this action');
  });

  it('adds a student, shows the one-time password once, and shows a taken e-mail on its field', async () => {
    const posts: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (isGet(url, init, '/api/v2/school/groups')) return json(classes);
      if (isGet(url, init, '/api/v2/school/students')) return json(page([sophie]));
      if (url.pathname === '/api/v2/school/students' && init.method === 'POST') {
        const body = bodyOf(init);
        posts.push(body);
        if (body.email === 'taken@school.test') {
          return problem(409, 'email_taken', 'Conflict', {
            detail: 'An account with taken@school.test already exists',
          });
        }
        return json(
          {
            id: 99,
            name: body.name,
            email: body.email,
            active: true,
            groups: [],
            subgroups: [],
            initialPassword: 'Xy7kPq2mNb4R',
          },
          201,
        );
      }
      return undefined;
    });
    renderPage();
    await screen.findByRole('table', { name: 'Students' });

    fireEvent.click(screen.getByRole('button', { name: 'Add student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add student' });
    // Nothing is sent while a required field is empty.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add student' }));
    expect(await within(dialog).findByText('Enter the student’s name')).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Nina New' } });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'taken@school.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add student' }));
    expect(await within(dialog).findByText('An account with taken@school.test already exists')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^E-mail/)
        .getAttribute('aria-invalid'),
    ).toBe('true');

    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: ' nina@school.test ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '11A Chemistry' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add student' }));
    const password = (await within(dialog).findByLabelText('Initial password')) as HTMLInputElement;
    expect(password.value).toBe('Xy7kPq2mNb4R');
    expect(password.readOnly).toBe(true);
    expect(within(dialog).getByText(/shown only this once/)).toBeTruthy();
    expect(posts.at(-1)).toEqual({ name: 'Nina New', email: 'nina@school.test', groupIds: [2], subgroups: [] });
  });

  it('bulk add: shows the problems per line, then imports and offers the passwords as CSV', async () => {
    const sent: { path: string; body: unknown }[] = [];
    let checks = 0;
    mockFetch((url, init) => {
      if (isGet(url, init, '/api/v2/school/groups')) return json(classes);
      if (isGet(url, init, '/api/v2/school/students')) return json(page([sophie]));
      if (init.method === 'POST' && url.pathname.startsWith('/api/v2/school/students/import')) {
        sent.push({ path: url.pathname, body: bodyOf(init) });
      }
      if (url.pathname === '/api/v2/school/students/import/check') {
        checks += 1;
        if (checks === 1) {
          return json({
            valid: false,
            students: [],
            rows: [
              {
                line: 3,
                errors: [{ code: 'email_invalid', column: 'email', message: '"bob@" is not a valid e-mail address' }],
              },
              {
                line: 4,
                errors: [
                  { code: 'name_missing', column: 'name', message: 'The name is empty' },
                  { code: 'class_unknown', column: 'class', message: 'Your school has no active class named "12Z"' },
                ],
              },
            ],
          });
        }
        return json({
          valid: true,
          students: [
            { line: 2, name: 'Ann Lee', email: 'ann@school.test', class: '10B Biology', subgroups: [] },
            { line: 3, name: 'Bob Ray', email: 'bob@school.test', class: null, subgroups: ['SEN'] },
          ],
          rows: [],
        });
      }
      if (url.pathname === '/api/v2/school/students/import') {
        return json(
          {
            created: [
              {
                id: 21,
                line: 2,
                name: 'Ann Lee',
                email: 'ann@school.test',
                class: '10B Biology',
                subgroups: [],
                initialPassword: 'Pw2aaaaaaaaa',
              },
              {
                id: 22,
                line: 3,
                name: 'Bob Ray',
                email: 'bob@school.test',
                class: null,
                subgroups: ['SEN'],
                initialPassword: 'Pw3bbbbbbbbb',
              },
            ],
            credentialsCsv:
              'name,email,class,subgroups,password\r\nAnn Lee,ann@school.test,10B Biology,,Pw2aaaaaaaaa\r\n',
          },
          201,
        );
      }
      return undefined;
    });
    // jsdom has no object URLs: stand in for them during this test only.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:passwords');
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    renderPage();
    await screen.findByRole('table', { name: 'Students' });

    fireEvent.click(screen.getByRole('button', { name: 'Bulk add students' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk add students' });
    const bad = 'name,email,class\nAnn Lee,ann@school.test,10B Biology\nBob,bob@,\n,c@school.test,12Z\n';
    fireEvent.change(within(dialog).getByLabelText('Or paste the lines'), { target: { value: bad } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));

    const problems = await within(dialog).findByRole('table', { name: 'Problems by line' });
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['3', '4']);
    expect(rows[1]!.textContent).toContain('The name is empty');
    expect(rows[1]!.textContent).toContain('no active class named "12Z"');
    expect(within(dialog).getByText(/Nothing has been added/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Add \d/ })).toBeNull();
    expect(sent[0]).toEqual({ path: '/api/v2/school/students/import/check', body: { csv: bad } });

    const good = 'name,email,class,subgroups\nAnn Lee,ann@school.test,10B Biology,\nBob Ray,bob@school.test,,SEN\n';
    fireEvent.change(within(dialog).getByLabelText('Or paste the lines'), { target: { value: good } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    const preview = await within(dialog).findByRole('table', { name: 'Students to add' });
    expect(within(preview).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 students' }));

    const passwords = await within(dialog).findByRole('table', { name: 'New students and their one-time passwords' });
    expect(passwords.textContent).toContain('Pw2aaaaaaaaa');
    expect(passwords.textContent).toContain('Pw3bbbbbbbbb');
    expect(within(dialog).getByText(/shown only now/)).toBeTruthy();
    expect(sent.at(-1)).toEqual({ path: '/api/v2/school/students/import', body: { csv: good } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await blob.text()).toContain('Ann Lee,ann@school.test,10B Biology,,Pw2aaaaaaaaa');
  });
});
