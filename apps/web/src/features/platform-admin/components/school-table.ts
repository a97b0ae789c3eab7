import type { AdminSchool } from '../api/get-admin-schools';

export const SCHOOL_TYPE_LABEL: Readonly<Record<AdminSchool['type'], string>> = {
  coach: 'Coach',
  smallschool: 'Small school',
  largeschool: 'Large school',
  xlschool: 'Extra-large school',
};

export type SortKey = 'name' | 'students';
export interface Sort {
  key: SortKey;
  dir: 'asc' | 'desc';
}

/** The next sort after a click on a column: the same column flips, another starts in its natural order. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: key === 'name' ? 'asc' : 'desc' };
}

/** Schools whose name contains the query (case-insensitive), sorted; name breaks ties. */
export function filterAndSortSchools(schools: readonly AdminSchool[], query: string, sort: Sort): AdminSchool[] {
  const q = query.trim().toLocaleLowerCase();
  const sign = sort.dir === 'asc' ? 1 : -1;
  const byName = (a: AdminSchool, b: AdminSchool) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
  return schools
    .filter((s) => !q || s.name.toLocaleLowerCase().includes(q))
    .sort((a, b) => {
      if (sort.key === 'students') return sign * (a.students - b.students) || byName(a, b);
      return sign * byName(a, b) || a.id - b.id;
    });
}
