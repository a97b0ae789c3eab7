import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rosterPlanSchema } from '@markwell/contracts';
import { SCHOOL_ADMIN } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { readSingleFile } from '../../lib/uploads';
import { unzipRoster } from './read-files';
import { createRosterService } from './roster.service';

const tags = ['roster'];
const upload = {
  file: 'The OneRoster 1.2 CSV zip: manifest.csv, orgs, academicSessions, courses, classes, users, enrollments (roles optional)',
};
const problems = {
  400: 'Not a zip (`roster_not_zip`), unzipping to too much (`roster_too_large`), or for an apply, rows with errors (`roster_invalid`, `issues: [{file, line, field, message}]`): nothing is changed.',
};

async function rosterOf(req: FastifyRequest) {
  return unzipRoster((await readSingleFile(req)).bytes);
}

/** OneRoster 1.2 CSV roster import for a school admin's own school (docs/sso-and-rosters.md). */
export default async function rosterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createRosterService({
    db: app.db,
    forgetUsers: (ids) => ids.forEach((id) => app.forgetAuthUser(id)),
  });
  const schoolOf = (req: FastifyRequest) => {
    if (req.auth?.schoolId == null)
      throw new AppError(403, 'forbidden', 'Only a school admin of a school may import its roster');
    return req.auth.schoolId;
  };

  app.post(
    '/school/roster/oneroster/check',
    {
      config: { access: SCHOOL_ADMIN, upload, problems },
      schema: {
        tags,
        summary: 'Dry run of a OneRoster 1.2 CSV zip: what an import would change, and every row error',
        description:
          'Reads the zip, checks every row (file, line, field and why) and answers the students, teachers and classes it would add, change and deactivate and the enrolments it would add and end. Changes nothing.',
        consumes: ['multipart/form-data'],
        response: { 200: rosterPlanSchema },
      },
    },
    async (req) => service.check(schoolOf(req), await rosterOf(req)),
  );

  app.post(
    '/school/roster/oneroster/apply',
    {
      config: {
        access: SCHOOL_ADMIN,
        upload,
        problems,
        audit: { objectKind: 'school', objectId: (req) => req.auth?.schoolId ?? undefined, action: 'roster_import' },
      },
      schema: {
        tags,
        summary: 'Apply a OneRoster 1.2 CSV zip to the school, keyed by sourcedId',
        description:
          'Runs the same checks as the dry run; with no row errors, makes every change in one transaction: leavers are deactivated (never deleted) and keep their work and marks, and each class has the students and teachers of its enrolments. Running it again with the same files changes nothing.',
        consumes: ['multipart/form-data'],
        response: { 200: rosterPlanSchema },
      },
    },
    async (req) => service.apply(schoolOf(req), await rosterOf(req)),
  );
}
