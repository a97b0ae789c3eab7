/** GET /api/v2/learning/lessons/:id/wrong-answers?group_id=: a class's commonest wrong answers on a lesson. */
import { assignmentsEndpoints } from '@markwell/contracts/endpoints/assignments';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type LessonWrongAnswers } from '@markwell/contracts/assignments';
import { useQuery } from '@tanstack/react-query';
import { assignmentKeys } from './query-keys';

export type { LessonWrongAnswers };

export function getWrongAnswers(lessonId: number, groupId: number, signal?: AbortSignal) {
  return callEndpoint(assignmentsEndpoints.getLearningLessonsByIdWrongAnswers, {
    params: { id: lessonId },
    query: { group_id: groupId },
    validate: true,
    signal,
  });
}

/** Asked only once the teacher opens a lesson's wrong answers (`groupId` null: not yet). */
export function useWrongAnswers(lessonId: number, groupId: number | null) {
  return useQuery({
    queryKey: assignmentKeys.wrongAnswers(lessonId, groupId ?? 0),
    queryFn: ({ signal }) => getWrongAnswers(lessonId, groupId ?? 0, signal),
    enabled: groupId !== null,
  });
}
