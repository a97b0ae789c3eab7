import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { routeEndpoint } from '../../lib/endpoint-route';
import { TEACHER } from '../../lib/access';
import { createCheckpointsService } from './checkpoints.service';

const tags = ['dashboards'];

/** Checkpoints of the caller's courses and their results. */
export function checkpointsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCheckpointsService(app.db);

  routeEndpoint(app, dashboardsEndpoints.getCheckpoints, { config: { access: TEACHER }, schema: { tags } }, (req) =>
    service.list(req.auth!, req.query),
  );

  routeEndpoint(
    app,
    dashboardsEndpoints.getCheckpointsSubjectScore,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.subjectScore(req.auth!, req.query.subject),
  );

  routeEndpoint(
    app,
    dashboardsEndpoints.getCheckpointsByIdStatistics,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.statistics(req.auth!, req.params.id, req.query),
  );
}
