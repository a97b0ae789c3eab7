import { defineEndpoint } from '../endpoint';
import {
  ADMIN_SCHOOL_LIST_CAP,
  adminSchoolSchema,
  adminSchoolsQuerySchema,
  idParamsSchema,
  updateSchoolStatusBodySchema,
} from '../index';
import { z } from 'zod';

/** The schools module's endpoints, each keyed by its operationId in the API document. */
export const schoolsEndpoints = {
  getAdminSchools: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/schools',
    summary: 'Every school with head counts (platform admin)',
    description: `The schools of the platform by name with their type, active flag, numbers of teachers, students and classes, and creation date. At most ${ADMIN_SCHOOL_LIST_CAP} per answer; \`offset\` reaches the rest.`,
    query: adminSchoolsQuerySchema,
    responses: { 200: z.array(adminSchoolSchema) },
  }),
  patchAdminSchoolsById: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/admin/schools/:id',
    summary: 'Deactivate or reactivate a school (platform admin)',
    description:
      'Deactivated, nobody of the school can sign in (they are told why) and their tokens stop working at the next request; reactivated, both work again. Answers the school as the list shows it.',
    params: idParamsSchema,
    body: updateSchoolStatusBodySchema,
    responses: { 200: adminSchoolSchema },
  }),
};
