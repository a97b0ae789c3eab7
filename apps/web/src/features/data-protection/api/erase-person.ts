/** POST /api/v2/school/people/:id/erase: irreversibly anonymise a person. */
import { erasureResultSchema, type ErasureResult } from '@markwell/contracts/data-protection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function erasePerson(id: number): Promise<ErasureResult> {
  return apiFetch(api.schoolPersonErase(id), { method: 'POST', body: { confirm: true }, schema: erasureResultSchema });
}

export function useErasePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: erasePerson,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries(),
  });
}
