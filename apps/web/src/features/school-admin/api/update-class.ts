/** PATCH /api/v2/school/groups/:id: edit, deactivate or reactivate a class. */
import { schoolAdminEndpoints } from '@markwell/contracts/endpoints/school-admin';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type SchoolClass, type UpdateClassBody } from '@markwell/contracts/school-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSchoolData } from './school-changed';

export type { UpdateClassBody };

export function updateClass(id: number, body: UpdateClassBody): Promise<SchoolClass> {
  return callEndpoint(schoolAdminEndpoints.patchSchoolGroupsById, { params: { id }, body, validate: true });
}

export function useUpdateClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateClassBody }) => updateClass(id, body),
    meta: { silentError: true },
    onSuccess: () => refreshSchoolData(client),
  });
}
