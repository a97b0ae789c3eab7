import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { clearErrors } from '../../../lib/error-store';
import { resetQueryClient } from '../../../lib/query';
import { fromNow as at, studentAssignment as assignment } from '../../../test/exam-data';
import { json, me, mockFetch } from '../../../test/fetch-mock';

const wait = { timeout: 4000 };

const DAY = 24 * 3_600_000;

function renderStudentHome(groups: unknown[], courses: unknown[], assignments: unknown[] = []) {
  setToken('jwt');
  const fetch = mockFetch((url) => {
    if (url.pathname === '/api/v2/me') return json(me({ role: 'student', messagesCount: 0 }));
    if (url.pathname === '/api/v2/schoolgroups') return json(groups);
    if (url.pathname === '/api/v2/schoolgroups/courses') return json(courses);
    if (url.pathname === '/api/v2/mafassignments')
      return json({ items: assignments, total: assignments.length, page: 1, limit: 100 });
    return undefined;
  });
  render(
    <MemoryRouter initialEntries={['/student']}>
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

describe('student home', () => {
  it("lists the student's classes with their courses, without links to the teacher-only structure", async () => {
    renderStudentHome(
      [
        { id: 4, name: '10A Chemistry', qualification_id: 1, curricula_id: [28], studentsCount: 24 },
        { id: 5, name: '10A Biology', qualification_id: 1, curricula_id: [8], studentsCount: 1 },
      ],
      [
        { id: 32, name: 'GCSE Chemistry', curricula_id: 28, qualification_id: 1, qualification: 'GCSE', group_id: [4] },
        { id: 31, name: 'Atoms first', curricula_id: 28, qualification_id: 1, qualification: 'GCSE', group_id: [4] },
      ],
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' }, wait)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'My classes' })).toBeTruthy();
    const chemistry = (await screen.findByRole('heading', { level: 3, name: '10A Chemistry' }, wait)).closest('li')!;
    expect(within(chemistry).getByText('24 students')).toBeTruthy();
    const list = await within(chemistry).findByRole('list', { name: 'Courses of 10A Chemistry' }, wait);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Atoms first (GCSE)', 'GCSE Chemistry (GCSE)']);
    const biology = screen.getByRole('heading', { level: 3, name: '10A Biology' }).closest('li')!;
    expect(within(biology).getByText('1 student')).toBeTruthy();
    expect(within(biology).getByText('No courses yet.')).toBeTruthy();
    // Students cannot open /filters/:id/lessons or a class page: nothing in "My classes" links.
    const section = screen.getByRole('heading', { level: 2, name: 'My classes' }).closest('section')!;
    expect(within(section).queryAllByRole('link')).toEqual([]);
    // The student's areas: their assignments.
    const areas = screen.getByRole('list', { name: 'Your areas' });
    expect(
      within(areas)
        .getByRole('link', { name: /Assignments/ })
        .getAttribute('href'),
    ).toBe('/student/assignments');
    expect(await screen.findByRole('link', { name: 'Messages, none unread' }, wait)).toBeTruthy();
  }, 15_000);

  it('leads with the open assignments, soonest due first, then the latest released marks', async () => {
    renderStudentHome(
      [],
      [],
      [
        assignment({ id: 1, title: 'Due later', due_at: at(5 * DAY) }),
        assignment({
          id: 2,
          title: 'Half done',
          status: 'in_progress',
          started_at: at(-600_000),
          deadline_at: at(DAY),
          due_at: at(DAY),
        }),
        assignment({ id: 3, title: 'Not open yet', opens_at: at(DAY), due_at: at(3 * DAY) }),
        assignment({ id: 4, title: 'Waiting for marks', status: 'submitted', submitted_at: at(-DAY) }),
        assignment({
          id: 5,
          title: 'Marked quiz',
          status: 'marked',
          submitted_at: at(-3 * DAY),
          due_at: at(-2 * DAY),
          marks: 7,
          max_marks: 8,
        }),
      ],
    );
    const upNext = (await screen.findByRole('heading', { level: 2, name: 'Up next' }, wait)).closest('section')!;
    const open = await within(upNext).findByRole('list', { name: 'Open assignments' }, wait);
    expect(
      within(open)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Half done', 'Due later']);
    expect(within(open).getByRole('link', { name: 'Continue: Half done' }).getAttribute('href')).toBe(
      '/student/assignments/2',
    );
    expect(within(open).getByRole('link', { name: 'Start: Due later' }).getAttribute('href')).toBe(
      '/student/assignments/1',
    );
    expect(within(upNext).getByRole('link', { name: 'All your assignments' }).getAttribute('href')).toBe(
      '/student/assignments',
    );
    const marked = screen.getByRole('heading', { level: 2, name: 'Recently marked' }).closest('section')!;
    expect(within(marked).getByText('Your mark: 7 of 8 (88%)')).toBeTruthy();
    expect(within(marked).getByRole('link', { name: 'See your marks: Marked quiz' }).getAttribute('href')).toBe(
      '/student/assignments/5/review',
    );
    expect(screen.queryByText('Waiting for marks')).toBeNull();
  }, 15_000);

  it('says when nothing is open, and shows no marks section before any release', async () => {
    renderStudentHome([], [], [assignment({ id: 4, title: 'Waiting', status: 'submitted', submitted_at: at(-DAY) })]);
    expect(await screen.findByText(/Nothing to do right now/, {}, wait)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Recently marked' })).toBeNull();
  }, 15_000);

  it('says so when the student is in no class and does not ask for courses', async () => {
    const fetch = renderStudentHome([], []);
    expect(await screen.findByText(/You are not in a class yet/, {}, wait)).toBeTruthy();
    expect(fetch.mock.calls.some(([input]) => String(input) === '/api/v2/schoolgroups/courses')).toBe(false);
  }, 15_000);
});
