/** GET /api/v2/school/teachers: the school's teachers (deactivated ones last). */
import { schoolAdminEndpoints } from '@markwell/contracts/endpoints/school-admin';
import { SCHOOL_LIST_CAP, schoolTeacherSchema, type SchoolTeacher } from '@markwell/contracts/school-admin';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchCappedList } from '../../../lib/fetch-capped-list';
import { schoolAdminKeys } from './query-keys';

export type { SchoolTeacher };

export function getTeachers(signal?: AbortSignal): Promise<SchoolTeacher[]> {
  return fetchCappedList(schoolAdminEndpoints.getSchoolTeachers.path, SCHOOL_LIST_CAP, {
    schema: z.array(schoolTeacherSchema),
    signal,
  });
}

export function useTeachers() {
  return useQuery({
    queryKey: schoolAdminKeys.teachers,
    queryFn: ({ signal }) => getTeachers(signal),
    meta: { silentError: true },
  });
}
