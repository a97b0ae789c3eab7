import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, me, mockFetch, problem } from '../../../test/fetch-mock';
import { callsOf, expectNoAxeViolations, renderRoutesAt } from '../../../test/feature-harness';
import { schoolMockRoutes, staffMockRoutes, teacherMockRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const stamp = '2026-11-20T09:00:00.000Z';
const sessionBase = {
  id: 5,
  name: 'Year 10 mock',
  template_id: 40,
  template_name: 'Biology mock paper',
  total_marks: 12,
  question_count: 3,
  opens_at: '2026-11-23T09:00:00.000Z',
  closes_at: '2026-11-30T17:00:00.000Z',
  time_limit_seconds: 2700,
  state: 'open',
  created_at: stamp,
  updated_at: stamp,
};
const session = {
  ...sessionBase,
  schools: [
    { id: 1, name: 'Hilltop School' },
    { id: 2, name: 'Lakeside School' },
  ],
  assignment_count: 2,
  submitted_count: 9,
  archived_at: null,
};
const results = {
  session_id: 5,
  name: 'Year 10 mock',
  max_marks: 12,
  all_schools: { schools: 2, students: 9, mean_percent: 61.7 } as {
    schools: number;
    students: number;
    mean_percent: number;
  } | null,
  all_schools_withheld: null as string | null,
  schools: [{ school_id: 1, school_name: 'Hilltop School', students: 4, mean_percent: 70 }],
  assignments: [{ assignment_id: 31, title: 'Year 10 mock', classes: ['10B'], students: 4, mean_percent: 70 }],
};
const groups = [
  { id: 2, name: '10B', qualification_id: 1, curricula_id: [1], studentsCount: 3 },
  { id: 3, name: '10C', qualification_id: 1, curricula_id: [1], studentsCount: 4 },
];

describe('staff mock session page', () => {
  it('asks twice before archiving a session schools have set', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/v2/sessions/5' && init.method === 'DELETE')
        return url.searchParams.get('confirm') === 'true'
          ? json({ success: true, archived: true })
          : problem(400, 'mock_session_in_use', 'Bad Request', {
              school_count: 2,
              assignment_count: 2,
              submitted_count: 9,
            });
      if (url.pathname === '/api/v2/sessions/5') return json(session);
      if (url.pathname === '/api/v2/sessions/5/results')
        return json({
          ...results,
          schools: [
            ...results.schools,
            { school_id: 2, school_name: 'Lakeside School', students: 5, mean_percent: 55 },
          ],
          assignments: [],
        });
      if (url.pathname === '/api/v2/mockschools') return json(session.schools);
      if (url.pathname === '/api/v2/mocktemplates')
        return json([
          {
            id: 40,
            name: 'Biology mock paper',
            curricula_id: 1,
            total_marks: 12,
            question_count: 3,
            time_limit_seconds: null,
          },
        ]);
      if (url.pathname === '/api/v2/sessions') return json({ items: [], total: 0, page: 1, limit: 20 });
      return undefined;
    });
    const { container, router } = renderRoutesAt('/staff', staffMockRoutes, '/staff/mocks/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 10 mock' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Results by school' });
    expect(within(table).getByRole('row', { name: /Lakeside School 5 55%/ })).toBeTruthy();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Delete this session' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(/2 schools set it \(2 assignments, 9 submitted\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Archive it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/mocks'));
    const deletes = callsOf(fetchMock).filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.url.searchParams.get('confirm'))).toEqual([null, 'true']);
  });
});

describe('school mock exams page', () => {
  const available = [
    {
      session: sessionBase,
      assignments: [
        {
          assignment_id: 31,
          title: 'Year 10 mock',
          classes: ['10C'],
          group_ids: [3],
          opens_at: sessionBase.opens_at,
          due_at: sessionBase.closes_at,
          created_by_me: true,
        },
      ],
      set: true,
    },
  ];

  it('says why the all-schools figure is withheld while too few other schools stand behind it', async () => {
    const reason =
      'Shown once at least 3 other schools and 20 of their students have released results (so far: 1 school, 5 students).';
    mockFetch((url) => {
      if (url.pathname === '/api/v2/me') return json(me());
      if (url.pathname === '/api/v2/mock/available') return json(available);
      if (url.pathname === '/api/v2/schoolgroups') return json(groups);
      if (url.pathname === '/api/v2/sessions/5/results')
        return json({ ...results, all_schools: null, all_schools_withheld: reason });
      return undefined;
    });
    renderRoutesAt('/teacher', teacherMockRoutes, '/teacher/mocks');
    const card = await screen.findByRole('region', { name: 'Year 10 mock' });
    const table = await within(card).findByRole('table', { name: 'Your school beside all schools' });
    expect(within(table).getByRole('row', { name: `All schools Not shown yet. ${reason}` })).toBeTruthy();
  });

  it('sets a mock to a class and shows the school beside every school', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/v2/me') return json(me());
      if (url.pathname === '/api/v2/mock/available') return json(available);
      if (url.pathname === '/api/v2/schoolgroups') return json(groups);
      if (url.pathname === '/api/v2/sessions/5/results') return json(results);
      if (url.pathname === '/api/v2/sessions/5/assignments' && init.method === 'POST')
        return json({ assignment_id: 32, session_id: 5 }, 201);
      return undefined;
    });
    const { container } = renderRoutesAt('/teacher', teacherMockRoutes, '/teacher/mocks');
    const card = await screen.findByRole('region', { name: 'Year 10 mock' });
    const table = await within(card).findByRole('table', { name: 'Your school beside all schools' });
    expect(within(table).getByRole('row', { name: /All schools \(2 with results\) 9 students 61.7%/ })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Your school \(Hilltop School\) 4 students 70%/ })).toBeTruthy();
    await expectNoAxeViolations(container);

    const alreadySet = within(card).getByRole('checkbox', { name: '10C (already set)' });
    expect((alreadySet as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(card).getByRole('checkbox', { name: /^10B/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Set to 1 class' }));
    expect(await within(card).findByText('Set. It is now in your assignments.')).toBeTruthy();
    const post = callsOf(fetchMock).find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ group_ids: [2] });
  });

  it('says the mock does not exist for an assignment that sits none', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/v2/me') return json(me({ role: 'schooladmin', schoolAdmin: true }));
      if (url.pathname === '/api/v2/mock/available') return json([]);
      if (url.pathname === '/api/v2/mocks/assignments/find')
        return problem(404, 'mock_not_found', 'Not Found', { detail: 'The Mok exam with this id does not exist.' });
      return undefined;
    });
    renderRoutesAt('/school', schoolMockRoutes, '/school/mocks?assignment=99');
    expect(await screen.findByText('The Mok exam with this id does not exist.')).toBeTruthy();
    expect(await screen.findByText(/No mock exam is offered to your school/)).toBeTruthy();
  });

  it('says something went wrong when taking an assignment off fails', async () => {
    mockFetch((url, init) => {
      if (url.pathname === '/api/v2/me') return json(me());
      if (url.pathname === '/api/v2/mock/available') return json(available);
      if (url.pathname === '/api/v2/schoolgroups') return json(groups);
      if (url.pathname === '/api/v2/sessions/5/results') return json(results);
      if (url.pathname === '/api/v2/mocks/31/assignment' && init.method === 'DELETE')
        return problem(500, 'internal', 'Internal Server Error');
      return undefined;
    });
    renderRoutesAt('/teacher', teacherMockRoutes, '/teacher/mocks');
    const card = await screen.findByRole('region', { name: 'Year 10 mock' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Take off' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, take it off' }));
    expect(await within(card).findByText('Something went wrong please try again later.')).toBeTruthy();
  });
});
