import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactEndpoints } from '@markwell/contracts/endpoints/contact';
import { routeEndpoint } from '../../lib/endpoint-route';
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

  routeEndpoint(
    app,
    contactEndpoints.patchSendContact,
    {
      config: {
        access: 'public',
        ...rateLimit,
        problems: { 429: 'More than 5 messages a minute from this address (`rate_limited`): try again later.' },
      },
      schema: { tags: ['contact'], security: [] },
    },
    (req) => service.sendContact(req.body, req.ip),
  );

  routeEndpoint(
    app,
    contactEndpoints.getContactmessages,
    {
      config: { access: STAFF },
      schema: { tags: ['contact'] },
    },
    (req) => service.listMessages(req.query.limit, req.query.offset),
  );

  routeEndpoint(
    app,
    contactEndpoints.postSendproblem,
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
      },
    },
    async (req, reply) => reply.code(201).send(await service.reportProblem(req.auth!, req.body)),
  );

  routeEndpoint(
    app,
    contactEndpoints.getProblemreports,
    {
      config: { access: STAFF },
      schema: { tags: ['problem reports'] },
    },
    (req) => service.listReports(req.query.limit, req.query.offset),
  );
}
