import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminAuditCsvQuerySchema, auditCsvQuerySchema, idParamsSchema } from '@markwell/contracts';
import { dataProtectionEndpoints } from '@markwell/contracts/endpoints/data-protection';
import { routeEndpoint } from '../../lib/endpoint-route';
import { ADMIN, callerSchoolId as schoolIdOf, SCHOOL_ADMIN } from '../../lib/access';
import { loggableError } from '../../lib/loggable-error';
import { dataProtectionServiceOf } from './data-protection.app';

const tags = ['data-protection'];

const PERSON_MISSING = 'No student or teacher with this id in your school (another school’s id is a 404 too)';

/**
 * The audit log, subject access export, erasure and retention setting of a school (its school
 * admins; the platform admin for any school). The retention sweep is data-protection.jobs.ts.
 */
export default async function dataProtectionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = dataProtectionServiceOf(app);

  // ---- the audit log ----

  routeEndpoint(
    app,
    dataProtectionEndpoints.getSchoolAudit,
    {
      config: { access: SCHOOL_ADMIN },
      schema: { tags },
    },
    (req) => service.auditPage(schoolIdOf(req.auth!), req.query),
  );

  app.get(
    '/school/audit.csv',
    {
      config: { access: SCHOOL_ADMIN },
      schema: {
        tags,
        summary: "The school's audit log as CSV, with the same filters",
        description: 'Every matching entry, streamed; text cells are formula-safe.',
        querystring: auditCsvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(await service.auditCsv(schoolIdOf(req.auth!), req.query)),
  );

  routeEndpoint(
    app,
    dataProtectionEndpoints.getAdminAudit,
    {
      config: { access: ADMIN, problems: { 404: 'No such school' } },
      schema: { tags },
    },
    (req) => service.auditPage(req.query.schoolId, req.query),
  );

  app.get(
    '/admin/audit.csv',
    {
      config: { access: ADMIN, problems: { 404: 'No such school' } },
      schema: {
        tags,
        summary: "One school's audit log as CSV (platform admin)",
        description: 'Every matching entry of the school named by `schoolId`, streamed; text cells are formula-safe.',
        querystring: adminAuditCsvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-school-${req.query.schoolId}.csv"`)
        .send(await service.auditCsv(req.query.schoolId, req.query)),
  );

  // ---- one person: summary, export, erasure ----

  for (const [prefix, access, erase] of [
    ['/school/people', SCHOOL_ADMIN, dataProtectionEndpoints.postSchoolPeopleByIdErase],
    ['/admin/users', ADMIN, dataProtectionEndpoints.postAdminUsersByIdErase],
  ] as const) {
    const who = prefix === '/school/people' ? "of the caller's school" : 'of any school (platform admin)';

    if (prefix === '/school/people') {
      routeEndpoint(
        app,
        dataProtectionEndpoints.getSchoolPeopleById,
        {
          config: { access, problems: { 404: PERSON_MISSING } },
          schema: { tags },
        },
        (req) => service.person(req.auth!, req.params.id),
      );
    }

    app.get(
      `${prefix}/:id/export`,
      {
        config: { access, problems: { 404: PERSON_MISSING } },
        schema: {
          tags,
          summary: `Subject access export: everything held about a student or teacher ${who}, as a zip`,
          description:
            'A zip streamed as it is read: `index.html` (what each file holds, how many rows), and a CSV and a JSON file each of the profile, classes, assignments, answers with marks and feedback, queries, marking done, messages, notifications, practice answers, lesson completions, revision cards, sign-ins, plus the audit entries about them. The export is itself audited.',
          params: idParamsSchema,
          produces: ['application/zip'],
        },
      },
      async (req, reply) => {
        const { fileName, stream } = await service.exportPerson(req.auth!, req.params.id);
        stream.on('error', (err) => req.log.error({ err: loggableError(err) }, 'subject access export failed'));
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );

    routeEndpoint(
      app,
      erase,
      {
        config: {
          access,
          problems: {
            404: PERSON_MISSING,
            400: 'The caller is this person (`cannot_erase_self`), or `confirm` is not true.',
            403: "The person is the school's owner (`owner_erase_forbidden`): only the platform admin erases them.",
            409: 'Already erased (`already_erased`).',
          },
        },
        schema: { tags },
      },
      (req) => service.erasePerson(req.auth!, req.params.id),
    );
  }

  // ---- the school's retention setting ----

  routeEndpoint(
    app,
    dataProtectionEndpoints.getSchoolDataProtection,
    {
      config: { access: SCHOOL_ADMIN },
      schema: { tags },
    },
    (req) => service.settings(schoolIdOf(req.auth!)),
  );

  routeEndpoint(
    app,
    dataProtectionEndpoints.putSchoolDataProtection,
    {
      config: { access: SCHOOL_ADMIN },
      schema: { tags },
    },
    (req) => service.updateSettings(req.auth!, schoolIdOf(req.auth!), req.body),
  );
}
