import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  machinePhraseSchema,
  machineQueuePageSchema,
  machineQueueQuerySchema,
  okSchema,
  problemSchema,
  proposeMachinePhrasesBodySchema,
  reviewMachinePhrasesBodySchema,
  updateMachinePhraseBodySchema,
} from '@markwell/contracts';
import { STAFF, TEACHER } from '../../lib/access';
import { MACHINE_PHRASE_PROPOSALS } from '../../lib/user-rate-rules';
import { createMachinePhrasesService } from './machine-phrases.service';

const tags = ['questions'];
const TEACHER_OR_STAFF = [...TEACHER, ...STAFF] as const;

/** Machine phrases: proposed by teachers for points the engine missed, reviewed by staff. */
export default async function machinePhrasesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createMachinePhrasesService(app.db, app.storage);

  app.get(
    '/markingpoints/machines',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Machine phrase review queue, with point, question and answer excerpt',
        description:
          'A page of machine phrases in one status (proposed by default), each with its marking point, question and the answer excerpt it came from, for staff review.',
        querystring: machineQueueQuerySchema,
        response: { 200: machineQueuePageSchema },
      },
    },
    (req) => service.machineQueue(req.query),
  );

  app.post(
    '/markingpoints/:id/machines',
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
        description:
          "Send `phrases`, or only the `answer` the point was awarded for and the engine picks the phrase. Teachers may propose only for their school's curricula; phrases already proposed come back as they are.",
        params: idParamsSchema,
        body: proposeMachinePhrasesBodySchema,
        response: { 201: z.array(machinePhraseSchema), 429: problemSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.proposeMachines(req.auth!, req.params.id, req.body)),
  );

  app.patch(
    '/markingpoints/:id/machines',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Accept or reject machine phrases of marking point :id in bulk',
        description:
          "Applies each decision to the point's phrases at once and tells the proposers the outcome. A phrase of another point is a 400 `machine_phrase_not_of_point`.",
        params: idParamsSchema,
        body: reviewMachinePhrasesBodySchema,
        response: { 200: z.array(machinePhraseSchema) },
      },
    },
    (req) => service.reviewMachines(req.auth!, req.params.id, req.body.decisions),
  );

  app.patch(
    '/markingpoints/:id/machine',
    {
      config: {
        access: STAFF,
        problems: { 409: 'The point already has a machine phrase with this text (`machine_phrase_exists`).' },
      },
      schema: {
        tags,
        summary: 'Accept, reject or edit machine phrase :id',
        description:
          'Changes the status or the text of one machine phrase (`:id` is the phrase itself); its proposer is told when the status changes.',
        params: idParamsSchema,
        body: updateMachinePhraseBodySchema,
        response: { 200: machinePhraseSchema },
      },
    },
    (req) => service.updateMachine(req.auth!, req.params.id, req.body),
  );

  app.delete(
    '/markingpoints/:id/machine',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Delete machine phrase :id',
        description:
          'Deletes one machine phrase (`:id` is the phrase itself); the point is marked without it from now on.',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.deleteMachine(req.params.id),
  );
}
