import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mocksEndpoints } from '@markwell/contracts/endpoints/mocks';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STAFF, TEACHER } from '../../lib/access';
import { createMocksService } from './mocks.service';

const tags = ['mock exams'];
const TEACHER_OR_STAFF = [...TEACHER, ...STAFF] as const;
const MISSING_SESSION = 'No such mock session';
const NOT_A_MOCK =
  'code `mock_not_found`: the id is not an assignment of your school that sits a mock (the client shows "The Mok exam with this id does not exist.")';

/** Mock exam sessions (content staff) and the schools' side of them (legacy paths under /api/v2). */
export default async function mocksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createMocksService(app.db, {
    minOtherSchools: app.env.MOCK_COMPARISON_MIN_OTHER_SCHOOLS,
    minOtherStudents: app.env.MOCK_COMPARISON_MIN_OTHER_STUDENTS,
  });

  routeEndpoint(app, mocksEndpoints.getSessions, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.listSessions(req.query),
  );

  routeEndpoint(app, mocksEndpoints.postSessions, { config: { access: STAFF }, schema: { tags } }, async (req, reply) =>
    reply.code(201).send(await service.createSession(req.auth!, req.body)),
  );

  routeEndpoint(
    app,
    mocksEndpoints.getSessionsById,
    { config: { access: STAFF, problems: { 404: MISSING_SESSION } }, schema: { tags } },
    (req) => service.getSession(req.params.id),
  );

  routeEndpoint(
    app,
    mocksEndpoints.patchSessionsById,
    {
      config: {
        access: STAFF,
        problems: { 404: MISSING_SESSION, 409: 'code `mock_session_archived`: the session is archived' },
      },
      schema: { tags },
    },
    (req) => service.updateSession(req.params.id, req.body),
  );

  routeEndpoint(
    app,
    mocksEndpoints.deleteSessionsById,
    { config: { access: STAFF, problems: { 404: MISSING_SESSION } }, schema: { tags } },
    (req) => service.removeSession(req.params.id, req.query.confirm ?? false),
  );

  routeEndpoint(
    app,
    mocksEndpoints.getSessionsByIdResults,
    {
      config: { access: TEACHER_OR_STAFF, problems: { 404: 'No such mock session offered to your school' } },
      schema: { tags },
    },
    (req) => service.results(req.auth!, req.params.id),
  );

  routeEndpoint(
    app,
    mocksEndpoints.postSessionsByIdAssignments,
    {
      config: {
        access: TEACHER,
        problems: {
          404: 'No such mock session offered to your school (or it is archived)',
          409: 'A chosen class already has this mock (`mock_already_set`): each class sits a mock once',
        },
      },
      schema: { tags },
    },
    async (req, reply) => reply.code(201).send(await service.setToClasses(req.auth!, req.params.id, req.body)),
  );

  routeEndpoint(app, mocksEndpoints.getMockschools, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.schools(req.query),
  );

  routeEndpoint(app, mocksEndpoints.getMocktemplates, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.templates(req.query),
  );

  routeEndpoint(app, mocksEndpoints.getMockAvailable, { config: { access: TEACHER }, schema: { tags } }, (req) =>
    service.available(req.auth!),
  );

  routeEndpoint(
    app,
    mocksEndpoints.getMocksAssignmentsFind,
    { config: { access: TEACHER, problems: { 404: NOT_A_MOCK } }, schema: { tags } },
    (req) => service.findByAssignment(req.auth!, req.query.assignmentId),
  );

  routeEndpoint(
    app,
    mocksEndpoints.deleteMocksByIdAssignment,
    { config: { access: TEACHER, problems: { 404: NOT_A_MOCK } }, schema: { tags } },
    (req) => service.removeAssignment(req.auth!, req.params.id, req.query.confirm ?? false),
  );
}
