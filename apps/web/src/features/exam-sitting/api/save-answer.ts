/**
 * POST /api/v2/mafanswers/:id/questions/:qid: saves one answer with its client revision. Used by
 * the autosave scheduler, not as a mutation hook: what a failure means is decided here (a lost
 * connection or a 5xx is thrown and retried; a 409 stale revision brings the stored answer back;
 * a closed attempt stops saving; anything else is refused for good).
 */
import { attemptsEndpoints } from '@markwell/contracts/endpoints/attempts';
import { callEndpoint } from '../../../lib/call-endpoint';
import { savedAnswerSchema, type AnswerValue, type SaveAnswerResponse } from '@markwell/contracts/attempts';
import { isApiError } from '../../../lib/api-client';
import { ServerPaused, type SaveOutcome } from '../lib/autosave';
import type { PendingAnswer } from '../lib/outbox';

/** What the outbox keeps per question: the answer and the review flag travel together. */
export interface DraftAnswer {
  answer: AnswerValue;
  flagged: boolean;
}

/** The server refuses NUL characters in any text; one pasted into an answer must not lose it. */
function withoutNul(answer: AnswerValue): AnswerValue {
  return typeof answer === 'string' ? answer.replaceAll('\u0000', '') : answer;
}

/** The wait a 503 or a 429 asks for (its `retry_after_seconds`, as its Retry-After header), 1 to 30 s. */
export function retryAfterMs(problem: Record<string, unknown>): number {
  const seconds = Number(problem.retry_after_seconds);
  return Math.min(30, Math.max(1, Number.isFinite(seconds) ? seconds : 2)) * 1000;
}

export function saveAnswer(
  assignmentId: number,
  questionId: number,
  body: { answer: AnswerValue; revision: number; flagged: boolean },
): Promise<SaveAnswerResponse> {
  return callEndpoint(attemptsEndpoints.postMafanswersByIdQuestionsByQid, {
    params: { id: assignmentId, qid: questionId },
    body,
    validate: true,
  });
}

/**
 * Sends one outbox entry and says what came of it. `offset`: server clock minus device clock (ms).
 * `onDeadline` hears the attempt's deadline as each save reports it: the teacher may have changed
 * the due time, the time limit or the student's extra time since the exam was opened.
 */
export async function sendDraft(
  assignmentId: number,
  entry: PendingAnswer<DraftAnswer>,
  offset: number,
  onDeadline?: (deadlineAt: string) => void,
): Promise<SaveOutcome<DraftAnswer>> {
  try {
    const saved = await saveAnswer(assignmentId, entry.questionId, {
      answer: withoutNul(entry.answer.answer),
      flagged: entry.answer.flagged,
      revision: entry.revision,
    });
    onDeadline?.(saved.deadline_at);
    return { kind: 'saved', revision: saved.revision };
  } catch (error) {
    // The database briefly away (503), or one student's saves past the server's limit (429): the
    // answer stays in the outbox and goes again after the wait the server asks for.
    if (isApiError(error) && (error.status === 503 || (error.status === 429 && error.code === 'too_many_saves')))
      throw new ServerPaused(retryAfterMs(error.extra));
    if (!isApiError(error) || error.status === 0 || error.status >= 500) throw error;
    if (error.status === 409 && error.code === 'stale_revision') {
      const stored = savedAnswerSchema.safeParse(error.extra.stored);
      if (stored.success) {
        const savedAt = stored.data.saved_at ? Date.parse(stored.data.saved_at) - offset : 0;
        return {
          kind: 'stale',
          answer: { answer: stored.data.answer, flagged: stored.data.flagged },
          revision: stored.data.revision,
          savedAt,
        };
      }
    }
    // 408/429 are worth another try; 409 (submitted, time over), 403 and 404 mean the attempt is shut.
    if (error.status === 408 || error.status === 429) throw error;
    if (error.status === 409 || error.status === 403 || error.status === 404) return { kind: 'closed' };
    return { kind: 'rejected', message: error.detail ?? error.title };
  }
}
