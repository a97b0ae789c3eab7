import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingEndpoints } from '@markwell/contracts/endpoints/billing';
import { routeEndpoint } from '../../lib/endpoint-route';
import { registrationServiceOf } from './billing.app';

/** Public sign-up of a school or coach with its subscription, and the owner's e-mail confirmation. */
export default async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = registrationServiceOf(app);
  const limited = (max: number) => (app.env.RATE_LIMIT === 'off' ? {} : { rateLimit: { max, timeWindow: '1 hour' } });

  routeEndpoint(
    app,
    billingEndpoints.getRegisterCategories,
    { config: { access: 'public' }, schema: { tags: ['registration'], security: [] } },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.categories();
    },
  );

  routeEndpoint(
    app,
    billingEndpoints.postRegistersUsers,
    {
      config: {
        access: 'public',
        ...limited(5),
        problems: {
          400: 'A field is invalid (`validation_failed`), the password breaks a rule (`password_rejected`), a subject is not on offer (`unknown_subject`), or the form was refused (`form_rejected`: the hidden field was filled, or it was sent less than 3 seconds after the form opened). Each field problem is one `errors` entry.',
          409: 'An account already uses this e-mail address (`email_taken`, an `errors` entry on `body.email`).',
          429: 'More than 5 registrations an hour from this address (`rate_limited`).',
        },
      },
      schema: { tags: ['registration'], security: [] },
    },
    async (req, reply) => reply.code(201).send(await service.register(req.body)),
  );

  routeEndpoint(
    app,
    billingEndpoints.postRegistersConfirmations,
    {
      config: {
        access: 'public',
        ...limited(30),
        problems: { 400: 'The link is unknown, used or expired (`confirm_link_invalid`).' },
      },
      schema: { tags: ['registration'], security: [] },
    },
    (req) => service.confirm(req.body.token),
  );

  routeEndpoint(
    app,
    billingEndpoints.postRegistersConfirmationsResend,
    {
      config: {
        access: 'public',
        ...limited(5),
        problems: { 429: 'More than 5 requests an hour from this address (`rate_limited`).' },
      },
      schema: { tags: ['registration'], security: [] },
    },
    async (req, reply) => {
      await service.requestNewLink(req.body.email);
      return reply.code(202).send({
        message: 'If a registration with this address is waiting for confirmation, we have sent it a new link.',
      });
    },
  );
}
