/** GET /api/v2/examtemplates/:id: one template with its sections (question ids, text, marks). */
import { examTemplatesEndpoints } from '@markwell/contracts/endpoints/exam-templates';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type ExamTemplate } from '@markwell/contracts/exam-templates';
import { useQuery } from '@tanstack/react-query';
import { examTemplateKeys } from './query-keys';

export type { ExamTemplate };

export function getExamTemplate(id: number, signal?: AbortSignal) {
  return callEndpoint(examTemplatesEndpoints.getExamtemplatesById, { params: { id }, validate: true, signal });
}

export function useExamTemplate(id: number | null) {
  return useQuery({
    queryKey: examTemplateKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getExamTemplate(id ?? 0, signal),
    enabled: id !== null,
    meta: { silentError: true },
  });
}
