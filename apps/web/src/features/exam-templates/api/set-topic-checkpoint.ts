/** PUT /api/v2/topics/:id/checkpoint: make a central template the topic's checkpoint, or none (null). */
import { topicCheckpointSchema } from '@markwell/contracts/checkpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { examTemplatesKey } from './query-keys';

export function setTopicCheckpoint(topicId: number, templateId: number | null) {
  return apiFetch(api.topicCheckpoint(topicId), {
    method: 'PUT',
    body: { template_id: templateId },
    schema: topicCheckpointSchema,
  });
}

export function useSetTopicCheckpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ topicId, templateId }: { topicId: number; templateId: number | null }) =>
      setTopicCheckpoint(topicId, templateId),
    // The course tree carries each topic's checkpoint_id and the template lists its topics: both change.
    onSuccess: () => client.invalidateQueries({ queryKey: examTemplatesKey }),
    meta: { silentError: true }, // the panel shows the error beside the control
  });
}
