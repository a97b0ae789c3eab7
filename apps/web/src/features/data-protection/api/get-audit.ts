/** GET /api/v2/school/audit (keyset pages) and its CSV. */
import { dataProtectionEndpoints } from '@markwell/contracts/endpoints/data-protection';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { AuditEntry, AuditPage } from '@markwell/contracts/data-protection';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { saveBlob } from './download-export';
import { dataProtectionKeys } from './query-keys';

export type { AuditEntry };
export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  personId?: number | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function getAudit(filter: AuditFilter, cursor: string | undefined): Promise<AuditPage> {
  return callEndpoint(dataProtectionEndpoints.getSchoolAudit, {
    query: { ...filter, cursor, limit: AUDIT_PAGE_SIZE },
    validate: true,
  });
}

export function useAudit(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: dataProtectionKeys.audit(filter),
    queryFn: ({ pageParam }) => getAudit(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export async function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  const blob = await apiFetch<Blob>(api.schoolAuditCsv, { query: { ...filter }, binary: true });
  saveBlob(blob, 'audit-log.csv');
}

export function useDownloadAuditCsv() {
  return useMutation({ mutationFn: downloadAuditCsv, meta: { silentError: true } });
}
