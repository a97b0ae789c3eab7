/** PATCH /api/v2/school/groups/:id: edit, deactivate or reactivate a class. */
import { schoolClassSchema, type SchoolClass, type UpdateClassBody } from '@markwell/contracts/school-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { refreshSchoolData } from './school-changed';

export type { UpdateClassBody };

export function updateClass(id: number, body: UpdateClassBody): Promise<SchoolClass> {
  return apiFetch(api.schoolClass(id), { method: 'PATCH', body, schema: schoolClassSchema });
}

export function useUpdateClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateClassBody }) => updateClass(id, body),
    meta: { silentError: true },
    onSuccess: () => refreshSchoolData(client),
  });
}
