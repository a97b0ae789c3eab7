import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAuditCsvQuerySchema,
  adminAuditQuerySchema,
  auditCsvQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  dataProtectionSettingsSchema,
  dataSubjectSchema,
  erasePersonBodySchema,
  erasureResultSchema,
  idParamsSchema,
} from '@markwell/contracts';
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

  app.get(
    '/school/audit',
    {
      config: { access: SCHOOL_ADMIN },
      schema: {
        tags,
        summary: "The school's audit log of personal data, newest first",
        description:
          'Who viewed or changed whose answers, marks, feedback and details, sign-ins, role changes, exports and erasures, with the changes of marks kept by marking. Filter by a person (as actor or subject), an action and whole UTC days; keyset pages.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
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

  app.get(
    '/admin/audit',
    {
      config: { access: ADMIN, problems: { 404: 'No such school' } },
      schema: {
        tags,
        summary: "One school's audit log (platform admin)",
        description: 'As the school admin sees it, for the school named by `schoolId`.',
        querystring: adminAuditQuerySchema,
        response: { 200: auditPageSchema },
      },
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

  for (const [prefix, access] of [
    ['/school/people', SCHOOL_ADMIN],
    ['/admin/users', ADMIN],
  ] as const) {
    const who = prefix === '/school/people' ? "of the caller's school" : 'of any school (platform admin)';

    if (prefix === '/school/people') {
      app.get(
        `${prefix}/:id`,
        {
          config: { access, problems: { 404: PERSON_MISSING } },
          schema: {
            tags,
            summary: 'A student or teacher of the school, with when they left and when their data is erased',
            description:
              "One person of the caller's school as the data protection screens show them: role, whether active, when they left and when their personal data is (or was) anonymised.",
            params: idParamsSchema,
            response: { 200: dataSubjectSchema },
          },
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

    app.post(
      `${prefix}/:id/erase`,
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
        schema: {
          tags,
          summary: `Erase a student or teacher ${who}: irreversibly anonymise their personal data`,
          description:
            'Replaces their name and e-mail, removes their password, avatar, the text of their answers, feedback and queries on them, the messages they wrote, notifications, subgroups and comment bank; keeps their marks and memberships, so class and school figures stay as they were. Cannot be undone.',
          params: idParamsSchema,
          body: erasePersonBodySchema,
          response: { 200: erasureResultSchema },
        },
      },
      (req) => service.erasePerson(req.auth!, req.params.id),
    );
  }

  // ---- the school's retention setting ----

  app.get(
    '/school/data-protection',
    {
      config: { access: SCHOOL_ADMIN },
      schema: {
        tags,
        summary: "How long the school keeps leavers' personal data",
        description:
          'The days after an account is deactivated before the retention job anonymises its personal data, and the default.',
        response: { 200: dataProtectionSettingsSchema },
      },
    },
    (req) => service.settings(schoolIdOf(req.auth!)),
  );

  app.put(
    '/school/data-protection',
    {
      config: { access: SCHOOL_ADMIN },
      schema: {
        tags,
        summary: "Set how long the school keeps leavers' personal data",
        description: 'Days after an account is deactivated before the retention job anonymises it. Audited.',
        body: dataProtectionSettingsSchema,
        response: { 200: dataProtectionSettingsSchema },
      },
    },
    (req) => service.updateSettings(req.auth!, schoolIdOf(req.auth!), req.body),
  );
}
