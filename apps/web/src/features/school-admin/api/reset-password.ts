/** POST /api/v2/school/{students|teachers}/:id/password-reset: a new one-time password, answered once. */
import { schoolAdminEndpoints } from '@markwell/contracts/endpoints/school-admin';
import { pathOf } from '../../../lib/call-endpoint';
import { passwordResetByAdminSchema, type PasswordResetByAdmin } from '@markwell/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { schoolAdminKeys } from './query-keys';

export type PersonKind = 'student' | 'teacher';

export function resetPassword(kind: PersonKind, id: number): Promise<PasswordResetByAdmin> {
  const url =
    kind === 'student'
      ? pathOf(schoolAdminEndpoints.postSchoolStudentsByIdPasswordReset.path, { id })
      : pathOf(schoolAdminEndpoints.postSchoolTeachersByIdPasswordReset.path, { id });
  return apiFetch(url, { method: 'POST', schema: passwordResetByAdminSchema });
}

export function useResetPassword(kind: PersonKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resetPassword(kind, id),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: schoolAdminKeys.all }),
  });
}
