/** Query keys of the classes feature (the school groups list is shared with the role homes). */
export const classesKeys = {
  groups: ['schoolgroups'] as const,
  groupCourses: ['schoolgroups', 'courses'] as const,
  students: (groupId: number) => ['filters', groupId, 'students'] as const,
  lessons: (courseId: number) => ['filters', courseId, 'lessons'] as const,
};
