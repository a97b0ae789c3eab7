/** GET /api/v2/mafanswers/:id/markings/:mid: all students' answers to one question, in clusters, needs-review first. */
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type QuestionMarking } from '@markwell/contracts/marking';
import { useQuery } from '@tanstack/react-query';
import { markingKeys } from './query-keys';

export type { QuestionMarking };

export function getQuestionMarking(assignmentId: number, questionId: number, signal?: AbortSignal) {
  return callEndpoint(markingEndpoints.getMafanswersByIdMarkingsByMid, {
    params: { id: assignmentId, mid: questionId },
    validate: true,
    signal,
  });
}

export function useQuestionMarking(assignmentId: number | null, questionId: number | null) {
  return useQuery({
    queryKey: markingKeys.question(assignmentId ?? 0, questionId ?? 0),
    queryFn: ({ signal }) => getQuestionMarking(assignmentId ?? 0, questionId ?? 0, signal),
    enabled: assignmentId !== null && questionId !== null,
    meta: { silentError: true },
  });
}
