import type { DashboardKey } from '@markwell/contracts/dashboards';

/** The dashboards' tabs, in the order shown; a saved filter names its tab with these labels. */
export const DASHBOARD_TABS: { value: DashboardKey; label: string }[] = [
  { value: 'livedata', label: 'Live scores' },
  { value: 'progress', label: 'Progress' },
  { value: 'exams', label: 'Exams' },
  { value: 'checkpoints', label: 'Checkpoints' },
  { value: 'assignments', label: 'Assignments' },
];

/** "Live scores" for `livedata`. */
export const tabLabel = (key: DashboardKey) => DASHBOARD_TABS.find((t) => t.value === key)?.label ?? key;
