/** GET /api/v2/examtemplates/:id: the template an assignment sets (name, marks, time limit). */
import { examTemplatesEndpoints } from '@markwell/contracts/endpoints/exam-templates';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useQuery } from '@tanstack/react-query';
import { assignmentKeys } from './query-keys';

export function getTemplate(id: number, signal?: AbortSignal) {
  // Only the summary's fields are read here; the sections the answer also holds are ignored.
  return callEndpoint(examTemplatesEndpoints.getExamtemplatesById, { params: { id }, validate: true, signal });
}

export function useTemplate(id: number | null) {
  return useQuery({
    queryKey: assignmentKeys.template(id ?? 0),
    queryFn: ({ signal }) => getTemplate(id ?? 0, signal),
    enabled: id !== null,
    meta: { silentError: true },
  });
}
