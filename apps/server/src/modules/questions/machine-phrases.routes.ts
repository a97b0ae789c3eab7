import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STAFF, TEACHER } from '../../lib/access';
import { MACHINE_PHRASE_PROPOSALS } from '../../lib/user-rate-rules';
import { createMachinePhrasesService } from './machine-phrases.service';

const tags = ['questions'];
const TEACHER_OR_STAFF = [...TEACHER, ...STAFF] as const;

/** Machine phrases: proposed by teachers for points the engine missed, reviewed by staff. */
export default async function machinePhrasesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createMachinePhrasesService(app.db, app.storage);

  routeEndpoint(
    app,
    questionsEndpoints.getMarkingpointsMachines,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.machineQueue(req.query),
  );

  routeEndpoint(
    app,
    questionsEndpoints.postMarkingpointsByIdMachines,
    {
      config: {
        access: TEACHER_OR_STAFF,
        userRateLimit: MACHINE_PHRASE_PROPOSALS,
        problems: {
          429: `More than ${MACHINE_PHRASE_PROPOSALS.max} proposals an hour from this user (\`rate_limited\`): the Retry-After header says how many seconds to wait.`,
        },
      },
      schema: {
        tags,
        summary: `Propose machine phrases for marking point :id (${MACHINE_PHRASE_PROPOSALS.max} proposals an hour per user)`,
      },
    },
    async (req, reply) => reply.code(201).send(await service.proposeMachines(req.auth!, req.params.id, req.body)),
  );

  routeEndpoint(
    app,
    questionsEndpoints.patchMarkingpointsByIdMachines,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.reviewMachines(req.auth!, req.params.id, req.body.decisions),
  );

  routeEndpoint(
    app,
    questionsEndpoints.patchMarkingpointsByIdMachine,
    {
      config: {
        access: STAFF,
        problems: { 409: 'The point already has a machine phrase with this text (`machine_phrase_exists`).' },
      },
      schema: { tags },
    },
    (req) => service.updateMachine(req.auth!, req.params.id, req.body),
  );

  routeEndpoint(
    app,
    questionsEndpoints.deleteMarkingpointsByIdMachine,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.deleteMachine(req.params.id),
  );
}
