import { defineEndpoint } from '../endpoint';
import {
  adminContactMessagePageSchema,
  adminContactMessageSchema,
  adminContactMessagesQuerySchema,
  contactMessageBodySchema,
  contactMessageListSchema,
  idParamsSchema,
  okSchema,
  paginationQuerySchema,
  problemReportBodySchema,
  problemReportListSchema,
  problemSchema,
  updateAdminContactMessageBodySchema,
} from '../index';
import { z } from 'zod';

/** The contact module's endpoints, each keyed by its operationId in the API document. */
export const contactEndpoints = {
  patchSendContact: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/send/contact',
    summary: 'Send the contact form to the team (5 a minute per address; the honeypot `website` must stay empty)',
    description:
      'Stores the message and e-mails it to the team. A filled honeypot field is answered like a success but nothing is stored or sent.',
    body: contactMessageBodySchema,
    responses: { 200: okSchema, 429: problemSchema },
  }),
  getContactmessages: defineEndpoint({
    method: 'GET',
    path: '/api/v2/contactmessages',
    summary: 'Contact messages, newest first (content staff)',
    description: 'A page of the messages sent through the contact form, newest first, with the total.',
    query: paginationQuerySchema,
    responses: { 200: contactMessageListSchema },
  }),
  postSendproblem: defineEndpoint({
    method: 'POST',
    path: '/api/v2/sendproblem',
    // The route states its per-user hourly limit in the summary it registers (server policy).
    summary: 'Report a problem with a question or a page (any signed-in user, a limited number an hour)',
    description:
      "Stores the report and notifies content staff. A question report needs the id of a question in the caller's curricula (404 otherwise, missing or not).",
    body: problemReportBodySchema,
    responses: { 201: z.object({ success: z.literal(true), id: z.number().int() }), 429: problemSchema },
  }),
  getProblemreports: defineEndpoint({
    method: 'GET',
    path: '/api/v2/problemreports',
    summary: 'Problem reports, newest first (content staff)',
    description: 'A page of the problems users reported, newest first, with the total.',
    query: paginationQuerySchema,
    responses: { 200: problemReportListSchema },
  }),
  getAdminContactmessages: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/contactmessages',
    summary: 'The contact-form inbox, newest first, a keyset page at a time (platform admin)',
    description:
      "Messages whose sender's name, e-mail, subject or text contains `q`, all or only those still to handle or handled, newest first; each row holds the first 200 characters of the message. `next_cursor` opens the next page.",
    query: adminContactMessagesQuerySchema,
    responses: { 200: adminContactMessagePageSchema },
  }),
  getAdminContactmessagesById: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/contactmessages/:id',
    summary: 'One contact-form message in full (platform admin)',
    description: 'The message as the visitor sent it (plain text) and whether it has been handled.',
    params: idParamsSchema,
    responses: { 200: adminContactMessageSchema },
  }),
  patchAdminContactmessagesById: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/admin/contactmessages/:id',
    summary: 'Mark a contact-form message handled, or back to handle (platform admin)',
    description:
      '`handled: true` records when (the first time) and by whom; `handled: false` puts it back among the messages to handle.',
    params: idParamsSchema,
    body: updateAdminContactMessageBodySchema,
    responses: { 200: adminContactMessageSchema },
  }),
};
