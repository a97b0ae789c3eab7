import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STAFF } from '../../lib/access';
import { createSynonymsService } from './synonyms.service';

const tags = ['questions'];

/** Synonym sets the marking engine applies, global or for one curriculum. */
export default async function synonymsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSynonymsService(app.db);

  routeEndpoint(app, questionsEndpoints.getMafsynonyms, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.listSynonyms(req.query),
  );

  routeEndpoint(
    app,
    questionsEndpoints.postMafsynonyms,
    { config: { access: STAFF }, schema: { tags } },
    async (req, reply) => reply.code(201).send(await service.createSynonym(req.body)),
  );

  routeEndpoint(app, questionsEndpoints.patchMafsynonymsById, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.updateSynonym(req.params.id, req.body),
  );

  routeEndpoint(app, questionsEndpoints.deleteMafsynonymsById, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.deleteSynonym(req.params.id),
  );
}
