import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { routeEndpoint } from '../../lib/endpoint-route';
import { TEACHER } from '../../lib/access';
import { createProgressService } from './progress.service';

const tags = ['dashboards'];

/** Progress (course completion) of the caller's classes. */
export function progressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createProgressService(app.db);

  routeEndpoint(
    app,
    dashboardsEndpoints.getProgressSubjectSummary,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.subjectSummary(req.auth!, req.query.subject),
  );

  routeEndpoint(
    app,
    dashboardsEndpoints.getProgressSubjectByType,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.subjectBreakdown(req.auth!, req.query.subject, req.params.type),
  );

  routeEndpoint(
    app,
    dashboardsEndpoints.getProgressStudentCourseByType,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.studentCourse(req.auth!, req.query, req.params.type),
  );
}
