import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactEndpoints } from '@markwell/contracts/endpoints/contact';
import { routeEndpoint } from '../../lib/endpoint-route';
import { ADMIN } from '../../lib/access';
import { createContactInboxService } from './contact-inbox.service';

/** The platform admin's inbox of the messages sent through the public contact form. */
export default async function contactInboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createContactInboxService(app.db);
  const tags = ['contact'];

  routeEndpoint(
    app,
    contactEndpoints.getAdminContactmessages,
    {
      config: { access: ADMIN, problems: { 400: 'Invalid filters, or a cursor no page answered (`invalid_cursor`).' } },
      schema: { tags },
    },
    (req) => service.list(req.query),
  );

  routeEndpoint(
    app,
    contactEndpoints.getAdminContactmessagesById,
    {
      config: { access: ADMIN },
      schema: { tags },
    },
    (req) => service.get(req.params.id),
  );

  routeEndpoint(
    app,
    contactEndpoints.patchAdminContactmessagesById,
    {
      config: { access: ADMIN },
      schema: { tags },
    },
    (req) => service.setHandled(req.auth!, req.params.id, req.body),
  );
}
