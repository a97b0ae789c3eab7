import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { callsOf, expectNoAxeViolations, renderTeacherRoutesAt } from '../../../test/feature-harness';
import { teacherDashboardsRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const options = {
  curriculas: [{ id: 1, name: 'AQA Biology', subject_id: 8 }],
  qualifications: [],
  school_groups: [{ id: 10, name: '10B Biology', qualification_id: null, curricula_id: [1] }],
  courses: [{ id: 100, name: 'Bioenergetics', curricula_id: 1, qualification_id: 1, group_id: [10] }],
  owner: false,
  schoolAdmin: false,
};

const respiration = {
  id: 41,
  title: 'Practice: respiration',
  opens_at: '2026-11-20T09:00:00.000Z',
  due_at: '2026-12-03T16:30:00.000Z',
  lessons: [
    { lesson_id: 7, name: 'Aerobic respiration', topic_name: 'Respiration' },
    { lesson_id: 8, name: 'Anaerobic respiration', topic_name: 'Respiration' },
  ],
  target_lessons_completed: true,
  target_score: 70,
  set_to: 3,
  met: 1,
};

const lessons = (a: [boolean, number | null, boolean], b: [boolean, number | null, boolean]) =>
  [a, b].map(([completed, live_score, met], i) => ({
    lesson_id: 7 + i,
    completed,
    live_score,
    answers: live_score === null ? 0 : 3,
    met,
  }));

const students = {
  practice: respiration,
  students: [
    {
      student_id: 1,
      name: 'Amir Khan',
      lessons_completed: 2,
      lessons: lessons([true, 80, true], [true, 72.5, true]),
      met: true,
    },
    {
      student_id: 2,
      name: 'Bella Jones',
      lessons_completed: 1,
      lessons: lessons([true, 90, true], [false, 40, false]),
      met: false,
    },
    {
      student_id: 3,
      name: 'Chloe Smith',
      lessons_completed: 0,
      lessons: lessons([false, null, false], [false, null, false]),
      met: false,
    },
  ],
};

function mockDashboards() {
  return mockFetch((url) => {
    if (url.pathname === '/api/v2/filters') return json(options);
    if (url.pathname === '/api/v2/assignments/subject') return json([]);
    if (url.pathname === '/api/v2/assignments') return json({ items: [], total: 0, page: 1, limit: 10 });
    if (url.pathname === '/api/v2/assignments/practice')
      return json({ items: [respiration], total: 1, page: 1, limit: 10 });
    if (url.pathname === '/api/v2/assignments/practice/41/students') return json(students);
    if (/^\/api\/v2\/dashboards\/\w+\/filters$/.test(url.pathname)) return json([]);
    return undefined;
  });
}

describe('set practice on the Assignments tab', () => {
  it('lists each practice with its target, due time and how many met it, for the filters chosen', async () => {
    const fetchMock = mockDashboards();
    const { container } = renderTeacherRoutesAt(
      teacherDashboardsRoutes,
      '/teacher/dashboards?tab=assignments&subject=8&group=10',
    );
    const table = await screen.findByRole('table', { name: 'Your set practice, newest due first' });
    const row = within(table).getByRole('row', { name: /Practice: respiration/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual([
      'Every lesson completed and a live score of 70% on each lesson',
      '03.12.2026 16:30',
      '3',
      '1 of 3',
    ]);
    const read = callsOf(fetchMock).find((c) => c.url.pathname === '/api/v2/assignments/practice')!;
    expect(read.url.searchParams.get('subject')).toBe('8');
    expect(read.url.searchParams.get('groupId')).toBe('10');
    await expectNoAxeViolations(container);
  });

  it('shows, when asked, who met the target and who not, each lesson’s live score against it', async () => {
    const fetchMock = mockDashboards();
    const { container } = renderTeacherRoutesAt(
      teacherDashboardsRoutes,
      '/teacher/dashboards?tab=assignments&subject=8&group=10',
    );
    const open = await screen.findByRole('button', { name: 'Show who met it: Practice: respiration' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    // nothing is read per student until the teacher asks
    expect(callsOf(fetchMock).some((c) => c.url.pathname.startsWith('/api/v2/assignments/practice/'))).toBe(false);
    fireEvent.click(open);
    const section = await screen.findByRole('region', { name: 'Practice: respiration: who met the target' });
    expect(await within(section).findByText('Met: Amir Khan. Not yet: Bella Jones, Chloe Smith.')).toBeTruthy();
    const table = within(section).getByRole('table');
    const cellsOf = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(name) }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cellsOf('Amir Khan')).toEqual([
      'Yes',
      '2 of 2',
      '80% (target 70%), completed',
      '72.5% (target 70%), completed',
    ]);
    expect(cellsOf('Bella Jones')).toEqual([
      'Not yet',
      '1 of 2',
      '90% (target 70%), completed',
      '40% (target 70%), not completed',
    ]);
    expect(cellsOf('Chloe Smith')).toEqual([
      'Not yet',
      '0 of 2',
      'no answers yet (target 70%), not completed',
      'no answers yet (target 70%), not completed',
    ]);
    const read = callsOf(fetchMock).find((c) => c.url.pathname === '/api/v2/assignments/practice/41/students')!;
    expect(read.url.searchParams.get('groupId')).toBe('10');
    expect(
      screen.getByRole('button', { name: 'Hide who met it: Practice: respiration' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Hide who met it: Practice: respiration' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /who met the target/ })).toBeNull());
  });
});
