import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { routeEndpoint } from '../../lib/endpoint-route';
import { TEACHER } from '../../lib/access';
import { createPracticeWorkService } from './practice-work.service';

const tags = ['dashboards'];

/** GET /assignments/practice…: practice set as work on the dashboards' Assignments tab. */
export function practiceWorkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createPracticeWorkService(app.db);

  routeEndpoint(
    app,
    dashboardsEndpoints.getAssignmentsPractice,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.list(req.auth!, req.query),
  );

  routeEndpoint(
    app,
    dashboardsEndpoints.getAssignmentsPracticeByIdStudents,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.students(req.auth!, req.params.id, req.query),
  );
}
