import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schoolAdminEndpoints } from '@markwell/contracts/endpoints/school-admin';
import { routeEndpoint } from '../../lib/endpoint-route';
import { type CreatedStudent, type SchoolStudentPage } from '@markwell/contracts';
import { SCHOOL_ADMIN } from '../../lib/access';
import type { RouteAudit } from '../../plugins/audit';
import { badRequest } from '../../lib/errors';
import { readSingleFile } from '../../lib/uploads';
import { createSchoolAdminService } from './school-admin.service';
import { decodeCsvBytes } from './students-import';

const tags = ['school-admin'];
const access = SCHOOL_ADMIN;

type PersonRequest = FastifyRequest<{ Params: { id: number }; Body: Record<string, unknown> }>;

/**
 * The audit of a change to a person: a change of the school-admin flag is a role change, of
 * `active` a deactivation or reactivation, else a change of details; the fields sent are kept
 * (their names only, never their values).
 */
export function personAudit(objectKind: 'student' | 'teacher'): RouteAudit {
  const body = (req: FastifyRequest) => (req as PersonRequest).body ?? {};
  return {
    objectKind,
    objectId: (req) => (req as PersonRequest).params.id,
    subjectUserId: (req) => (req as PersonRequest).params.id,
    action: (req) => {
      const b = body(req);
      if ('schoolAdmin' in b) return 'role_change';
      if (b.active === false) return 'deactivate';
      if (b.active === true) return 'reactivate';
      return 'update_details';
    },
    detail: (req) => {
      const b = body(req);
      return { fields: Object.keys(b), ...('schoolAdmin' in b ? { schoolAdmin: b.schoolAdmin } : {}) };
    },
  };
}

const passwordResetAudit = (objectKind: 'student' | 'teacher'): RouteAudit => ({
  objectKind,
  objectId: (req) => (req as PersonRequest).params.id,
  subjectUserId: (req) => (req as PersonRequest).params.id,
  action: 'password_reset',
});

/** School admins manage the teachers, classes and students of their own school. */
export default async function schoolAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSchoolAdminService(app.db, (id) => app.forgetAuthUser(id));

  routeEndpoint(app, schoolAdminEndpoints.getSchoolOverview, { config: { access }, schema: { tags } }, (req) =>
    service.overview(req.auth!),
  );

  // ---- teachers ----

  routeEndpoint(app, schoolAdminEndpoints.getSchoolTeachers, { config: { access }, schema: { tags } }, (req) =>
    service.listTeachers(req.auth!, req.query),
  );

  routeEndpoint(
    app,
    schoolAdminEndpoints.postSchoolTeachers,
    {
      config: { access, problems: { 409: 'Another account already uses this e-mail (`email_taken`).' } },
      schema: { tags },
    },
    async (req, reply) => reply.code(201).send(await service.createTeacher(req.auth!, req.body)),
  );

  routeEndpoint(
    app,
    schoolAdminEndpoints.patchSchoolTeachersById,
    {
      config: {
        access,
        problems: { 409: 'Another account already uses this e-mail (`email_taken`).' },
        audit: personAudit('teacher'),
      },
      schema: { tags },
    },
    (req) => service.updateTeacher(req.auth!, req.params.id, req.body),
  );

  routeEndpoint(
    app,
    schoolAdminEndpoints.postSchoolTeachersByIdPasswordReset,
    {
      config: {
        access,
        audit: passwordResetAudit('teacher'),
        problems: {
          400: 'The caller is this teacher (`cannot_reset_self`): they change their own password instead.',
          403: "The teacher is the school's owner (`owner_reset_forbidden`): only the owner changes it.",
        },
      },
      schema: { tags },
    },
    (req) => service.resetTeacherPassword(req.auth!, req.params.id),
  );

  // ---- classes ----

  routeEndpoint(app, schoolAdminEndpoints.getSchoolGroups, { config: { access }, schema: { tags } }, (req) =>
    service.listClasses(req.auth!, req.query),
  );

  routeEndpoint(app, schoolAdminEndpoints.getSchoolGroupsOptions, { config: { access }, schema: { tags } }, (req) =>
    service.classOptions(req.auth!),
  );

  routeEndpoint(
    app,
    schoolAdminEndpoints.postSchoolGroups,
    {
      config: { access, problems: { 409: 'The school already has a class of this name (`class_name_taken`).' } },
      schema: { tags },
    },
    async (req, reply) => reply.code(201).send(await service.createClass(req.auth!, req.body)),
  );

  routeEndpoint(
    app,
    schoolAdminEndpoints.patchSchoolGroupsById,
    {
      config: { access, problems: { 409: 'The school already has a class of this name (`class_name_taken`).' } },
      schema: { tags },
    },
    (req) => service.updateClass(req.auth!, req.params.id, req.body),
  );

  // ---- students ----

  routeEndpoint(
    app,
    schoolAdminEndpoints.getSchoolStudents,
    {
      config: {
        access,
        audit: {
          objectKind: 'user',
          action: 'view_details',
          subjectsOf: (page: SchoolStudentPage) => page.items.map((s) => s.id),
        },
      },
      schema: { tags },
    },
    (req) => service.listStudents(req.auth!, req.query),
  );

  routeEndpoint(
    app,
    schoolAdminEndpoints.postSchoolStudents,
    {
      config: {
        access,
        problems: { 409: 'Another account already uses this e-mail (`email_taken`).' },
        audit: { objectKind: 'user', action: 'create', subjectsOf: (created: CreatedStudent) => [created.id] },
      },
      schema: { tags },
    },
    async (req, reply) => reply.code(201).send(await service.createStudent(req.auth!, req.body)),
  );

  routeEndpoint(
    app,
    schoolAdminEndpoints.patchSchoolStudentsById,
    {
      config: {
        access,
        problems: { 409: 'Another account already uses this e-mail (`email_taken`).' },
        audit: personAudit('student'),
      },
      schema: { tags },
    },
    (req) => service.updateStudent(req.auth!, req.params.id, req.body),
  );

  routeEndpoint(
    app,
    schoolAdminEndpoints.postSchoolStudentsByIdPasswordReset,
    { config: { access, audit: passwordResetAudit('student') }, schema: { tags } },
    (req) => service.resetStudentPassword(req.auth!, req.params.id),
  );

  routeEndpoint(
    app,
    schoolAdminEndpoints.postSchoolStudentsImport,
    {
      config: {
        access,
        upload: { file: 'The students CSV (UTF-8, or Windows-1252 as older spreadsheets save it)' },
        problems: {
          409: 'An account with one of the e-mails was created meanwhile (`email_taken`): nothing was imported.',
        },
      },
      schema: { tags, consumes: ['application/json', 'multipart/form-data'] },
    },
    async (req, reply) => reply.code(201).send(await service.importStudents(req.auth!, await readCsv(req))),
  );

  routeEndpoint(
    app,
    schoolAdminEndpoints.postSchoolStudentsImportCheck,
    {
      config: { access, upload: { file: 'The students CSV (UTF-8, or Windows-1252 as older spreadsheets save it)' } },
      schema: { tags, consumes: ['application/json', 'multipart/form-data'] },
    },
    async (req) => service.checkImport(req.auth!, await readCsv(req)),
  );
}

/** The CSV text of an import request: an uploaded file, or JSON `{csv}`. */
async function readCsv(req: FastifyRequest): Promise<string> {
  const csv = req.isMultipart()
    ? decodeCsvBytes((await readSingleFile(req)).bytes)
    : (req.body as { csv?: string } | null | undefined)?.csv;
  if (!csv) throw badRequest('file_missing', 'Send the CSV as a file (multipart/form-data) or as JSON {csv}');
  return csv;
}
