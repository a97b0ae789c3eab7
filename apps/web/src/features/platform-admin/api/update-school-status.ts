/** PATCH /api/v2/admin/schools/:id: deactivate or reactivate a school (platform admin). */
import { adminSchoolSchema, type AdminSchool, type UpdateSchoolStatusBody } from '@markwell/contracts/curricula';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { platformAdminKeys } from './query-keys';

export function updateSchoolStatus(id: number, body: UpdateSchoolStatusBody): Promise<AdminSchool> {
  return apiFetch(api.adminSchool(id), { method: 'PATCH', body, schema: adminSchoolSchema });
}

export function useUpdateSchoolStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => updateSchoolStatus(id, { active }),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: platformAdminKeys.schools }),
  });
}
