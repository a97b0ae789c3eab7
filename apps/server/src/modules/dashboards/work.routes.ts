import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardsEndpoints as endpoints } from '@markwell/contracts/endpoints/dashboards';
import type { WorkKind } from '@markwell/domain/progress/index';
import { routeEndpoint } from '../../lib/endpoint-route';
import { TEACHER } from '../../lib/access';
import { createWorkService } from './work.service';

const tags = ['dashboards'];

/** Each kind of set work with its three endpoints: the same routes, each under its own path. */
const WORK_KINDS = [
  {
    kind: 'exam' satisfies WorkKind,
    list: endpoints.getExams,
    bySubject: endpoints.getExamsSubject,
    statistics: endpoints.getExamsStatistics,
  },
  {
    kind: 'assignment' satisfies WorkKind,
    list: endpoints.getAssignments,
    bySubject: endpoints.getAssignmentsSubject,
    statistics: endpoints.getAssignmentsStatistics,
  },
] as const;

/** GET /exams… and /assignments…: the two kinds of set work, with the same routes each. */
export function workRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createWorkService(app.db);

  for (const { kind, list, bySubject, statistics } of WORK_KINDS) {
    routeEndpoint(app, list, { config: { access: TEACHER }, schema: { tags } }, (req) =>
      service.list(req.auth!, kind, req.query),
    );

    routeEndpoint(app, bySubject, { config: { access: TEACHER }, schema: { tags } }, (req) =>
      service.bySubject(req.auth!, kind, req.query.subject),
    );

    routeEndpoint(app, statistics, { config: { access: TEACHER }, schema: { tags } }, (req) =>
      service.statistics(req.auth!, kind, req.query),
    );
  }
}
