import { DASHBOARD_KEYS, PROGRESS_UNITS, type DashboardKey } from '@markwell/contracts/dashboards';
import { useAddressFilters } from '../../../lib/use-address-filters';

export type ProgressUnit = (typeof PROGRESS_UNITS)[number];

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
  const { filters, update } = useAddressFilters(filtersOf, paramsOf, { replace: true });
  const apply = (change: Partial<DashboardFilterState>) =>
    update((now) => {
      const next = { ...now, ...change };
      if ('subject' in change && change.subject !== now.subject && !('group' in change))
        Object.assign(next, { group: null, course: null, student: null });
      if ('group' in change && change.group !== now.group && !('student' in change)) next.student = null;
      return next;
    });
  return { filters, apply };
}

/** The address of the filters: those left at their default are left out. */
function paramsOf(next: DashboardFilterState): URLSearchParams {
  const out = new URLSearchParams();
  if (next.tab !== 'livedata') out.set('tab', next.tab);
  for (const key of ['subject', 'group', 'course', 'student'] as const) {
    const v = next[key];
    if (v !== null) out.set(key, String(v));
  }
  if (next.unit !== 'topics') out.set('unit', next.unit);
  return out;
}

/** The filters an address holds. */
function filtersOf(params: URLSearchParams): DashboardFilterState {
  const tab = params.get('tab');
  return {
    tab: DASHBOARD_KEYS.includes(tab as DashboardKey) ? (tab as DashboardKey) : 'livedata',
    subject: idOf(params.get('subject')),
    group: idOf(params.get('group')),
    course: idOf(params.get('course')),
    student: idOf(params.get('student')),
    unit: PROGRESS_UNITS.find((u) => u === params.get('unit')) ?? 'topics',
  };
}
