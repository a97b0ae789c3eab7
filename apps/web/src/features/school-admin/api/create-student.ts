/** POST /api/v2/school/students: a new student account with its one-time password. */
import { createdStudentSchema, type CreatedStudent, type CreateStudentBody } from '@markwell/contracts/school-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { refreshSchoolData } from './school-changed';

export type { CreatedStudent, CreateStudentBody };

export function createStudent(body: CreateStudentBody): Promise<CreatedStudent> {
  return apiFetch(api.schoolStudents, { method: 'POST', body, schema: createdStudentSchema });
}

export function useCreateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    meta: { silentError: true },
    onSuccess: () => refreshSchoolData(client),
  });
}
