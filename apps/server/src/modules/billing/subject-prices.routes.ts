import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingEndpoints } from '@markwell/contracts/endpoints/billing';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STAFF } from '../../lib/access';
import { createSubjectPricesService } from './subject-prices.service';

/** Subject prices as content staff manage them. */
export default async function subjectPricesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSubjectPricesService(app.db);

  routeEndpoint(
    app,
    billingEndpoints.getSubjectPrices,
    { config: { access: STAFF }, schema: { tags: ['subject prices'] } },
    () => service.schedule(),
  );

  routeEndpoint(
    app,
    billingEndpoints.postSubjectPrices,
    {
      config: {
        access: STAFF,
        problems: {
          400: 'A price is invalid, or `effective_from` is in the past (`effective_from_past`).',
          404: 'No such subject (`not_found`).',
        },
      },
      schema: { tags: ['subject prices'] },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.auth!, req.body)),
  );
}
