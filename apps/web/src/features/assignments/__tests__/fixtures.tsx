import { json } from '../../../test/fetch-mock';
import { stamp, templateSummary as baseTemplateSummary } from '../../../test/exam-data';
import { renderTeacherRoutesAt } from '../../../test/feature-harness';
import { assignmentRoutes } from '../routes';

export { callsOf, expectNoAxeViolations } from '../../../test/feature-harness';
export { stamp } from '../../../test/exam-data';

/** Renders the feature's routes under /teacher at `path`; returns the router to read its location. */
export function renderAt(path: string) {
  return renderTeacherRoutesAt(assignmentRoutes, path);
}

export function assignment(overrides: Record<string, unknown> = {}) {
  return {
    id: 3,
    school_id: 1,
    kind: 'exam',
    practice: null,
    practice_students: [],
    template_id: 40,
    template_name: 'Photosynthesis check',
    title: '10B photosynthesis',
    opens_at: '2026-11-23T08:00:00.000Z',
    due_at: '2026-11-25T16:00:00.000Z',
    time_limit_seconds: 1800,
    one_per_page: false,
    total_marks: 5,
    question_count: 2,
    created_by: 7,
    targets: [{ kind: 'group', group_id: 2, tag: null, student_id: null, label: '10B' }],
    student_count: 3,
    started_count: 2,
    submitted_count: 1,
    released_count: 0,
    to_mark_count: 1,
    created_at: stamp,
    updated_at: stamp,
    extra_time: [{ student_id: 21, student_name: 'Ben Okafor', extra_minutes: null, extra_percent: 25 }],
    can_mark: true,
    mock_session_id: null,
    students: [
      {
        student_id: 20,
        name: 'Amara Singh',
        status: 'submitted',
        started_at: '2026-11-23T09:00:00.000Z',
        last_saved_at: '2026-11-23T09:20:00.000Z',
        submitted_at: '2026-11-23T09:25:00.000Z',
      },
      {
        student_id: 21,
        name: 'Ben Okafor',
        status: 'in_progress',
        started_at: '2026-11-23T09:10:00.000Z',
        last_saved_at: '2026-11-23T09:28:00.000Z',
        submitted_at: null,
      },
      {
        student_id: 22,
        name: 'Cleo Marsh',
        status: 'to_do',
        started_at: null,
        last_saved_at: null,
        submitted_at: null,
      },
    ],
    ...overrides,
  };
}

/** A template with its (here empty) sections, as GET /examtemplates/:id answers. */
export function templateSummary(overrides: Record<string, unknown> = {}) {
  return baseTemplateSummary({ sections: [], ...overrides });
}

/** The teacher's classes and their students (with subgroups). */
export const classRoutes = (url: URL) => {
  if (url.pathname === '/api/v2/schoolgroups')
    return json([
      { id: 2, name: '10B', qualification_id: 1, curricula_id: [1], studentsCount: 3 },
      { id: 3, name: '11A', qualification_id: 1, curricula_id: [1], studentsCount: 1 },
    ]);
  if (url.pathname === '/api/v2/filters/2/students')
    return json([
      { id: 20, name: 'Amara', full_name: 'Amara Singh', subgroups: ['Set 1'] },
      { id: 21, name: 'Ben', full_name: 'Ben Okafor', subgroups: ['Set 2'] },
      { id: 22, name: 'Cleo', full_name: 'Cleo Marsh', subgroups: [] },
    ]);
  if (url.pathname === '/api/v2/filters/3/students')
    return json([{ id: 30, name: 'Dev', full_name: 'Dev Patel', subgroups: ['Set 2'] }]);
  return undefined;
};
