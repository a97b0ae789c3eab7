/** GET /api/v2/school/people/:id/export: everything held about a person, saved as a zip. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dataProtectionKeys } from './query-keys';

/** Saves a fetched file through the browser (the routes need the Bearer token, so a link cannot). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export async function downloadPersonExport(id: number): Promise<void> {
  const blob = await apiFetch<Blob>(api.schoolPersonExport(id), { binary: true });
  saveBlob(blob, `markwell-data-${id}.zip`);
}

export function useDownloadPersonExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: downloadPersonExport,
    meta: { silentError: true },
    // the export is itself in the audit log
    onSuccess: () => client.invalidateQueries({ queryKey: dataProtectionKeys.all }),
  });
}
