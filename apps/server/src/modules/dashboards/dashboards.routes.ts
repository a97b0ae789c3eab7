import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardsEndpoints as endpoints } from '@markwell/contracts/endpoints/dashboards';
import type { WorkKind } from '@markwell/domain/progress/index';
import { routeEndpoint, type EndpointRouteOptions } from '../../lib/endpoint-route';
import { TEACHER } from '../../lib/access';
import { createCheckpointsService } from './checkpoints.service';
import { createLiveDataService } from './live-data.service';
import { createPracticeWorkService } from './practice-work.service';
import { createProgressService } from './progress.service';
import { createSavedFiltersService } from './saved-filters.service';
import { createWorkService } from './work.service';

/** Every dashboard is the teachers' and school admins' (services narrow to the caller's classes). */
const asTeacher: EndpointRouteOptions = { config: { access: TEACHER }, schema: { tags: ['dashboards'] } };

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

/**
 * The teachers' and school admins' dashboards (the filter options themselves are served by the
 * curricula module): live scores, progress, exams and assignments (set practice among them),
 * checkpoints, saved filters.
 */
export default async function dashboardsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Live scores of the caller's classes.
  const live = createLiveDataService(app.db);
  routeEndpoint(app, endpoints.getLivedataSubjectSummary, asTeacher, (req) =>
    live.subjectSummary(req.auth!, req.query.subject),
  );
  routeEndpoint(app, endpoints.getLivedataSubjectByType, asTeacher, (req) =>
    live.subjectBreakdown(req.auth!, req.query.subject, req.params.type),
  );
  routeEndpoint(
    app,
    endpoints.getLivedataStudentCourse,
    {
      ...asTeacher,
      config: {
        ...asTeacher.config,
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
    },
    (req) => live.studentCourse(req.auth!, req.query),
  );

  // Progress (course completion) of the caller's classes.
  const progress = createProgressService(app.db);
  routeEndpoint(app, endpoints.getProgressSubjectSummary, asTeacher, (req) =>
    progress.subjectSummary(req.auth!, req.query.subject),
  );
  routeEndpoint(app, endpoints.getProgressSubjectByType, asTeacher, (req) =>
    progress.subjectBreakdown(req.auth!, req.query.subject, req.params.type),
  );
  routeEndpoint(app, endpoints.getProgressStudentCourseByType, asTeacher, (req) =>
    progress.studentCourse(req.auth!, req.query, req.params.type),
  );

  // The two kinds of set work, GET /exams… and /assignments…, with the same routes each.
  const work = createWorkService(app.db);
  for (const { kind, list, bySubject, statistics } of WORK_KINDS) {
    routeEndpoint(app, list, asTeacher, (req) => work.list(req.auth!, kind, req.query));
    routeEndpoint(app, bySubject, asTeacher, (req) => work.bySubject(req.auth!, kind, req.query.subject));
    routeEndpoint(app, statistics, asTeacher, (req) => work.statistics(req.auth!, kind, req.query));
  }

  // Practice set as work, on the dashboards' Assignments tab.
  const practice = createPracticeWorkService(app.db);
  routeEndpoint(app, endpoints.getAssignmentsPractice, asTeacher, (req) => practice.list(req.auth!, req.query));
  routeEndpoint(app, endpoints.getAssignmentsPracticeByIdStudents, asTeacher, (req) =>
    practice.students(req.auth!, req.params.id, req.query),
  );

  // Checkpoints of the caller's courses and their results.
  const checkpoints = createCheckpointsService(app.db);
  routeEndpoint(app, endpoints.getCheckpoints, asTeacher, (req) => checkpoints.list(req.auth!, req.query));
  routeEndpoint(app, endpoints.getCheckpointsSubjectScore, asTeacher, (req) =>
    checkpoints.subjectScore(req.auth!, req.query.subject),
  );
  routeEndpoint(app, endpoints.getCheckpointsByIdStatistics, asTeacher, (req) =>
    checkpoints.statistics(req.auth!, req.params.id, req.query),
  );

  // A teacher's saved dashboard filters.
  const filters = createSavedFiltersService(app.db);
  routeEndpoint(app, endpoints.postDashboardsFilters, asTeacher, async (req, reply) =>
    reply.code(201).send(await filters.save(req.auth!, req.body)),
  );
  routeEndpoint(app, endpoints.getDashboardsByIdFilters, asTeacher, (req) => filters.list(req.auth!, req.params.id));
  routeEndpoint(app, endpoints.deleteDashboardsByIdFilter, asTeacher, (req) =>
    filters.remove(req.auth!, req.params.id),
  );
}
