import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { callsOf, expectNoAxeViolations, renderTeacherRoutesAt } from '../../../test/feature-harness';
import { filterChoices } from '../components/filter-choices';
import { formatPercent } from '../components/PercentBar';
import { teacherDashboardsRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const options = {
  curriculas: [
    { id: 1, name: 'AQA Biology', subject_id: 8 },
    { id: 2, name: 'AQA Chemistry', subject_id: 28 },
  ],
  qualifications: [],
  school_groups: [
    { id: 10, name: '10B Biology', qualification_id: null, curricula_id: [1] },
    { id: 11, name: '11A Chemistry', qualification_id: null, curricula_id: [2] },
  ],
  courses: [
    { id: 100, name: 'Cell Biology', curricula_id: 1, qualification_id: 1, group_id: [10] },
    { id: 200, name: 'Moles', curricula_id: 2, qualification_id: 3, group_id: [11] },
  ],
  owner: false,
  schoolAdmin: false,
};
const none = {
  tab: 'livedata' as const,
  subject: null,
  group: null,
  course: null,
  student: null,
  unit: 'topics' as const,
};

describe('dashboard filters', () => {
  it('offer the subjects of the school and what each choice allows', () => {
    const first = filterChoices(options, none);
    expect(first.subjects.map((s) => s.label)).toEqual(['Biology', 'Chemistry']);
    expect(first.subject).toBe(8);
    expect(first.groups.map((g) => g.label)).toEqual(['10B Biology']);
    expect(first.courses.map((c) => c.label)).toEqual(['Cell Biology']);
    // A class or course of another subject is dropped, not kept as a stale choice.
    const chem = filterChoices(options, { ...none, subject: 28, group: 10, course: 100 });
    expect([chem.group, chem.course]).toEqual([null, null]);
    expect(chem.courses.map((c) => c.label)).toEqual(['Moles']);
  });

  it('write percentages to one decimal and say when there is nothing', () => {
    expect(formatPercent(87.5)).toBe('87.5%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(null)).toBe('no data');
  });
});

describe('dashboards page', () => {
  it('shows the live scores of the first subject with the figures as text', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/v2/filters') return json(options);
      if (url.pathname === '/api/v2/livedata/subject/summary')
        return json({
          subject: 8,
          threshold: 40,
          rows: [
            {
              id: 10,
              name: '10B Biology',
              group_id: null,
              students: 6,
              students_with_data: 5,
              average: 37.5,
              lessons_with_data: 4,
              below_threshold: 2,
            },
          ],
        });
      if (/^\/api\/v2\/dashboards\/\w+\/filters$/.test(url.pathname)) return json([]);
      return undefined;
    });
    const { container } = renderTeacherRoutesAt(teacherDashboardsRoutes, '/teacher/dashboards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboards' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: /Live scores by class/ });
    const row = table.querySelector('tbody tr')!;
    expect(row.textContent).toContain('10B Biology');
    // the bar is a picture: the value and "low" are written beside it
    expect(row.textContent).toContain('37.5% (low)');
    expect(screen.getByText(/Choose a class and a course to see live scores/)).toBeTruthy();
    expect(
      callsOf(fetchMock)
        .find((c) => c.url.pathname.endsWith('/summary'))!
        .url.searchParams.get('subject'),
    ).toBe('8');
    await waitFor(() => expect(screen.getByLabelText('Saved filters')).toBeTruthy());
    await expectNoAxeViolations(container);
  });

  it('lists the saved filters of every tab, named with their tab; one from another tab opens its tab; delete asks first', async () => {
    const stamp = '2026-11-20T10:00:00.000Z';
    let progress = [
      {
        id: 7,
        dashboard: 'progress',
        name: 'Year 10 weak topics',
        subject: 8,
        group_id: 10,
        course_id: 100,
        student_id: null,
        created_at: stamp,
      },
    ];
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/v2/filters') return json(options);
      if (url.pathname === '/api/v2/dashboards/progress/filters') return json(progress);
      if (url.pathname === '/api/v2/dashboards/livedata/filters')
        return json([
          {
            id: 3,
            dashboard: 'livedata',
            name: 'Chemistry',
            subject: 28,
            group_id: null,
            course_id: null,
            student_id: null,
            created_at: stamp,
          },
        ]);
      if (/^\/api\/v2\/dashboards\/\w+\/filters$/.test(url.pathname)) return json([]);
      if (url.pathname === '/api/v2/dashboards/7/filter' && init.method === 'DELETE') {
        progress = [];
        return json({ ok: true });
      }
      if (url.pathname.startsWith('/api/v2/livedata') || url.pathname.startsWith('/api/v2/progress'))
        return json({ subject: 8, threshold: 40, rows: [] });
      return undefined;
    });
    // Opened (as after a reload) on the live scores tab.
    const { router } = renderTeacherRoutesAt(teacherDashboardsRoutes, '/teacher/dashboards');
    const select = (await screen.findByLabelText('Saved filters')) as HTMLSelectElement;
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Year 10 weak topics (Progress tab)' })).toBeTruthy(),
    );
    expect(within(select).getByRole('option', { name: 'Chemistry (Live scores tab)' })).toBeTruthy();

    fireEvent.change(select, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toContain('tab=progress'));
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('subject'), search.get('group'), search.get('course')]).toEqual(['8', '10', '100']);
    expect(screen.getByRole('tab', { name: 'Progress' }).getAttribute('aria-selected')).toBe('true');

    // Delete asks first; cancelling deletes nothing.
    fireEvent.change(screen.getByLabelText('Saved filters'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the saved filter “Year 10 weak topics”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetchMock).some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    const again = await screen.findByRole('dialog', { name: 'Delete the saved filter “Year 10 weak topics”?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'DELETE')).toBe(true));
    await waitFor(() =>
      expect(within(screen.getByLabelText('Saved filters')).queryByRole('option', { name: /Year 10/ })).toBeNull(),
    );
  });

  it('tells a teacher without classes what to do', async () => {
    mockFetch((url) =>
      url.pathname === '/api/v2/filters' ? json({ ...options, school_groups: [], courses: [] }) : undefined,
    );
    renderTeacherRoutesAt(teacherDashboardsRoutes, '/teacher/dashboards');
    expect(await screen.findByText(/You do not teach a class yet: ask your school admin/)).toBeTruthy();
  });
});
