/** GET /api/v2/examtemplates/:id: the template an assignment sets (name, marks, time limit). */
import { examTemplateSummarySchema } from '@markwell/contracts/exam-templates';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { assignmentKeys } from './query-keys';

export function getTemplate(id: number, signal?: AbortSignal) {
  // Only the summary's fields are read here; the sections the answer also holds are ignored.
  return apiFetch(api.examTemplate(id), { schema: examTemplateSummarySchema, signal });
}

export function useTemplate(id: number | null) {
  return useQuery({
    queryKey: assignmentKeys.template(id ?? 0),
    queryFn: ({ signal }) => getTemplate(id ?? 0, signal),
    enabled: id !== null,
    meta: { silentError: true },
  });
}
