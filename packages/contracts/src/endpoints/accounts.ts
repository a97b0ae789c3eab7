import { defineEndpoint } from '../endpoint';
import {
  adminMailboxQuerySchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  changeUserEmailByAdminBodySchema,
  createSchoolWithOwnerBodySchema,
  createdSchoolWithOwnerSchema,
  idParamsSchema,
  mailboxMessageSchema,
  mailboxPageSchema,
  passwordResetByAdminSchema,
} from '../index';

/** The accounts module's endpoints, each keyed by its operationId in the API document. */
export const accountsEndpoints = {
  getAdminUsers: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/users',
    summary: 'Search users across every school, a keyset page at a time (platform admin)',
    description:
      'Users whose name or e-mail contains `q`, optionally of one role or school, by name then id. `next_cursor` opens the next page; `total` counts the matches up to 1,000 (`total_capped` beyond).',
    query: adminUsersQuerySchema,
    responses: { 200: adminUsersPageSchema },
  }),
  postAdminUsersByIdPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/v2/admin/users/:id/password-reset',
    summary: "Reset any user's password: a new one-time password, in this answer only (platform admin)",
    description:
      'Gives the user a generated password, answered once and never stored in clear. Their sessions and reset links stop working and they must choose their own password at next login.',
    params: idParamsSchema,
    responses: { 200: passwordResetByAdminSchema },
  }),
  patchAdminUsersById: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/admin/users/:id',
    summary: "Change any user's e-mail address, their login (platform admin)",
    description:
      "The platform admin's way to change a school owner's address, which no other school admin of the school may change. The password and sessions stay as they are.",
    params: idParamsSchema,
    body: changeUserEmailByAdminBodySchema,
    responses: { 200: adminUserSchema },
  }),
  postAdminSchools: defineEndpoint({
    method: 'POST',
    path: '/api/v2/admin/schools',
    summary: "Open a school with its owner; the owner's one-time password is in this answer only (platform admin)",
    description:
      'Creates the school and its owner (a school admin) together. The owner must choose their own password at first login.',
    body: createSchoolWithOwnerBodySchema,
    responses: { 201: createdSchoolWithOwnerSchema },
  }),
  getAdminMailbox: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/mailbox',
    summary:
      'The dev mailbox: e-mails kept because no SMTP server is configured, a keyset page at a time (platform admin)',
    description:
      'Without SMTP_URL every e-mail stays in the outbox; this lists them, newest first, optionally to one address. With SMTP configured, delivered mail is not listed. `next_cursor` opens the next page; `total` counts up to 1,000 (`total_capped` beyond).',
    query: adminMailboxQuerySchema,
    responses: { 200: mailboxPageSchema },
  }),
  getAdminMailboxById: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/mailbox/:id',
    summary: 'One e-mail of the dev mailbox (platform admin)',
    description: 'The e-mail kept in the outbox, in plain text; 404 for a missing id or one that was sent by SMTP.',
    params: idParamsSchema,
    responses: { 200: mailboxMessageSchema },
  }),
};
