/** PATCH /api/v2/admin/schools/:id: deactivate or reactivate a school (platform admin). */
import { schoolsEndpoints } from '@markwell/contracts/endpoints/schools';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { AdminSchool, UpdateSchoolStatusBody } from '@markwell/contracts/curricula';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { platformAdminKeys } from './query-keys';

export function updateSchoolStatus(id: number, body: UpdateSchoolStatusBody): Promise<AdminSchool> {
  return callEndpoint(schoolsEndpoints.patchAdminSchoolsById, { params: { id }, body, validate: true });
}

export function useUpdateSchoolStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => updateSchoolStatus(id, { active }),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: platformAdminKeys.schools }),
  });
}
