/** PATCH /api/v2/school/students/:id: edit a student, their classes and subgroups, or (de)activate them. */
import { schoolAdminEndpoints } from '@markwell/contracts/endpoints/school-admin';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type SchoolStudent, type UpdateStudentBody } from '@markwell/contracts/school-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSchoolData } from './school-changed';

export type { UpdateStudentBody };

export function updateStudent(id: number, body: UpdateStudentBody): Promise<SchoolStudent> {
  return callEndpoint(schoolAdminEndpoints.patchSchoolStudentsById, { params: { id }, body, validate: true });
}

export function useUpdateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateStudentBody }) => updateStudent(id, body),
    meta: { silentError: true },
    onSuccess: () => refreshSchoolData(client),
  });
}
