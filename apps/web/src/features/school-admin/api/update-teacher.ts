/** PATCH /api/v2/school/teachers/:id: edit, promote, demote, deactivate or reactivate a teacher. */
import { schoolAdminEndpoints } from '@markwell/contracts/endpoints/school-admin';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type SchoolTeacher, type UpdateTeacherBody } from '@markwell/contracts/school-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/auth/me';
import { schoolAdminKeys } from './query-keys';

export type { UpdateTeacherBody };

export function updateTeacher(id: number, body: UpdateTeacherBody): Promise<SchoolTeacher> {
  return callEndpoint(schoolAdminEndpoints.patchSchoolTeachersById, { params: { id }, body, validate: true });
}

export function useUpdateTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTeacherBody }) => updateTeacher(id, body),
    meta: { silentError: true },
    onSuccess: async () => {
      // Class lists show teacher names; the caller's own name or rights may have changed too.
      await client.invalidateQueries({ queryKey: schoolAdminKeys.all });
      await client.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
