import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMailboxQuerySchema,
  adminUserSchema,
  adminUsersPageSchema,
  changeUserEmailByAdminBodySchema,
  adminUsersQuerySchema,
  createdSchoolWithOwnerSchema,
  createSchoolWithOwnerBodySchema,
  idParamsSchema,
  mailboxMessageSchema,
  mailboxPageSchema,
  passwordResetByAdminSchema,
} from '@markwell/contracts';
import { ADMIN } from '../../lib/access';
import { createAccountsService } from './accounts.service';

const tags = ['accounts'];
const access = ADMIN;

/** The platform admin's account tools across every school. */
export default async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAccountsService(app.db, (id) => app.forgetAuthUser(id));

  app.get(
    '/admin/users',
    {
      config: { access, problems: { 400: 'Invalid filters, or a cursor no page answered (`invalid_cursor`).' } },
      schema: {
        tags,
        summary: 'Search users across every school, a keyset page at a time (platform admin)',
        description:
          'Users whose name or e-mail contains `q`, optionally of one role or school, by name then id. `next_cursor` opens the next page; `total` counts the matches up to 1,000 (`total_capped` beyond).',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema },
      },
    },
    (req) => service.searchUsers(req.query),
  );

  app.post(
    '/admin/users/:id/password-reset',
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
      schema: {
        tags,
        summary: "Reset any user's password: a new one-time password, in this answer only (platform admin)",
        description:
          'Gives the user a generated password, answered once and never stored in clear. Their sessions and reset links stop working and they must choose their own password at next login.',
        params: idParamsSchema,
        response: { 200: passwordResetByAdminSchema },
      },
    },
    (req) => service.resetPassword(req.params.id),
  );

  app.patch(
    '/admin/users/:id',
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
      schema: {
        tags,
        summary: "Change any user's e-mail address, their login (platform admin)",
        description:
          "The platform admin's way to change a school owner's address, which no other school admin of the school may change. The password and sessions stay as they are.",
        params: idParamsSchema,
        body: changeUserEmailByAdminBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    (req) => service.changeEmail(req.params.id, req.body.email),
  );

  app.post(
    '/admin/schools',
    {
      config: { access, problems: { 409: 'Another account already uses the owner e-mail (`email_taken`).' } },
      schema: {
        tags,
        summary: "Open a school with its owner; the owner's one-time password is in this answer only (platform admin)",
        description:
          'Creates the school and its owner (a school admin) together. The owner must choose their own password at first login.',
        body: createSchoolWithOwnerBodySchema,
        response: { 201: createdSchoolWithOwnerSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createSchoolWithOwner(req.body)),
  );

  app.get(
    '/admin/mailbox',
    {
      config: { access, problems: { 400: 'Invalid filters, or a cursor no page answered (`invalid_cursor`).' } },
      schema: {
        tags,
        summary:
          'The dev mailbox: e-mails kept because no SMTP server is configured, a keyset page at a time (platform admin)',
        description:
          'Without SMTP_URL every e-mail stays in the outbox; this lists them, newest first, optionally to one address. With SMTP configured, delivered mail is not listed. `next_cursor` opens the next page; `total` counts up to 1,000 (`total_capped` beyond).',
        querystring: adminMailboxQuerySchema,
        response: { 200: mailboxPageSchema },
      },
    },
    (req) => service.mailbox(req.query),
  );

  app.get(
    '/admin/mailbox/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One e-mail of the dev mailbox (platform admin)',
        description: 'The e-mail kept in the outbox, in plain text; 404 for a missing id or one that was sent by SMTP.',
        params: idParamsSchema,
        response: { 200: mailboxMessageSchema },
      },
    },
    (req) => service.mailboxMessage(req.params.id),
  );
}
