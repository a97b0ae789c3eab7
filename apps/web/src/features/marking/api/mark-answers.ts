/**
 * Changing marks, each sent with the mark version it was made on (a stale one answers 409
 * `stale_mark` with the current marks and who made them; nothing changes):
 * POST /api/v2/mafanswers/:id/markings marks several answers (a cluster) at once, PATCH changes one,
 * POST /api/v2/mafanswers/:id/markings/:mid sets the level of answers to a levelled question.
 */
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { callEndpoint } from '../../../lib/call-endpoint';
import {
  staleMarkProblemSchema,
  type AnswerMark,
  type AnswerVersion,
  type MarkAnswerBody,
  type MarkAnswersBody,
} from '@markwell/contracts/marking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { markingKey } from './query-keys';

export type { AnswerMark, AnswerVersion };

/** What a teacher decided for the answers on screen; `level` only on levelled questions. */
export interface MarkChange {
  assignmentId: number;
  questionId: number;
  answers: AnswerVersion[];
  points?: MarkAnswersBody['points'];
  /** Override within 0..max; null clears it; undefined leaves it. */
  marks?: number | null;
  feedback?: string | null;
  /** Levelled questions: the level (null clears it); undefined leaves it. */
  level?: number | null;
  /** The teacher confirms the mark as it stands: it is then marked by a teacher. */
  confirm?: boolean;
}

export function markAnswers(assignmentId: number, body: MarkAnswersBody) {
  return callEndpoint(markingEndpoints.postMafanswersByIdMarkings, {
    params: { id: assignmentId },
    body,
    validate: true,
  });
}

export function markAnswer(assignmentId: number, body: MarkAnswerBody) {
  return callEndpoint(markingEndpoints.patchMafanswersByIdMarkings, {
    params: { id: assignmentId },
    body,
    validate: true,
  });
}

export function setLevel(assignmentId: number, questionId: number, answers: AnswerVersion[], level: number | null) {
  return callEndpoint(markingEndpoints.postMafanswersByIdMarkingsByMid, {
    params: { id: assignmentId, mid: questionId },
    body: { answers, level },
    validate: true,
  });
}

/**
 * Sends one change: one answer by PATCH, several by POST; the level (a separate route) first,
 * then points, override and feedback on the versions the level change returned.
 */
export async function saveMarkChange(change: MarkChange): Promise<AnswerMark[]> {
  let versions = change.answers;
  let latest: AnswerMark[] = [];
  if (change.level !== undefined) {
    latest = (await setLevel(change.assignmentId, change.questionId, versions, change.level)).answers;
    versions = latest.map((a) => ({ answer_id: a.answer_id, version: a.version }));
  }
  const rest = {
    ...(change.points ? { points: change.points } : {}),
    ...(change.marks !== undefined ? { marks: change.marks } : {}),
    ...(change.feedback !== undefined ? { feedback: change.feedback } : {}),
    ...(change.confirm && change.level === undefined ? { confirm: true } : {}),
  };
  // Confirming the engine's mark as it is still goes to the server: it is then teacher-marked.
  if (Object.keys(rest).length === 0 && change.level !== undefined) return latest;
  if (versions.length === 1) return [await markAnswer(change.assignmentId, { ...versions[0]!, ...rest })];
  return (await markAnswers(change.assignmentId, { answers: versions, ...rest })).answers;
}

/** The current marks a 409 `stale_mark` carries, or null for any other error. */
export function staleMarks(error: unknown): AnswerMark[] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = staleMarkProblemSchema.safeParse(error.extra);
  return parsed.success ? parsed.data.current : null;
}

export function useSaveMark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMarkChange,
    onSettled: () => client.invalidateQueries({ queryKey: markingKey }),
    meta: { silentError: true }, // the marking screen shows errors (and 409s) beside the answer
  });
}

/** DELETE /api/v2/mafanswers/:id/markings?answer_id&version: back to the engine's mark. */
export function resetMark(assignmentId: number, answer: AnswerVersion) {
  return callEndpoint(markingEndpoints.deleteMafanswersByIdMarkings, {
    params: { id: assignmentId },
    query: { answer_id: answer.answer_id, version: answer.version },
    validate: true,
  });
}

export function useResetMark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, answer }: { assignmentId: number; answer: AnswerVersion }) =>
      resetMark(assignmentId, answer),
    onSettled: () => client.invalidateQueries({ queryKey: markingKey }),
    meta: { silentError: true },
  });
}
