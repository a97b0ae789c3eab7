/**
 * GET /api/v2/mafanswers/:id/oneroster-gradebook: the assignment's released marks as a OneRoster
 * 1.2 gradebook zip for the school's information system. The x-oneroster-skipped header counts
 * the students left out (no roster sourcedId); skipped.csv in the zip names them.
 */
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { useFileDownload } from '../../../lib/use-csv-download';

export function useGradebookDownload(assignmentId: number) {
  return useFileDownload(
    () => apiFetch<Blob>(api.onerosterGradebook(assignmentId), { binary: true }),
    `assignment-${assignmentId}-oneroster-gradebook.zip`,
  );
}
