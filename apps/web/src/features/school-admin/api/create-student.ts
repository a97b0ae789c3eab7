/** POST /api/v2/school/students: a new student account with its one-time password. */
import { schoolAdminEndpoints } from '@markwell/contracts/endpoints/school-admin';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type CreatedStudent, type CreateStudentBody } from '@markwell/contracts/school-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSchoolData } from './school-changed';

export type { CreatedStudent, CreateStudentBody };

export function createStudent(body: CreateStudentBody): Promise<CreatedStudent> {
  return callEndpoint(schoolAdminEndpoints.postSchoolStudents, { body, validate: true });
}

export function useCreateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    meta: { silentError: true },
    onSuccess: () => refreshSchoolData(client),
  });
}
