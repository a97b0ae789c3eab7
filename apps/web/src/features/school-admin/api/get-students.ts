/** GET /api/v2/school/students: a page of the school's students by name, searchable and by class. */
import { schoolAdminEndpoints } from '@markwell/contracts/endpoints/school-admin';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type SchoolStudent, type SchoolStudentPage } from '@markwell/contracts/school-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { schoolAdminKeys } from './query-keys';

export type { SchoolStudent, SchoolStudentPage };

/** Students per page of the students screen. */
export const STUDENTS_PAGE_SIZE = 50;

export interface StudentsFilter {
  query?: string | undefined;
  groupId?: number | undefined;
  includeInactive?: boolean | undefined;
}

/** One page: the first without a cursor, the next with the `next_cursor` of the one before. */
export function getStudents(
  filter: StudentsFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<SchoolStudentPage> {
  return callEndpoint(schoolAdminEndpoints.getSchoolStudents, {
    query: {
      query: filter.query?.trim() || undefined,
      groupId: filter.groupId,
      includeInactive: filter.includeInactive ? 'true' : undefined,
      cursor,
      limit: STUDENTS_PAGE_SIZE,
    },
    validate: true,
    signal,
  });
}

export function useStudents(filter: StudentsFilter, cursor: string | undefined) {
  return useQuery({
    queryKey: schoolAdminKeys.students({ ...filter, cursor }),
    queryFn: ({ signal }) => getStudents(filter, cursor, signal),
    // Keep the table while a new search or page loads, rather than flashing a loader per keystroke.
    placeholderData: keepPreviousData,
    meta: { silentError: true }, // the page shows the error in place of the table
  });
}
