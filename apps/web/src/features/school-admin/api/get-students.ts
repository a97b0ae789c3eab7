/** GET /api/v2/school/students: the school's students, searchable and by class. */
import { schoolStudentSchema, type SchoolStudent } from '@markwell/contracts/school-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { schoolAdminKeys } from './query-keys';

export type { SchoolStudent };

export interface StudentsFilter {
  query?: string | undefined;
  groupId?: number | undefined;
  includeInactive?: boolean | undefined;
}

export function getStudents(filter: StudentsFilter, signal?: AbortSignal): Promise<SchoolStudent[]> {
  return apiFetch(api.schoolStudents, {
    query: {
      query: filter.query?.trim() || undefined,
      groupId: filter.groupId,
      includeInactive: filter.includeInactive ? 'true' : undefined,
    },
    schema: z.array(schoolStudentSchema),
    signal,
  });
}

export function useStudents(filter: StudentsFilter) {
  return useQuery({
    queryKey: schoolAdminKeys.students(filter),
    queryFn: ({ signal }) => getStudents(filter, signal),
    // Keep the table while a new search loads, rather than flashing a loader per keystroke.
    placeholderData: keepPreviousData,
    meta: { silentError: true }, // the page shows the error in place of the table
  });
}
