import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applyRegradeBodySchema,
  idParamsSchema,
  machinePhraseRegradeQuerySchema,
  machinePhraseRegradeSchema,
  regradePreviewSchema,
  regradeResultSchema,
} from '@markwell/contracts';
import { STAFF } from '../../lib/access';
import { createRegradeService } from './regrade.service';

const tags = ['marking'];

/** Staff regrades: the dry run of a question's mark scheme (as it stands, or with a proposal accepted) and applying it. */
export default async function regradeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const regrades = createRegradeService(app.db);

  app.get(
    '/questionmafs/:id/regrade',
    {
      config: { access: STAFF, problems: { 404: 'No such free-text question' } },
      schema: {
        tags,
        summary: 'Dry run: the answers whose mark would change with the mark scheme as it stands',
        description:
          "`:id` is the bank question id. Marks every answer to it again (attempts released or not) with today's points, accepted machine phrases and synonyms. Marks a teacher set by hand are never touched: they are counted, and those the re-marking would have changed are listed as `kept`. Nothing is stored.",
        params: idParamsSchema,
        response: { 200: regradePreviewSchema },
      },
    },
    (req) => regrades.preview(req.params.id),
  );

  app.post(
    '/questionmafs/:id/regrade',
    {
      config: {
        access: STAFF,
        problems: { 404: 'No such free-text question', 409: 'Marks changed since the dry run: `regrade_changed`' },
      },
      schema: {
        tags,
        summary: 'Apply the regrade of the dry run',
        description:
          'With the fingerprint of the dry run: every change and its audit entry in one transaction; students whose released marks changed are told. Hand-set marks stay as they are.',
        params: idParamsSchema,
        body: applyRegradeBodySchema,
        response: { 200: regradeResultSchema },
      },
    },
    (req) => regrades.apply(req.auth!, req.params.id, req.body.fingerprint),
  );

  app.get(
    '/markingpoints/:id/machine/regrade',
    {
      config: {
        access: STAFF,
        problems: {
          404: 'No such machine phrase (or its question is gone)',
          400: 'The `phrase` sent has nothing the engine can match: `invalid_phrase`',
        },
      },
      schema: {
        tags,
        summary: 'Dry run before accepting machine phrase :id: the marks accepting it would change',
        description:
          "`:id` is the machine phrase (as in `/markingpoints/:id/machine`). Marks every answer to its question again, released or not, with the mark scheme as it would be with the phrase accepted (or with `phrase` in its place, to preview an edit), through the same plan as `GET /questionmafs/:id/regrade`. Nothing is stored: accept the phrase, then apply the question's regrade (its dry run then gives this fingerprint unless marks changed meanwhile). Hand-set marks are never touched and are listed as `kept`.",
        params: idParamsSchema,
        querystring: machinePhraseRegradeQuerySchema,
        response: { 200: machinePhraseRegradeSchema },
      },
    },
    (req) => regrades.previewMachinePhrase(req.params.id, req.query.phrase),
  );
}
