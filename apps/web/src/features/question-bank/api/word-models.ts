/**
 * GET /api/v2/markingpoints/weights?question=:id: the word weights learnt from teacher-marked
 * answers that mark the question's points today. DELETE /api/v2/markingpoints/:id/weights: staff
 * reset one point's learnt weights (it is marked by its phrases until teachers' marking refits it).
 */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { ConceptShare, PointWordModel } from '@markwell/contracts/questions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { questionBankKey, questionBankKeys } from './query-keys';

export type { ConceptShare, PointWordModel };

export function useWordModels(questionId: number | null) {
  return useQuery({
    queryKey: questionBankKeys.wordModels(questionId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint(questionsEndpoints.getMarkingpointsWeights, {
        query: { question: questionId! },
        validate: true,
        signal,
      }),
    enabled: questionId !== null,
  });
}

export function useResetWordModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pointId: number) =>
      callEndpoint(questionsEndpoints.deleteMarkingpointsByIdWeights, { params: { id: pointId }, validate: true }),
    // "try an answer" and the dry runs mark without the weights from now on
    onSettled: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
