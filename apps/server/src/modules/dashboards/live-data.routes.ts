import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { routeEndpoint } from '../../lib/endpoint-route';
import { TEACHER } from '../../lib/access';
import { createLiveDataService } from './live-data.service';

const tags = ['dashboards'];

/** Live scores of the caller's classes. */
export function liveDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createLiveDataService(app.db);

  routeEndpoint(
    app,
    dashboardsEndpoints.getLivedataSubjectSummary,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.subjectSummary(req.auth!, req.query.subject),
  );

  routeEndpoint(
    app,
    dashboardsEndpoints.getLivedataSubjectByType,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.subjectBreakdown(req.auth!, req.query.subject, req.params.type),
  );

  routeEndpoint(
    app,
    dashboardsEndpoints.getLivedataStudentCourse,
    {
      config: {
        access: TEACHER,
        // one student's scores lesson by lesson; the class's averages show nobody's
        audit: {
          objectKind: 'live_score',
          action: 'view_marks',
          objectId: (req) => `course:${(req.query as { course: number }).course}`,
          subjectsOf: (_tree: unknown, req) => {
            const student = (req.query as { student?: number }).student;
            return student === undefined ? [] : [student];
          },
        },
      },
      schema: { tags },
    },
    (req) => service.studentCourse(req.auth!, req.query),
  );
}
