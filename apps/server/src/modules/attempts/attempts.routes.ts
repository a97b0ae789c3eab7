import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attemptParamsSchema,
  attemptQuestionParamsSchema,
  attemptViewSchema,
  saveAnswerBodySchema,
  saveAnswerResponseSchema,
  savedAnswerSchema,
  submitAttemptBodySchema,
  submittedAttemptSchema,
} from '@markwell/contracts';
import { STUDENT } from '../../lib/access';
import { createBurstLimiter } from '../../lib/burst-limit';
import { AppError } from '../../lib/errors';
import { attemptsServiceOf } from './attempts.app';

const tags = ['sitting an exam'];

/** A student sitting an exam: open or resume, save and read answers, submit. */
export default async function attemptsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // One student's saves a second, in this process (a script, not a typist, reaches the limit).
  const saves = createBurstLimiter({ perSecond: app.env.ANSWER_SAVES_PER_SECOND });
  const service = attemptsServiceOf(app);

  app.get(
    '/mafanswers/:id',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: "Open or resume the student's attempt at an assignment",
        description:
          "The first call, between the opening and the due time, starts the attempt: it pins each question to its current version and fixes the deadline (due time, time limit and the student's extra time). Returns the questions without any of the mark scheme, the saved answers, the deadline and the server time.",
        params: attemptParamsSchema,
        response: { 200: attemptViewSchema },
      },
    },
    (req) => service.open(req.auth!, req.params.id),
  );

  app.post(
    '/mafanswers/:id/questions/:qid',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: 'Save one answer of the attempt',
        description:
          'Upserts the answer guarded by the client revision and replies once it is committed: the same revision again is idempotent, an older one is a 409 `stale_revision` carrying the stored answer. More than ANSWER_SAVES_PER_SECOND (20) saves a second from one student is a 429 `too_many_saves` with Retry-After. Refused with 409 `attempt_submitted` after submitting and `attempt_closed` after the deadline plus 60 seconds of grace; text longer than 10,000 characters is a 400 `answer_too_long`.',
        params: attemptQuestionParamsSchema,
        body: saveAnswerBodySchema,
        response: { 200: saveAnswerResponseSchema },
      },
      preHandler: async (req, reply) => {
        const waitMs = app.env.RATE_LIMIT === 'off' ? 0 : saves.take(req.auth!.id);
        if (waitMs === 0) return;
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        void reply.header('retry-after', String(seconds));
        throw new AppError(
          429,
          'too_many_saves',
          `At most ${app.env.ANSWER_SAVES_PER_SECOND} saves a second: your answer is kept and sent again in a moment.`,
          // The name the 503 of a database away uses too: the exam screen waits as long either way.
          { retry_after_seconds: seconds },
        );
      },
    },
    (req) => service.save(req.auth!, req.params.id, req.params.qid, req.body),
  );

  app.get(
    '/mafanswers/:id/questions/:qid',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: 'Read one saved answer of the attempt',
        description:
          'The stored answer with its revision and flag; revision 0 and a null answer when the question was never saved.',
        params: attemptQuestionParamsSchema,
        response: { 200: savedAnswerSchema },
      },
    },
    (req) => service.readAnswer(req.auth!, req.params.id, req.params.qid),
  );

  app.patch(
    '/mafassignments/:id/email/submit',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: "Submit the student's attempt and confirm it by e-mail",
        description:
          'Freezes the answers and sends a confirmation e-mail and notification to the student. Submitting again is idempotent: the same summary, nothing sent twice.',
        params: attemptParamsSchema,
        body: submitAttemptBodySchema,
        response: { 200: submittedAttemptSchema },
      },
    },
    (req) => service.submit(req.auth!, req.params.id),
  );
}
