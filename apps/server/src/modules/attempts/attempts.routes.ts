import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attemptsEndpoints } from '@markwell/contracts/endpoints/attempts';
import { routeEndpoint } from '../../lib/endpoint-route';
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

  routeEndpoint(
    app,
    attemptsEndpoints.getMafanswersById,
    {
      config: { access: STUDENT },
      schema: { tags },
    },
    (req) => service.open(req.auth!, req.params.id),
  );

  routeEndpoint(
    app,
    attemptsEndpoints.postMafanswersByIdQuestionsByQid,
    {
      config: { access: STUDENT },
      schema: { tags },
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

  routeEndpoint(
    app,
    attemptsEndpoints.getMafanswersByIdQuestionsByQid,
    {
      config: { access: STUDENT },
      schema: { tags },
    },
    (req) => service.readAnswer(req.auth!, req.params.id, req.params.qid),
  );

  routeEndpoint(
    app,
    attemptsEndpoints.patchMafassignmentsByIdEmailSubmit,
    {
      config: { access: STUDENT },
      schema: { tags },
    },
    (req) => service.submit(req.auth!, req.params.id),
  );
}
