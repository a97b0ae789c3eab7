import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  listSynonymsQuerySchema,
  okSchema,
  synonymBodySchema,
  synonymSchema,
  updateSynonymBodySchema,
} from '@markwell/contracts';
import { STAFF } from '../../lib/access';
import { createSynonymsService } from './synonyms.service';

const tags = ['questions'];

/** Synonym sets the marking engine applies, global or for one curriculum. */
export default async function synonymsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSynonymsService(app.db);

  app.get(
    '/mafsynonyms',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Synonym sets (with curricula: those that apply to it, global ones included)',
        querystring: listSynonymsQuerySchema,
        response: { 200: z.array(synonymSchema) },
      },
    },
    (req) => service.listSynonyms(req.query),
  );

  app.post(
    '/mafsynonyms',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Add a synonym set (lowercased, whitespace collapsed, empty terms dropped)',
        body: synonymBodySchema,
        response: { 201: synonymSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createSynonym(req.body)),
  );

  app.patch(
    '/mafsynonyms/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Edit a synonym set',
        params: idParamsSchema,
        body: updateSynonymBodySchema,
        response: { 200: synonymSchema },
      },
    },
    (req) => service.updateSynonym(req.params.id, req.body),
  );

  app.delete(
    '/mafsynonyms/:id',
    {
      config: { access: STAFF },
      schema: { tags, summary: 'Delete a synonym set', params: idParamsSchema, response: { 200: okSchema } },
    },
    (req) => service.deleteSynonym(req.params.id),
  );
}
