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
        description:
          'Every synonym set the marking engine applies, optionally searched; with a curriculum, only the sets that apply to it (its own and the global ones).',
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
        description:
          'Adds a set of interchangeable terms separated by ";", global or for one curriculum. A set needs two terms at least (400 `synonyms_too_few`).',
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
        description: 'Changes the terms or the curriculum of a set, cleaned and checked as on creation.',
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
      schema: {
        tags,
        summary: 'Delete a synonym set',
        description: 'Deletes the set; answers that mark from now on no longer treat its terms as interchangeable.',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.deleteSynonym(req.params.id),
  );
}
