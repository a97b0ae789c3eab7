import { defineEndpoint } from '../endpoint';
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
} from '../index';

/** The mocks module's endpoints, each keyed by its operationId in the API document. */
export const mocksEndpoints = {
  getSessions: defineEndpoint({
    method: 'GET',
    path: '/api/v2/sessions',
    summary: 'Mock sessions',
    description:
      'Every mock session, newest opening first, with its template, the schools it is offered to and how many assignments and submitted attempts schools have. `schools` and `templates` filter by comma-separated ids; archived sessions only with archived=true.',
    query: listMockSessionsQuerySchema,
    responses: { 200: mockSessionPageSchema },
  }),
  postSessions: defineEndpoint({
    method: 'POST',
    path: '/api/v2/sessions',
    summary: 'Create a mock session',
    description:
      'A named sitting of one central exam template, offered to the chosen schools, open from `opens_at` to `closes_at`, with an optional time limit. An unknown or archived template, or an unknown school, is a 400 `invalid_mock_session` naming the field.',
    body: createMockSessionBodySchema,
    responses: { 201: mockSessionSchema },
  }),
  getSessionsById: defineEndpoint({
    method: 'GET',
    path: '/api/v2/sessions/:id',
    summary: 'One mock session',
    description: 'Archived sessions too (their `archived_at` is set).',
    params: idParamsSchema,
    responses: { 200: mockSessionSchema },
  }),
  patchSessionsById: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/sessions/:id',
    summary: 'Change a mock session',
    description:
      '`school_ids` replaces the list. Once schools have set it, the template cannot change, a school that set it stays offered and the window must still hold every school’s assignment: otherwise 400 `invalid_mock_session` naming the field.',
    params: idParamsSchema,
    body: updateMockSessionBodySchema,
    responses: { 200: mockSessionSchema },
  }),
  deleteSessionsById: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/sessions/:id',
    summary: 'Delete (or archive) a mock session',
    description:
      'Once schools have set it: 400 `mock_session_in_use` with `school_count`, `assignment_count` and `submitted_count` (a result the client shows as the second confirmation step), unless confirm=true. A session ever set is archived: the schools’ assignments, answers and marks stay as ordinary assignments and the exports still read them; one never set is deleted.',
    params: idParamsSchema,
    query: confirmQuerySchema,
    responses: { 200: deleteMockSessionResultSchema },
  }),
  getSessionsByIdResults: defineEndpoint({
    method: 'GET',
    path: '/api/v2/sessions/:id/results',
    summary: 'Results of a mock session across schools',
    description:
      'Submitted attempts for credit whose marks are released (unreleased marks never count), as percentages of each attempt’s marks. Staff get every school by name. A school it is offered to gets its own school and its own assignments, and the all-schools figures (counts and mean only: never another school’s name or figures) only when at least MOCK_COMPARISON_MIN_OTHER_SCHOOLS other schools and MOCK_COMPARISON_MIN_OTHER_STUDENTS of their students stand behind them; otherwise `all_schools` is null and `all_schools_withheld` says why.',
    params: idParamsSchema,
    responses: { 200: mockResultsSchema },
  }),
  postSessionsByIdAssignments: defineEndpoint({
    method: 'POST',
    path: '/api/v2/sessions/:id/assignments',
    summary: 'Set a mock session to classes',
    description:
      'Creates an ordinary assignment of the session’s template and time limit, set to the caller’s classes (a school admin: any class of the school), linked to the session. Its window defaults to the session’s and must lie within it (400 `invalid_assignment`).',
    params: idParamsSchema,
    body: setMockBodySchema,
    responses: { 201: setMockResultSchema },
  }),
  getMockschools: defineEndpoint({
    method: 'GET',
    path: '/api/v2/mockschools',
    summary: 'Schools a mock session can be offered to',
    description: 'Active schools by name; `query` searches the name; `limit` (at most 100) and `offset` page it.',
    query: mockSchoolsQuerySchema,
    responses: { 200: mockSchoolListSchema },
  }),
  getMocktemplates: defineEndpoint({
    method: 'GET',
    path: '/api/v2/mocktemplates',
    summary: 'Central templates a mock session can sit',
    description:
      'Central exam templates not archived, by name, with their marks; `query` searches the name; `limit` (at most 100) and `offset` page it.',
    query: mockTemplatesQuerySchema,
    responses: { 200: mockTemplateListSchema },
  }),
  getMockAvailable: defineEndpoint({
    method: 'GET',
    path: '/api/v2/mock/available',
    summary: 'Mock sessions offered to the caller’s school',
    description:
      'Sessions not archived and closed at most 90 days ago, soonest closing first, each with the school’s assignments of it (`set`: the school has set it to a class).',
    responses: { 200: availableMockListSchema },
  }),
  getMocksAssignmentsFind: defineEndpoint({
    method: 'GET',
    path: '/api/v2/mocks/assignments/find',
    summary: 'The mock session an assignment sits',
    description:
      '`assignmentId` is an assignment of the caller’s school. Answers `success: true` with the session; an assignment that is not a mock (or another school’s, or none) answers 404 problem `mock_not_found`, never `success: false`.',
    query: findMockQuerySchema,
    responses: { 200: mockOfAssignmentSchema },
  }),
  deleteMocksByIdAssignment: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/mocks/:id/assignment',
    summary: 'Take a school’s assignment off its mock',
    description:
      '`id` is the assignment (the `assignmentId` of /mocks/assignments/find). Deletes it as DELETE /mafassignments/:id does: only its setter or a school admin (else 403); once students started it, 400 `assignment_started` unless confirm=true; attempts are kept. Failures are problems, never `success: false`.',
    params: idParamsSchema,
    query: confirmQuerySchema,
    responses: { 200: deleteMockAssignmentResultSchema },
  }),
};
