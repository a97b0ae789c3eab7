/** GET / PUT /api/v2/school/data-protection: how long leavers' personal data is kept. */
import { dataProtectionSettingsSchema, type DataProtectionSettings } from '@markwell/contracts/data-protection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dataProtectionKeys } from './query-keys';

export function getSettings(): Promise<DataProtectionSettings> {
  return apiFetch(api.schoolDataProtection, { schema: dataProtectionSettingsSchema });
}

export function useDataProtectionSettings() {
  return useQuery({ queryKey: dataProtectionKeys.settings, queryFn: getSettings });
}

export function useSaveDataProtectionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DataProtectionSettings) =>
      apiFetch(api.schoolDataProtection, { method: 'PUT', body, schema: dataProtectionSettingsSchema }),
    meta: { silentError: true },
    onSuccess: (data) => client.setQueryData(dataProtectionKeys.settings, data),
  });
}
