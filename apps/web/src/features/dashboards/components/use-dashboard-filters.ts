import { DASHBOARD_KEYS, PROGRESS_UNITS, type DashboardKey } from '@markwell/contracts/dashboards';

export type ProgressUnit = (typeof PROGRESS_UNITS)[number];
import { useSearchParams } from 'react-router';

/** The filters every dashboard reads; null means "not chosen". */
export interface DashboardFilterState {
  tab: DashboardKey;
  subject: number | null;
  group: number | null;
  course: number | null;
  student: number | null;
  /** The columns of the progress tab's student table: each lesson, topic or chapter of the course. */
  unit: ProgressUnit;
}

const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/**
 * The dashboard, subject, class, course, student and progress unit, kept in the address so a view can be
 * bookmarked, shared and restored by a saved filter. Changing a filter clears those that
 * depend on it (a new class drops the student, a new subject drops class, course and student).
 */
export function useDashboardFilters() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const filters: DashboardFilterState = {
    tab: DASHBOARD_KEYS.includes(tab as DashboardKey) ? (tab as DashboardKey) : 'livedata',
    subject: idOf(params.get('subject')),
    group: idOf(params.get('group')),
    course: idOf(params.get('course')),
    student: idOf(params.get('student')),
    unit: PROGRESS_UNITS.find((u) => u === params.get('unit')) ?? 'topics',
  };
  const write = (next: DashboardFilterState) => {
    const out: Record<string, string> = {};
    if (next.tab !== 'livedata') out.tab = next.tab;
    for (const key of ['subject', 'group', 'course', 'student'] as const) {
      const v = next[key];
      if (v !== null) out[key] = String(v);
    }
    if (next.unit !== 'topics') out.unit = next.unit;
    setParams(out, { replace: true });
  };
  const apply = (change: Partial<DashboardFilterState>) => {
    const next = { ...filters, ...change };
    if ('subject' in change && change.subject !== filters.subject && !('group' in change))
      Object.assign(next, { group: null, course: null, student: null });
    if ('group' in change && change.group !== filters.group && !('student' in change)) next.student = null;
    write(next);
  };
  return { filters, apply };
}
