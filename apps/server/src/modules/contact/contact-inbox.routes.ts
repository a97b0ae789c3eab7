import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminContactMessagePageSchema,
  adminContactMessageSchema,
  adminContactMessagesQuerySchema,
  idParamsSchema,
  updateAdminContactMessageBodySchema,
} from '@markwell/contracts';
import { ADMIN } from '../../lib/access';
import { createContactInboxService } from './contact-inbox.service';

/** The platform admin's inbox of the messages sent through the public contact form. */
export default async function contactInboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createContactInboxService(app.db);
  const tags = ['contact'];

  app.get(
    '/admin/contactmessages',
    {
      config: { access: ADMIN, problems: { 400: 'Invalid filters, or a cursor no page answered (`invalid_cursor`).' } },
      schema: {
        tags,
        summary: 'The contact-form inbox, newest first, a keyset page at a time (platform admin)',
        description:
          "Messages whose sender's name, e-mail, subject or text contains `q`, all or only those still to handle or handled, newest first; each row holds the first 200 characters of the message. `next_cursor` opens the next page.",
        querystring: adminContactMessagesQuerySchema,
        response: { 200: adminContactMessagePageSchema },
      },
    },
    (req) => service.list(req.query),
  );

  app.get(
    '/admin/contactmessages/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'One contact-form message in full (platform admin)',
        description: 'The message as the visitor sent it (plain text) and whether it has been handled.',
        params: idParamsSchema,
        response: { 200: adminContactMessageSchema },
      },
    },
    (req) => service.get(req.params.id),
  );

  app.patch(
    '/admin/contactmessages/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Mark a contact-form message handled, or back to handle (platform admin)',
        description:
          '`handled: true` records when (the first time) and by whom; `handled: false` puts it back among the messages to handle.',
        params: idParamsSchema,
        body: updateAdminContactMessageBodySchema,
        response: { 200: adminContactMessageSchema },
      },
    },
    (req) => service.setHandled(req.auth!, req.params.id, req.body),
  );
}
