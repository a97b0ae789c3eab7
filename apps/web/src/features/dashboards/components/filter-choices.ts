import type { FilterOptions } from '@markwell/contracts/curricula';
import { SUBJECTS } from '@markwell/domain/pricing/index';
import type { DashboardFilterState } from './use-dashboard-filters';

/** What each filter may offer, from the filter options and the choices made so far. */
export function filterChoices(options: FilterOptions, f: DashboardFilterState) {
  const subjectIds = new Set(options.curriculas.map((c) => c.subject_id));
  const subjects = SUBJECTS.filter((s) => subjectIds.has(s.id)).map((s) => ({ value: String(s.id), label: s.name }));
  // Without a choice the first subject the caller's school follows is shown.
  const subject = f.subject ?? (subjects[0] ? Number(subjects[0].value) : null);
  const curricula = new Set(options.curriculas.filter((c) => c.subject_id === subject).map((c) => c.id));
  const groups = options.school_groups.filter((g) => g.curricula_id.some((id) => curricula.has(id)));
  const group = groups.some((g) => g.id === f.group) ? f.group : null;
  const courses = options.courses.filter(
    (c) => curricula.has(c.curricula_id) && (group === null || c.group_id.includes(group)),
  );
  const course = courses.some((c) => c.id === f.course) ? f.course : null;
  return {
    subjects,
    subject,
    groups: groups.map((g) => ({ value: String(g.id), label: g.name })),
    group,
    courses: courses.map((c) => ({ value: String(c.id), label: c.name })),
    course,
  };
}

export type FilterChoices = ReturnType<typeof filterChoices>;
