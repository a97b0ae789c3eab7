import { defineEndpoint } from '../endpoint';
import {
  attemptParamsSchema,
  attemptQuestionParamsSchema,
  attemptViewSchema,
  saveAnswerBodySchema,
  saveAnswerResponseSchema,
  savedAnswerSchema,
  submitAttemptBodySchema,
  submittedAttemptSchema,
} from '../index';

/** The attempts module's endpoints, each keyed by its operationId in the API document. */
export const attemptsEndpoints = {
  getMafanswersById: defineEndpoint({
    method: 'GET',
    path: '/api/v2/mafanswers/:id',
    summary: "Open or resume the student's attempt at an assignment",
    description:
      "The first call, between the opening and the due time, starts the attempt: it pins each question to its current version and fixes the deadline (due time, time limit and the student's extra time). Returns the questions without any of the mark scheme, the saved answers, the deadline and the server time.",
    params: attemptParamsSchema,
    responses: { 200: attemptViewSchema },
  }),
  postMafanswersByIdQuestionsByQid: defineEndpoint({
    method: 'POST',
    path: '/api/v2/mafanswers/:id/questions/:qid',
    summary: 'Save one answer of the attempt',
    description:
      'Upserts the answer guarded by the client revision and replies once it is committed: the same revision again is idempotent, an older one is a 409 `stale_revision` carrying the stored answer. More than ANSWER_SAVES_PER_SECOND (20) saves a second from one student is a 429 `too_many_saves` with Retry-After. Refused with 409 `attempt_submitted` after submitting and `attempt_closed` after the deadline plus 60 seconds of grace; text longer than 10,000 characters is a 400 `answer_too_long`.',
    params: attemptQuestionParamsSchema,
    body: saveAnswerBodySchema,
    responses: { 200: saveAnswerResponseSchema },
  }),
  getMafanswersByIdQuestionsByQid: defineEndpoint({
    method: 'GET',
    path: '/api/v2/mafanswers/:id/questions/:qid',
    summary: 'Read one saved answer of the attempt',
    description:
      'The stored answer with its revision and flag; revision 0 and a null answer when the question was never saved.',
    params: attemptQuestionParamsSchema,
    responses: { 200: savedAnswerSchema },
  }),
  patchMafassignmentsByIdEmailSubmit: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/mafassignments/:id/email/submit',
    summary: "Submit the student's attempt and confirm it by e-mail",
    description:
      'Freezes the answers and sends a confirmation e-mail and notification to the student. Submitting again is idempotent: the same summary, nothing sent twice.',
    params: attemptParamsSchema,
    body: submitAttemptBodySchema,
    responses: { 200: submittedAttemptSchema },
  }),
};
