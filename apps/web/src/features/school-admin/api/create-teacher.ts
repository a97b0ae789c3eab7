/** POST /api/v2/school/teachers: a new teacher account with its one-time password. */
import { schoolAdminEndpoints } from '@markwell/contracts/endpoints/school-admin';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type CreatedTeacher, type CreateTeacherBody } from '@markwell/contracts/school-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schoolAdminKeys } from './query-keys';

export type { CreatedTeacher, CreateTeacherBody };

export function createTeacher(body: CreateTeacherBody): Promise<CreatedTeacher> {
  return callEndpoint(schoolAdminEndpoints.postSchoolTeachers, { body, validate: true });
}

export function useCreateTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTeacher,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: schoolAdminKeys.all }),
  });
}
