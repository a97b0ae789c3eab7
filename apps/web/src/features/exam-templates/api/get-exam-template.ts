/** GET /api/v2/examtemplates/:id: one template with its sections (question ids, text, marks). */
import { examTemplateSchema, type ExamTemplate } from '@markwell/contracts/exam-templates';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { examTemplateKeys } from './query-keys';

export type { ExamTemplate };

export function getExamTemplate(id: number, signal?: AbortSignal) {
  return apiFetch(api.examTemplate(id), { schema: examTemplateSchema, signal });
}

export function useExamTemplate(id: number | null) {
  return useQuery({
    queryKey: examTemplateKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getExamTemplate(id ?? 0, signal),
    enabled: id !== null,
    meta: { silentError: true },
  });
}
