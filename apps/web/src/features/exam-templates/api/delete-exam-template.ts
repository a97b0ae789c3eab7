/**
 * DELETE /api/v2/examtemplates/:id. Without `confirm`, a template that assignments use answers
 * 400 `template_in_use` with those assignments: that is a result to show (and then confirm, which
 * archives it), not an error.
 */
import {
  deleteExamTemplateResultSchema,
  templateInUseSchema,
  type TemplateInUse,
} from '@markwell/contracts/exam-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { examTemplatesKey } from './query-keys';

export type { TemplateInUse };

export type DeleteOutcome = { kind: 'deleted' } | { kind: 'archived' } | { kind: 'in-use'; inUse: TemplateInUse };

export async function deleteExamTemplate(id: number, confirm: boolean): Promise<DeleteOutcome> {
  try {
    const result = await apiFetch(api.examTemplate(id), {
      method: 'DELETE',
      query: { confirm: confirm ? 'true' : undefined },
      schema: deleteExamTemplateResultSchema,
    });
    return { kind: result.archived ? 'archived' : 'deleted' };
  } catch (error) {
    if (isApiError(error) && error.status === 400 && error.code === 'template_in_use') {
      const inUse = templateInUseSchema.safeParse(error.extra);
      if (inUse.success) return { kind: 'in-use', inUse: inUse.data };
    }
    throw error;
  }
}

export function useDeleteExamTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: number; confirm: boolean }) => deleteExamTemplate(id, confirm),
    onSuccess: (outcome) => {
      if (outcome.kind !== 'in-use') return client.invalidateQueries({ queryKey: examTemplatesKey });
    },
    meta: { silentError: true },
  });
}
