import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactMessageBodySchema,
  contactMessageListSchema,
  okSchema,
  paginationQuerySchema,
  problemReportBodySchema,
  problemReportListSchema,
  problemSchema,
} from '@markwell/contracts';
import { STAFF } from '../../lib/access';
import { PROBLEM_REPORTS } from '../../lib/user-rate-rules';
import { createContactService } from './contact.service';
import contactInboxRoutes from './contact-inbox.routes';

/** Contact form (public, rate-limited per IP) and problem reports (rate-limited per user). */
export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createContactService(app.db, app.mail, app.env.STAFF_EMAIL);
  await app.register(contactInboxRoutes);
  const rateLimit = app.env.RATE_LIMIT === 'off' ? {} : { rateLimit: { max: 5, timeWindow: '1 minute' } };

  app.patch(
    '/send/contact',
    {
      config: {
        access: 'public',
        ...rateLimit,
        problems: { 429: 'More than 5 messages a minute from this address (`rate_limited`): try again later.' },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send the contact form to the team (5 a minute per address; the honeypot `website` must stay empty)',
        description:
          'Stores the message and e-mails it to the team. A filled honeypot field is answered like a success but nothing is stored or sent.',
        security: [],
        body: contactMessageBodySchema,
        response: { 200: okSchema, 429: problemSchema },
      },
    },
    (req) => service.sendContact(req.body, req.ip),
  );

  app.get(
    '/contactmessages',
    {
      config: { access: STAFF },
      schema: {
        tags: ['contact'],
        summary: 'Contact messages, newest first (content staff)',
        description: 'A page of the messages sent through the contact form, newest first, with the total.',
        querystring: paginationQuerySchema,
        response: { 200: contactMessageListSchema },
      },
    },
    (req) => service.listMessages(req.query.limit, req.query.offset),
  );

  app.post(
    '/sendproblem',
    {
      config: {
        access: 'authenticated',
        userRateLimit: PROBLEM_REPORTS,
        problems: {
          404: "The `questionId` is of no question in the caller's curricula (`not_found`).",
          429: `More than ${PROBLEM_REPORTS.max} reports an hour from this user (\`rate_limited\`): the Retry-After header says how many seconds to wait.`,
        },
      },
      schema: {
        tags: ['problem reports'],
        summary: `Report a problem with a question or a page (any signed-in user, ${PROBLEM_REPORTS.max} an hour)`,
        description:
          "Stores the report and notifies content staff. A question report needs the id of a question in the caller's curricula (404 otherwise, missing or not).",
        body: problemReportBodySchema,
        response: { 201: z.object({ success: z.literal(true), id: z.number().int() }), 429: problemSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.reportProblem(req.auth!, req.body)),
  );

  app.get(
    '/problemreports',
    {
      config: { access: STAFF },
      schema: {
        tags: ['problem reports'],
        summary: 'Problem reports, newest first (content staff)',
        description: 'A page of the problems users reported, newest first, with the total.',
        querystring: paginationQuerySchema,
        response: { 200: problemReportListSchema },
      },
    },
    (req) => service.listReports(req.query.limit, req.query.offset),
  );
}
