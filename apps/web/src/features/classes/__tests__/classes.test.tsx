import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { clearErrors } from '../../../lib/error-store';
import { resetQueryClient } from '../../../lib/query';
import { json, me, mockFetch, problem } from '../../../test/fetch-mock';

const wait = { timeout: 4000 };

const groups = [
  { id: 4, name: '10A Chemistry', qualification_id: 1, curricula_id: [28], studentsCount: 3 },
  { id: 5, name: '11B Biology', qualification_id: null, curricula_id: [8], studentsCount: 1 },
];
const courses = [
  { id: 31, name: 'GCSE Chemistry', curricula_id: 28, qualification_id: 1, qualification: 'GCSE', group_id: [4] },
  {
    id: 32,
    name: 'A level Chemistry',
    curricula_id: 28,
    qualification_id: 2,
    qualification: 'A level',
    group_id: [4, 5],
  },
  { id: 33, name: 'GCSE Biology', curricula_id: 8, qualification_id: 1, qualification: 'GCSE', group_id: [5] },
];
const students = [
  { id: 101, name: 'Ada', full_name: 'Ada Byron', subgroups: ['Set 1'] },
  { id: 102, name: 'Alan', full_name: 'Alan Turing', subgroups: ['Set 2', 'Triple'] },
  { id: 103, name: 'Grace', full_name: 'Grace Hopper', subgroups: ['Set 1', 'Triple'] },
];
const structure = {
  id: 32,
  name: 'A level Chemistry',
  curricula_id: 28,
  qualification_id: 2,
  qualification: 'A level',
  chapters: [
    {
      id: 1,
      name: 'Atomic structure',
      topics: [
        {
          id: 11,
          name: 'Isotopes',
          checkpoint_id: 7,
          lessons: [
            { id: 111, name: 'Mass spectrometry', url: 'https://lessons.example/mass-spec' },
            { id: 112, name: 'Relative atomic mass', url: '/lessons/a-level-chemistry/ram' },
          ],
        },
        { id: 12, name: 'Electron shells', checkpoint_id: null, lessons: [] },
      ],
    },
  ],
};

function teacherApi() {
  return mockFetch((url) => {
    if (url.pathname === '/api/v2/me') return json(me({ role: 'teacher' }));
    if (url.pathname === '/api/v2/schoolgroups') return json(groups);
    if (url.pathname === '/api/v2/schoolgroups/courses') return json(courses);
    if (url.pathname === '/api/v2/filters/4/students') return json(students);
    if (url.pathname === '/api/v2/filters/32/lessons') return json(structure);
    if (url.pathname === '/api/v2/filters/31/lessons') return problem(403, 'forbidden', 'Forbidden');
    return undefined;
  });
}

function renderAt(path: string) {
  setToken('jwt');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
  clearErrors();
});

describe('/teacher/classes', () => {
  it('lists the classes with student counts, courses and a link to each class', async () => {
    teacherApi();
    renderAt('/teacher/classes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Classes' }, wait)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Your classes' }, wait);
    await vi.waitFor(() => expect(within(table).getByText('A level Chemistry, GCSE Chemistry')).toBeTruthy(), wait);
    expect(within(table).getByRole('link', { name: '10A Chemistry' }).getAttribute('href')).toBe('/teacher/classes/4');
    expect(within(table).getByRole('link', { name: '11B Biology' }).getAttribute('href')).toBe('/teacher/classes/5');
    expect(rowTexts(table)).toEqual([
      '10A Chemistry3 studentsA level Chemistry, GCSE Chemistry',
      '11B Biology1 studentA level Chemistry, GCSE Biology',
    ]);
  }, 15_000);

  it('says so when the teacher has no class', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/v2/me') return json(me({ role: 'teacher' }));
      if (url.pathname.startsWith('/api/v2/schoolgroups')) return json([]);
      return undefined;
    });
    renderAt('/teacher/classes');
    expect(await screen.findByText(/You have no classes yet/, {}, wait)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  }, 15_000);
});

describe('/teacher/classes/:id', () => {
  it('shows the students and filters them by subgroup', async () => {
    const fetch = teacherApi();
    renderAt('/teacher/classes/4');
    expect(await screen.findByRole('heading', { level: 1, name: '10A Chemistry' }, wait)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Students' }, wait);
    expect(rowTexts(table)).toEqual(['Ada ByronSet 1', 'Alan TuringSet 2Triple', 'Grace HopperSet 1Triple']);
    expect(screen.getByText('3 students')).toBeTruthy();

    const select = screen.getByLabelText('Subgroup') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['All students', 'Set 1', 'Set 2', 'Triple']);
    fireEvent.change(select, { target: { value: 'Triple' } });
    expect(rowTexts(screen.getByRole('table', { name: 'Students' }))).toEqual([
      'Alan TuringSet 2Triple',
      'Grace HopperSet 1Triple',
    ]);
    expect(screen.getByText('2 students in Triple')).toBeTruthy();
    fireEvent.change(select, { target: { value: 'Set 2' } });
    expect(rowTexts(screen.getByRole('table', { name: 'Students' }))).toEqual(['Alan TuringSet 2Triple']);
    fireEvent.change(select, { target: { value: '' } });
    expect(rowTexts(screen.getByRole('table', { name: 'Students' }))).toHaveLength(3);

    expect(screen.getByRole('link', { name: 'All classes' }).getAttribute('href')).toBe('/teacher/classes');
    expect(fetch.mock.calls.some(([input]) => String(input) === '/api/v2/filters/4/students')).toBe(true);
  }, 15_000);

  it("lists only this class's courses and opens a course's chapters, topics and lessons", async () => {
    const fetch = teacherApi();
    renderAt('/teacher/classes/4');
    const coursesTitle = await screen.findByRole('heading', { level: 2, name: 'Courses' }, wait);
    const section = coursesTitle.closest('section')!;
    const buttons = await within(section).findAllByRole('button', {}, wait);
    expect(buttons.map((b) => b.textContent)).toEqual(['▸ A level Chemistry · A level', '▸ GCSE Chemistry · GCSE']);
    expect(within(section).queryByText(/GCSE Biology/)).toBeNull();
    const lessonCalls = () => fetch.mock.calls.filter(([input]) => String(input).endsWith('/lessons'));
    expect(lessonCalls()).toHaveLength(0);

    const course = within(section).getByRole('button', { name: /A level Chemistry/ });
    expect(course.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(course);
    expect(course.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(course.getAttribute('aria-controls')!)!;
    expect(await within(panel).findByRole('heading', { level: 4, name: 'Atomic structure' }, wait)).toBeTruthy();
    expect(lessonCalls().map(([input]) => String(input))).toEqual(['/api/v2/filters/32/lessons']);

    const isotopes = within(panel).getByText('Isotopes').closest('li')!;
    expect(within(isotopes).getByText('Checkpoint')).toBeTruthy();
    const shells = within(panel).getByText('Electron shells').closest('li')!;
    expect(within(shells).queryByText('Checkpoint')).toBeNull();

    const lessons = within(panel).getByRole('list', { name: 'Lessons of Isotopes' });
    const link = within(lessons).getByRole('link', { name: /Mass spectrometry/ });
    expect(link.getAttribute('href')).toBe('https://lessons.example/mass-spec');
    expect(link.getAttribute('target')).toBe('_blank');
    // A bare path has no screen in the app: shown, not linked (no 404 from our own links).
    expect(within(lessons).getByText('Relative atomic mass').closest('a')).toBeNull();

    fireEvent.click(course);
    expect(course.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  }, 15_000);

  it('shows the 404 screen for a class that is not the teacher’s, without asking for its students', async () => {
    const fetch = teacherApi();
    renderAt('/teacher/classes/99');
    expect(await screen.findByRole('heading', { name: 'Oops!! What are you doing here?' }, wait)).toBeTruthy();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/filters/'))).toBe(false);
  }, 15_000);
});
