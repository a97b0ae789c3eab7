import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { clearErrors } from '../../../lib/error-store';
import { resetQueryClient } from '../../../lib/query';
import { json, me, mockFetch } from '../../../test/fetch-mock';

const wait = { timeout: 4000 };

function renderStudentHome(groups: unknown[], courses: unknown[]) {
  setToken('jwt');
  const fetch = mockFetch((url) => {
    if (url.pathname === '/api/v2/me') return json(me({ role: 'student', messagesCount: 0 }));
    if (url.pathname === '/api/v2/schoolgroups') return json(groups);
    if (url.pathname === '/api/v2/schoolgroups/courses') return json(courses);
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

  it('says so when the student is in no class and does not ask for courses', async () => {
    const fetch = renderStudentHome([], []);
    expect(await screen.findByText(/You are not in a class yet/, {}, wait)).toBeTruthy();
    expect(fetch.mock.calls.some(([input]) => String(input) === '/api/v2/schoolgroups/courses')).toBe(false);
  }, 15_000);
});
