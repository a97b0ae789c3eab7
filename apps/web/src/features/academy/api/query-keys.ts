/** Query keys of the academy; every teacher key shares the prefix a status change invalidates. */
export const academyKeys = {
  all: ['academy'] as const,
  enabled: ['academy', 'enabled'] as const,
  curricula: ['academy', 'curricula'] as const,
  catalogue: (params: { page: number; curricula?: number | undefined; query?: string | undefined }) =>
    ['academy', 'catalogue', params] as const,
  mine: ['academy', 'mine'] as const,
  progress: ['academy', 'progress'] as const,
  course: (id: number) => ['academy', 'course', id] as const,
  staff: ['academy-staff'] as const,
  staffCourse: (id: number) => ['academy-staff', 'course', id] as const,
};
