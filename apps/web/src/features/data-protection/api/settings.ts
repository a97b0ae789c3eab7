/** GET / PUT /api/v2/school/data-protection: how long leavers' personal data is kept. */
import { dataProtectionEndpoints } from '@markwell/contracts/endpoints/data-protection';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { DataProtectionSettings } from '@markwell/contracts/data-protection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProtectionKeys } from './query-keys';

export function getSettings(): Promise<DataProtectionSettings> {
  return callEndpoint(dataProtectionEndpoints.getSchoolDataProtection, { validate: true });
}

export function useDataProtectionSettings() {
  return useQuery({ queryKey: dataProtectionKeys.settings, queryFn: getSettings });
}

export function useSaveDataProtectionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DataProtectionSettings) =>
      callEndpoint(dataProtectionEndpoints.putSchoolDataProtection, { body, validate: true }),
    meta: { silentError: true },
    onSuccess: (data) => client.setQueryData(dataProtectionKeys.settings, data),
  });
}
