import type { GroupCourse } from '../../../api/get-group-courses';

export const studentsLabel = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`;

/** The courses a class follows, by name. */
export const coursesOfGroup = (courses: readonly GroupCourse[], groupId: number): GroupCourse[] =>
  courses.filter((c) => c.group_id.includes(groupId)).sort((a, b) => a.name.localeCompare(b.name));

/** The distinct subgroup names of a class, sorted. */
export const subgroupsOf = (students: readonly { subgroups: readonly string[] }[]): string[] =>
  [...new Set(students.flatMap((s) => s.subgroups))].sort((a, b) => a.localeCompare(b));

/** Lesson content hosted elsewhere opens as a link; a bare path has no screen in this app. */
export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);
