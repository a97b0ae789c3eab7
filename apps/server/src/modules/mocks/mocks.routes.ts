import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  availableMockListSchema,
  confirmQuerySchema,
  createMockSessionBodySchema,
  deleteMockAssignmentResultSchema,
  deleteMockSessionResultSchema,
  findMockQuerySchema,
  idParamsSchema,
  listMockSessionsQuerySchema,
  mockOfAssignmentSchema,
  mockResultsSchema,
  mockSchoolListSchema,
  mockSchoolsQuerySchema,
  mockSessionPageSchema,
  mockSessionSchema,
  mockTemplateListSchema,
  mockTemplatesQuerySchema,
  setMockBodySchema,
  setMockResultSchema,
  updateMockSessionBodySchema,
} from '@markwell/contracts';
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

  app.get(
    '/sessions',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Mock sessions',
        description:
          'Every mock session, newest opening first, with its template, the schools it is offered to and how many assignments and submitted attempts schools have. `schools` and `templates` filter by comma-separated ids; archived sessions only with archived=true.',
        querystring: listMockSessionsQuerySchema,
        response: { 200: mockSessionPageSchema },
      },
    },
    (req) => service.listSessions(req.query),
  );

  app.post(
    '/sessions',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Create a mock session',
        description:
          'A named sitting of one central exam template, offered to the chosen schools, open from `opens_at` to `closes_at`, with an optional time limit. An unknown or archived template, or an unknown school, is a 400 `invalid_mock_session` naming the field.',
        body: createMockSessionBodySchema,
        response: { 201: mockSessionSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createSession(req.auth!, req.body)),
  );

  app.get(
    '/sessions/:id',
    {
      config: { access: STAFF, problems: { 404: MISSING_SESSION } },
      schema: {
        tags,
        summary: 'One mock session',
        description: 'Archived sessions too (their `archived_at` is set).',
        params: idParamsSchema,
        response: { 200: mockSessionSchema },
      },
    },
    (req) => service.getSession(req.params.id),
  );

  app.patch(
    '/sessions/:id',
    {
      config: {
        access: STAFF,
        problems: { 404: MISSING_SESSION, 409: 'code `mock_session_archived`: the session is archived' },
      },
      schema: {
        tags,
        summary: 'Change a mock session',
        description:
          '`school_ids` replaces the list. Once schools have set it, the template cannot change, a school that set it stays offered and the window must still hold every school’s assignment: otherwise 400 `invalid_mock_session` naming the field.',
        params: idParamsSchema,
        body: updateMockSessionBodySchema,
        response: { 200: mockSessionSchema },
      },
    },
    (req) => service.updateSession(req.params.id, req.body),
  );

  app.delete(
    '/sessions/:id',
    {
      config: { access: STAFF, problems: { 404: MISSING_SESSION } },
      schema: {
        tags,
        summary: 'Delete (or archive) a mock session',
        description:
          'Once schools have set it: 400 `mock_session_in_use` with `school_count`, `assignment_count` and `submitted_count` (a result the client shows as the second confirmation step), unless confirm=true. A session ever set is archived: the schools’ assignments, answers and marks stay as ordinary assignments and the exports still read them; one never set is deleted.',
        params: idParamsSchema,
        querystring: confirmQuerySchema,
        response: { 200: deleteMockSessionResultSchema },
      },
    },
    (req) => service.removeSession(req.params.id, req.query.confirm ?? false),
  );

  app.get(
    '/sessions/:id/results',
    {
      config: { access: TEACHER_OR_STAFF, problems: { 404: 'No such mock session offered to your school' } },
      schema: {
        tags,
        summary: 'Results of a mock session across schools',
        description:
          'Submitted attempts for credit whose marks are released (unreleased marks never count), as percentages of each attempt’s marks. Staff get every school by name. A school it is offered to gets its own school and its own assignments, and the all-schools figures (counts and mean only: never another school’s name or figures) only when at least MOCK_COMPARISON_MIN_OTHER_SCHOOLS other schools and MOCK_COMPARISON_MIN_OTHER_STUDENTS of their students stand behind them; otherwise `all_schools` is null and `all_schools_withheld` says why.',
        params: idParamsSchema,
        response: { 200: mockResultsSchema },
      },
    },
    (req) => service.results(req.auth!, req.params.id),
  );

  app.post(
    '/sessions/:id/assignments',
    {
      config: {
        access: TEACHER,
        problems: {
          404: 'No such mock session offered to your school (or it is archived)',
          409: 'A chosen class already has this mock (`mock_already_set`): each class sits a mock once',
        },
      },
      schema: {
        tags,
        summary: 'Set a mock session to classes',
        description:
          'Creates an ordinary assignment of the session’s template and time limit, set to the caller’s classes (a school admin: any class of the school), linked to the session. Its window defaults to the session’s and must lie within it (400 `invalid_assignment`).',
        params: idParamsSchema,
        body: setMockBodySchema,
        response: { 201: setMockResultSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.setToClasses(req.auth!, req.params.id, req.body)),
  );

  app.get(
    '/mockschools',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Schools a mock session can be offered to',
        description: 'Active schools by name; `query` searches the name; `limit` (at most 100) and `offset` page it.',
        querystring: mockSchoolsQuerySchema,
        response: { 200: mockSchoolListSchema },
      },
    },
    (req) => service.schools(req.query),
  );

  app.get(
    '/mocktemplates',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Central templates a mock session can sit',
        description:
          'Central exam templates not archived, by name, with their marks; `query` searches the name; `limit` (at most 100) and `offset` page it.',
        querystring: mockTemplatesQuerySchema,
        response: { 200: mockTemplateListSchema },
      },
    },
    (req) => service.templates(req.query),
  );

  app.get(
    '/mock/available',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Mock sessions offered to the caller’s school',
        description:
          'Sessions not archived and closed at most 90 days ago, soonest closing first, each with the school’s assignments of it (`set`: the school has set it to a class).',
        response: { 200: availableMockListSchema },
      },
    },
    (req) => service.available(req.auth!),
  );

  app.get(
    '/mocks/assignments/find',
    {
      config: { access: TEACHER, problems: { 404: NOT_A_MOCK } },
      schema: {
        tags,
        summary: 'The mock session an assignment sits',
        description:
          '`assignmentId` is an assignment of the caller’s school. Answers `success: true` with the session; an assignment that is not a mock (or another school’s, or none) answers 404 problem `mock_not_found`, never `success: false`.',
        querystring: findMockQuerySchema,
        response: { 200: mockOfAssignmentSchema },
      },
    },
    (req) => service.findByAssignment(req.auth!, req.query.assignmentId),
  );

  app.delete(
    '/mocks/:id/assignment',
    {
      config: { access: TEACHER, problems: { 404: NOT_A_MOCK } },
      schema: {
        tags,
        summary: 'Take a school’s assignment off its mock',
        description:
          '`id` is the assignment (the `assignmentId` of /mocks/assignments/find). Deletes it as DELETE /mafassignments/:id does: only its setter or a school admin (else 403); once students started it, 400 `assignment_started` unless confirm=true; attempts are kept. Failures are problems, never `success: false`.',
        params: idParamsSchema,
        querystring: confirmQuerySchema,
        response: { 200: deleteMockAssignmentResultSchema },
      },
    },
    (req) => service.removeAssignment(req.auth!, req.params.id, req.query.confirm ?? false),
  );
}
