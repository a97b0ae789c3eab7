/** POST /api/v2/school/people/:id/erase: irreversibly anonymise a person. */
import { dataProtectionEndpoints } from '@markwell/contracts/endpoints/data-protection';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { ErasureResult } from '@markwell/contracts/data-protection';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function erasePerson(id: number): Promise<ErasureResult> {
  return callEndpoint(dataProtectionEndpoints.postSchoolPeopleByIdErase, {
    params: { id },
    body: { confirm: true },
    validate: true,
  });
}

export function useErasePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: erasePerson,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries(),
  });
}
