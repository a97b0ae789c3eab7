/** The resolved filters a dashboard tab reads: the subject is always set once options are known. */
export interface PanelFilters {
  subject: number;
  group: number | null;
  course: number | null;
  student: number | null;
}
