/** Query keys of the school-admin screens; every one starts with `all`, so a change can refresh them at once. */
const all = ['school-admin'] as const;

export const schoolAdminKeys = {
  all,
  classes: [...all, 'classes'] as const,
  classOptions: [...all, 'class-options'] as const,
  teachers: [...all, 'teachers'] as const,
  sso: [...all, 'sso'] as const,
  students: (filter: unknown) => [...all, 'students', filter] as const,
};
