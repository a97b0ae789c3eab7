/** PATCH /api/v2/school/students/:id: edit a student, their classes and subgroups, or (de)activate them. */
import { schoolStudentSchema, type SchoolStudent, type UpdateStudentBody } from '@markwell/contracts/school-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { refreshSchoolData } from './school-changed';

export type { UpdateStudentBody };

export function updateStudent(id: number, body: UpdateStudentBody): Promise<SchoolStudent> {
  return apiFetch(api.schoolStudent(id), { method: 'PATCH', body, schema: schoolStudentSchema });
}

export function useUpdateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateStudentBody }) => updateStudent(id, body),
    meta: { silentError: true },
    onSuccess: () => refreshSchoolData(client),
  });
}
