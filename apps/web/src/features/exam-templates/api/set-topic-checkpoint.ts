/** PUT /api/v2/topics/:id/checkpoint: make a central template the topic's checkpoint, or none (null). */
import { examTemplatesEndpoints } from '@markwell/contracts/endpoints/exam-templates';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { examTemplatesKey } from './query-keys';

export function setTopicCheckpoint(topicId: number, templateId: number | null) {
  return callEndpoint(examTemplatesEndpoints.putTopicsByIdCheckpoint, {
    params: { id: topicId },
    body: { template_id: templateId },
    validate: true,
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
