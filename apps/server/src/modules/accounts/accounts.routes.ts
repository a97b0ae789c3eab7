import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountsEndpoints } from '@markwell/contracts/endpoints/accounts';
import { routeEndpoint } from '../../lib/endpoint-route';
import { ADMIN } from '../../lib/access';
import { createAccountsService } from './accounts.service';

const tags = ['accounts'];
const access = ADMIN;

/** The platform admin's account tools across every school. */
export default async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAccountsService(app.db, (id) => app.forgetAuthUser(id));

  routeEndpoint(
    app,
    accountsEndpoints.getAdminUsers,
    {
      config: { access, problems: { 400: 'Invalid filters, or a cursor no page answered (`invalid_cursor`).' } },
      schema: { tags },
    },
    (req) => service.searchUsers(req.query),
  );

  routeEndpoint(
    app,
    accountsEndpoints.postAdminUsersByIdPasswordReset,
    {
      config: {
        access,
        audit: {
          objectKind: 'user',
          action: 'password_reset',
          objectId: (req) => (req.params as { id: number }).id,
          subjectUserId: (req) => (req.params as { id: number }).id,
        },
      },
      schema: { tags },
    },
    (req) => service.resetPassword(req.params.id),
  );

  routeEndpoint(
    app,
    accountsEndpoints.patchAdminUsersById,
    {
      config: {
        access,
        problems: { 409: 'Another account already uses the e-mail (`email_taken`).' },
        audit: {
          objectKind: 'user',
          action: 'update_details',
          objectId: (req) => (req.params as { id: number }).id,
          subjectUserId: (req) => (req.params as { id: number }).id,
          detail: () => ({ fields: ['email'] }),
        },
      },
      schema: { tags },
    },
    (req) => service.changeEmail(req.params.id, req.body.email),
  );

  routeEndpoint(
    app,
    accountsEndpoints.postAdminSchools,
    {
      config: { access, problems: { 409: 'Another account already uses the owner e-mail (`email_taken`).' } },
      schema: { tags },
    },
    async (req, reply) => reply.code(201).send(await service.createSchoolWithOwner(req.body)),
  );

  routeEndpoint(
    app,
    accountsEndpoints.getAdminMailbox,
    {
      config: { access, problems: { 400: 'Invalid filters, or a cursor no page answered (`invalid_cursor`).' } },
      schema: { tags },
    },
    (req) => service.mailbox(req.query),
  );

  routeEndpoint(
    app,
    accountsEndpoints.getAdminMailboxById,
    {
      config: { access },
      schema: { tags },
    },
    (req) => service.mailboxMessage(req.params.id),
  );
}
