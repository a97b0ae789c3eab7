/** GET /api/v2/centrals/:id/checkpoint-topics: the topics a central template is the checkpoint of. */
import { examTemplatesEndpoints } from '@markwell/contracts/endpoints/exam-templates';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type CheckpointTopic } from '@markwell/contracts/checkpoints';
import { useQuery } from '@tanstack/react-query';
import { examTemplateKeys } from './query-keys';

export type { CheckpointTopic };

export function getCheckpointTopics(templateId: number, signal?: AbortSignal) {
  return callEndpoint(examTemplatesEndpoints.getCentralsByIdCheckpointTopics, {
    params: { id: templateId },
    validate: true,
    signal,
  });
}

export function useCheckpointTopics(templateId: number) {
  return useQuery({
    queryKey: examTemplateKeys.checkpointTopics(templateId),
    queryFn: ({ signal }) => getCheckpointTopics(templateId, signal),
    meta: { silentError: true },
  });
}
