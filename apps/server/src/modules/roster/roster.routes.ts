import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rosterEndpoints } from '@markwell/contracts/endpoints/roster';
import { routeEndpoint } from '../../lib/endpoint-route';
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

  routeEndpoint(
    app,
    rosterEndpoints.postSchoolRosterOnerosterCheck,
    {
      config: { access: SCHOOL_ADMIN, upload, problems },
      schema: { tags, consumes: ['multipart/form-data'] },
    },
    async (req) => service.check(schoolOf(req), await rosterOf(req)),
  );

  routeEndpoint(
    app,
    rosterEndpoints.postSchoolRosterOnerosterApply,
    {
      config: {
        access: SCHOOL_ADMIN,
        upload,
        problems,
        audit: { objectKind: 'school', objectId: (req) => req.auth?.schoolId ?? undefined, action: 'roster_import' },
      },
      schema: { tags, consumes: ['multipart/form-data'] },
    },
    async (req) => service.apply(schoolOf(req), await rosterOf(req)),
  );
}
