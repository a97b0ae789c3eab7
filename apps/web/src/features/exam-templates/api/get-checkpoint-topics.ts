/** GET /api/v2/centrals/:id/checkpoint-topics: the topics a central template is the checkpoint of. */
import { checkpointTopicListSchema, type CheckpointTopic } from '@markwell/contracts/checkpoints';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { examTemplateKeys } from './query-keys';

export type { CheckpointTopic };

export function getCheckpointTopics(templateId: number, signal?: AbortSignal) {
  return apiFetch(api.checkpointTopics(templateId), { schema: checkpointTopicListSchema, signal });
}

export function useCheckpointTopics(templateId: number) {
  return useQuery({
    queryKey: examTemplateKeys.checkpointTopics(templateId),
    queryFn: ({ signal }) => getCheckpointTopics(templateId, signal),
    meta: { silentError: true },
  });
}
