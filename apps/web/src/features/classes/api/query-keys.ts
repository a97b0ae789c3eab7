/** Query keys of the classes feature (the classes and courses it shows are shared: src/api). */
export const classesKeys = {
  students: (groupId: number) => ['classes', groupId, 'students'] as const,
};
