/**
 * GET /api/v2/mafanswers/:id/oneroster-gradebook: the assignment's released marks as a OneRoster
 * 1.2 gradebook zip for the school's information system. The x-oneroster-skipped header counts
 * the students left out (no roster sourcedId); skipped.csv in the zip names them.
 */
import { useState } from 'react';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function useGradebookDownload(assignmentId: number) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      const blob = await apiFetch<Blob>(api.onerosterGradebook(assignmentId), { binary: true });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `assignment-${assignmentId}-oneroster-gradebook.zip`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }
  return { download, busy, error };
}
