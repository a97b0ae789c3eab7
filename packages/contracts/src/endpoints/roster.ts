import { defineEndpoint } from '../endpoint';
import { rosterPlanSchema } from '../index';

/** The roster module's endpoints, each keyed by its operationId in the API document. */
export const rosterEndpoints = {
  postSchoolRosterOnerosterCheck: defineEndpoint({
    method: 'POST',
    path: '/api/v2/school/roster/oneroster/check',
    summary: 'Dry run of a OneRoster 1.2 CSV zip: what an import would change, and every row error',
    description:
      'Reads the zip, checks every row (file, line, field and why) and answers the students, teachers and classes it would add, change and deactivate and the enrolments it would add and end. Changes nothing.',
    responses: { 200: rosterPlanSchema },
  }),
  postSchoolRosterOnerosterApply: defineEndpoint({
    method: 'POST',
    path: '/api/v2/school/roster/oneroster/apply',
    summary: 'Apply a OneRoster 1.2 CSV zip to the school, keyed by sourcedId',
    description:
      'Runs the same checks as the dry run; with no row errors, makes every change in one transaction: leavers are deactivated (never deleted) and keep their work and marks, and each class has the students and teachers of its enrolments. Running it again with the same files changes nothing.',
    responses: { 200: rosterPlanSchema },
  }),
};
