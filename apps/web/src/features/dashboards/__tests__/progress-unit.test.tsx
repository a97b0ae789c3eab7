import { fireEvent, screen, waitFor } from '@testing-library/react';
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
  courses: [{ id: 100, name: 'Cell Biology', curricula_id: 1, qualification_id: 1, group_id: [10] }],
  owner: false,
  schoolAdmin: false,
};

/** The student table as GET /progress/student/course/:type answers it, one column named after the unit. */
const table = (type: string) => ({
  group: { id: 10, name: '10B Biology' },
  course: { id: 100, name: 'Cell Biology' },
  type,
  units: [{ id: 1, name: `First of the ${type}`, lessons: 2 }],
  students: [
    {
      id: 5,
      name: 'Ada Shaw',
      completion: 50,
      completionAssessed: 25,
      live_score: 60,
      units: [{ id: 1, completion: 50, completionAssessed: 25, live_score: 60 }],
    },
  ],
});

describe('progress by unit', () => {
  it('switches the student table between lessons, topics and chapters and keeps the choice in the address', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/v2/filters') return json(options);
      if (url.pathname === '/api/v2/progress/subject/summary' || url.pathname === '/api/v2/progress/subject/groups')
        return json([]);
      const unit = /^\/api\/v2\/progress\/student\/course\/(\w+)$/.exec(url.pathname)?.[1];
      if (unit) return json(table(unit));
      if (url.pathname === '/api/v2/dashboards/progress/filters') return json([]);
      if (url.pathname === '/api/v2/tips')
        return json([
          {
            id: 1,
            place: 'dashboards.progress',
            icon: 'chart',
            title: 'Tutorial completion',
            text: 'Tutorial completion can be tracked in the progress tab.',
          },
          { id: 2, place: 'marking.question', icon: 'keyboard', title: 'Keys', text: 'Press ?' },
        ]);
      return undefined;
    });
    const { container, router } = renderTeacherRoutesAt(
      teacherDashboardsRoutes,
      '/teacher/dashboards?tab=progress&subject=8&group=10&course=100',
    );
    expect(await screen.findByRole('table', { name: /completion by topic/ })).toBeTruthy();
    const units = screen.getByRole('radiogroup', { name: 'Student progress by' });
    expect((screen.getByRole('radio', { name: 'Topics' }) as HTMLInputElement).checked).toBe(true);
    expect(units).toBeTruthy();
    // The tip of this tab, and only it.
    const tip = await screen.findByRole('note', { name: 'Tutorial completion' });
    expect(tip.textContent).toContain('Tutorial completion can be tracked in the progress tab.');
    expect(screen.queryByRole('note', { name: 'Keys' })).toBeNull();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('radio', { name: 'Chapters' }));
    expect(await screen.findByRole('table', { name: /completion by chapter/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'First of the chapters' })).toBeTruthy();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('unit')).toBe('chapters'));
    expect(new URLSearchParams(router.state.location.search).get('course')).toBe('100');

    fireEvent.click(screen.getByRole('radio', { name: 'Lessons' }));
    expect(await screen.findByRole('table', { name: /completion by lesson/ })).toBeTruthy();
    const paths = callsOf(fetchMock)
      .map((c) => c.path)
      .filter((p) => p.startsWith('/api/v2/progress/student/course/'));
    expect(paths).toEqual([
      '/api/v2/progress/student/course/topics',
      '/api/v2/progress/student/course/chapters',
      '/api/v2/progress/student/course/lessons',
    ]);

    // Back to the default: the address no longer names a unit.
    fireEvent.click(screen.getByRole('radio', { name: 'Topics' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('unit')).toBe(false));
  });

  it('opens on the unit the address names', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/v2/filters') return json(options);
      if (url.pathname.startsWith('/api/v2/progress/subject/')) return json([]);
      if (url.pathname === '/api/v2/progress/student/course/lessons') return json(table('lessons'));
      if (url.pathname === '/api/v2/dashboards/progress/filters') return json([]);
      return undefined;
    });
    renderTeacherRoutesAt(
      teacherDashboardsRoutes,
      '/teacher/dashboards?tab=progress&subject=8&group=10&course=100&unit=lessons',
    );
    expect(await screen.findByRole('table', { name: /completion by lesson/ })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Lessons' }) as HTMLInputElement).checked).toBe(true);
  });
});
