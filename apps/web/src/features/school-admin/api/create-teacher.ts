/** POST /api/v2/school/teachers: a new teacher account with its one-time password. */
import { createdTeacherSchema, type CreatedTeacher, type CreateTeacherBody } from '@markwell/contracts/school-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { schoolAdminKeys } from './query-keys';

export type { CreatedTeacher, CreateTeacherBody };

export function createTeacher(body: CreateTeacherBody): Promise<CreatedTeacher> {
  return apiFetch(api.schoolTeachers, { method: 'POST', body, schema: createdTeacherSchema });
}

export function useCreateTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTeacher,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: schoolAdminKeys.all }),
  });
}
