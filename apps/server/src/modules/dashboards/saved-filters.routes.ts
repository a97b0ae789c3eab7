import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { routeEndpoint } from '../../lib/endpoint-route';
import { TEACHER } from '../../lib/access';
import { createSavedFiltersService } from './saved-filters.service';

const tags = ['dashboards'];

/** A teacher's saved dashboard filters. */
export function savedFiltersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSavedFiltersService(app.db);

  routeEndpoint(
    app,
    dashboardsEndpoints.postDashboardsFilters,
    { config: { access: TEACHER }, schema: { tags } },
    async (req, reply) => reply.code(201).send(await service.save(req.auth!, req.body)),
  );

  routeEndpoint(
    app,
    dashboardsEndpoints.getDashboardsByIdFilters,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.list(req.auth!, req.params.id),
  );

  routeEndpoint(
    app,
    dashboardsEndpoints.deleteDashboardsByIdFilter,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.remove(req.auth!, req.params.id),
  );
}
