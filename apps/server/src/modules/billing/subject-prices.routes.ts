import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createSubjectPriceBodySchema,
  problemSchema,
  subjectPriceRowSchema,
  subjectPricesSchema,
} from '@markwell/contracts';
import { STAFF } from '../../lib/access';
import { createSubjectPricesService } from './subject-prices.service';

/** Subject prices as content staff manage them. */
export default async function subjectPricesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSubjectPricesService(app.db);

  app.get(
    '/subject-prices',
    {
      config: { access: STAFF },
      schema: {
        tags: ['subject prices'],
        summary: 'Every subject with its prices in force and those scheduled (content staff)',
        description:
          'Per subject: the price list in force now (null when none: the subject is not on offer) and the lists that start later.',
        response: { 200: subjectPricesSchema },
      },
    },
    () => service.schedule(),
  );

  app.post(
    '/subject-prices',
    {
      config: {
        access: STAFF,
        problems: {
          400: 'A price is invalid, or `effective_from` is in the past (`effective_from_past`).',
          404: 'No such subject (`not_found`).',
        },
      },
      schema: {
        tags: ['subject prices'],
        summary: "Set a subject's prices from now or a later date (content staff)",
        description:
          'Adds a price list; it applies to subscriptions and periods that begin from `effective_from` on. A period already begun keeps the prices it began with.',
        body: createSubjectPriceBodySchema,
        response: { 201: subjectPriceRowSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.auth!, req.body)),
  );
}
