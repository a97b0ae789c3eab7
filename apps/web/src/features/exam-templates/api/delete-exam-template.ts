/**
 * DELETE /api/v2/examtemplates/:id?confirm=true, sent once the person has confirmed: a template
 * that assignments use is archived (it leaves the lists; work set from it keeps its questions),
 * any other is deleted. Without `confirm` the server would answer 400 `template_in_use` for API
 * clients that ask first; the screen's own confirm step is that question.
 */
import { examTemplatesEndpoints } from '@markwell/contracts/endpoints/exam-templates';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { examTemplatesKey } from './query-keys';

export type DeleteOutcome = { kind: 'deleted' } | { kind: 'archived' };

export async function deleteExamTemplate(id: number): Promise<DeleteOutcome> {
  const result = await callEndpoint(examTemplatesEndpoints.deleteExamtemplatesById, {
    params: { id },
    query: { confirm: 'true' },
    validate: true,
  });
  return { kind: result.archived ? 'archived' : 'deleted' };
}

export function useDeleteExamTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteExamTemplate(id),
    onSuccess: () => client.invalidateQueries({ queryKey: examTemplatesKey }),
    meta: { silentError: true },
  });
}
