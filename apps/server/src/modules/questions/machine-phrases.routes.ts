import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  machinePhraseSchema,
  machineQueuePageSchema,
  machineQueueQuerySchema,
  okSchema,
  proposeMachinePhrasesBodySchema,
  reviewMachinePhrasesBodySchema,
  updateMachinePhraseBodySchema,
} from '@markwell/contracts';
import { STAFF, TEACHER } from '../../lib/access';
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
        querystring: machineQueueQuerySchema,
        response: { 200: machineQueuePageSchema },
      },
    },
    (req) => service.machineQueue(req.query),
  );

  app.post(
    '/markingpoints/:id/machines',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Propose machine phrases for marking point :id',
        description: 'Send `phrases`, or only the `answer` the point was awarded for and the engine picks the phrase.',
        params: idParamsSchema,
        body: proposeMachinePhrasesBodySchema,
        response: { 201: z.array(machinePhraseSchema) },
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
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Accept, reject or edit machine phrase :id',
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
      schema: { tags, summary: 'Delete machine phrase :id', params: idParamsSchema, response: { 200: okSchema } },
    },
    (req) => service.deleteMachine(req.params.id),
  );
}
