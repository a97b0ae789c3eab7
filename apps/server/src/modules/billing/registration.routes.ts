import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmEmailBodySchema,
  confirmEmailResponseSchema,
  problemSchema,
  registerBodySchema,
  registerCategoriesSchema,
  registerResponseSchema,
  resendConfirmationBodySchema,
  resendConfirmationResponseSchema,
} from '@markwell/contracts';
import { registrationServiceOf } from './billing.app';

/** Public sign-up of a school or coach with its subscription, and the owner's e-mail confirmation. */
export default async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = registrationServiceOf(app);
  const limited = (max: number) => (app.env.RATE_LIMIT === 'off' ? {} : { rateLimit: { max, timeWindow: '1 hour' } });

  app.get(
    '/register/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['registration'],
        summary: 'Plan categories by school type, with the subjects on offer and their prices',
        description:
          "One category per school type (coach → price_mini, smallschool → price_small, largeschool → price_medium, xlschool → price_large) with each subject's monthly price and discounted price, every subject with all its price columns, the VAT rate, and a `form_token` to send back with the registration.",
        security: [],
        response: { 200: registerCategoriesSchema },
      },
    },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.categories();
    },
  );

  app.post(
    '/registers/users',
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
      schema: {
        tags: ['registration'],
        summary: 'Register a school or coach with its owner account and a subscription for the chosen subjects',
        description:
          'In one transaction: the school (inactive), its owner (a school admin), the subscription at the price the server computes, the curricula of the subscribed subjects, the first invoice, and an e-mail with a single-use link (seven days) the owner opens to confirm the address. The school goes live, and the owner can log in, once the address is confirmed.',
        security: [],
        body: registerBodySchema,
        response: { 201: registerResponseSchema, 400: problemSchema, 409: problemSchema, 429: problemSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.register(req.body)),
  );

  app.post(
    '/registers/confirmations',
    {
      config: {
        access: 'public',
        ...limited(30),
        problems: { 400: 'The link is unknown, used or expired (`confirm_link_invalid`).' },
      },
      schema: {
        tags: ['registration'],
        summary: "Confirm a new owner's e-mail address with the token of the e-mailed link",
        description: 'Uses up the link, confirms the address and puts the school and its subscription live.',
        security: [],
        body: confirmEmailBodySchema,
        response: { 200: confirmEmailResponseSchema, 400: problemSchema },
      },
    },
    (req) => service.confirm(req.body.token),
  );

  app.post(
    '/registers/confirmations/resend',
    {
      config: {
        access: 'public',
        ...limited(5),
        problems: { 429: 'More than 5 requests an hour from this address (`rate_limited`).' },
      },
      schema: {
        tags: ['registration'],
        summary: 'E-mail a new confirmation link to an owner who has not confirmed yet',
        description:
          'Answers 202 with the same sentence, whether or not an unconfirmed registration uses the address; a background job sends a new link (older ones stop working), three an hour at most.',
        security: [],
        body: resendConfirmationBodySchema,
        response: { 202: resendConfirmationResponseSchema, 429: problemSchema },
      },
    },
    async (req, reply) => {
      await service.requestNewLink(req.body.email);
      return reply.code(202).send({
        message: 'If a registration with this address is waiting for confirmation, we have sent it a new link.',
      });
    },
  );
}
