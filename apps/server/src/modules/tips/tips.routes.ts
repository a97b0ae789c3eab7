import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, staffTipSchema, tipSchema, updateTipBodySchema } from '@markwell/contracts';
import { STAFF } from '../../lib/access';
import { createTipsService } from './tips.service';

const tags = ['tips'];

/** Tips shown where they help (any signed-in user), edited by content staff. */
export default async function tipsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createTipsService(app.db);

  app.get(
    '/tips',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The tips shown in the app, one per place',
        description: 'Every tip content staff have not hidden, each with the place of the app that shows it.',
        response: { 200: z.array(tipSchema) },
      },
    },
    () => service.shown(),
  );

  app.get(
    '/staff/tips',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Every tip, hidden ones too (content staff)',
        description: 'The tips of every place of the app, with whether each is shown and when it last changed.',
        response: { 200: z.array(staffTipSchema) },
      },
    },
    () => service.all(),
  );

  app.patch(
    '/tips/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Edit a tip: icon, title, text, shown (content staff)',
        description:
          'Changes what the tip of one place says, its icon, or hides it. The places are fixed by the app, so tips are neither created nor deleted here. Plain text only.',
        params: idParamsSchema,
        body: updateTipBodySchema,
        response: { 200: staffTipSchema },
      },
    },
    (req) => service.update(req.auth!, req.params.id, req.body),
  );
}
