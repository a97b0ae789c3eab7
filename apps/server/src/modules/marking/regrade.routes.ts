import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STAFF } from '../../lib/access';
import { createRegradeService } from './regrade.service';

const tags = ['marking'];

/** Staff regrades: the dry run of a question's mark scheme (as it stands, or with a proposal accepted) and applying it. */
export default async function regradeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const regrades = createRegradeService(app.db);

  routeEndpoint(
    app,
    markingEndpoints.getQuestionmafsByIdRegrade,
    { config: { access: STAFF, problems: { 404: 'No such free-text question' } }, schema: { tags } },
    (req) => regrades.preview(req.params.id),
  );

  routeEndpoint(
    app,
    markingEndpoints.postQuestionmafsByIdRegrade,
    {
      config: {
        access: STAFF,
        problems: { 404: 'No such free-text question', 409: 'Marks changed since the dry run: `regrade_changed`' },
      },
      schema: { tags },
    },
    (req) => regrades.apply(req.auth!, req.params.id, req.body.fingerprint),
  );

  routeEndpoint(
    app,
    markingEndpoints.getMarkingpointsByIdMachineRegrade,
    {
      config: {
        access: STAFF,
        problems: {
          404: 'No such machine phrase (or its question is gone)',
          400: 'The `phrase` sent has nothing the engine can match: `invalid_phrase`',
        },
      },
      schema: { tags },
    },
    (req) => regrades.previewMachinePhrase(req.params.id, req.query.phrase),
  );
}
