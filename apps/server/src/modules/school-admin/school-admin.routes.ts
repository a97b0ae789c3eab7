import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classOptionsSchema,
  createClassBodySchema,
  createdStudentSchema,
  createdTeacherSchema,
  createStudentBodySchema,
  createTeacherBodySchema,
  idParamsSchema,
  importStudentsBodySchema,
  importStudentsCheckSchema,
  importStudentsResultSchema,
  passwordResetByAdminSchema,
  schoolClassSchema,
  schoolOverviewSchema,
  SCHOOL_LIST_CAP,
  schoolListQuerySchema,
  schoolStudentPageSchema,
  schoolStudentSchema,
  schoolStudentsQuerySchema,
  schoolTeacherSchema,
  updateClassBodySchema,
  updateStudentBodySchema,
  updateTeacherBodySchema,
  type CreatedStudent,
  type SchoolStudentPage,
} from '@markwell/contracts';
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

  app.get(
    '/school/overview',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Counts for the school admin home: teachers, classes, students, curricula',
        description:
          "How many active teachers (school admins included), active classes and active students the caller's school has, and how many curricula it subscribes to.",
        response: { 200: schoolOverviewSchema },
      },
    },
    (req) => service.overview(req.auth!),
  );

  // ---- teachers ----

  app.get(
    '/school/teachers',
    {
      config: { access },
      schema: {
        tags,
        summary: "The school's teachers (deactivated ones last)",
        description: `The teacher accounts of the caller's school with their school-admin, owner and active flags and their classes. At most ${SCHOOL_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        querystring: schoolListQuerySchema,
        response: { 200: z.array(schoolTeacherSchema) },
      },
    },
    (req) => service.listTeachers(req.auth!, req.query),
  );

  app.post(
    '/school/teachers',
    {
      config: { access, problems: { 409: 'Another account already uses this e-mail (`email_taken`).' } },
      schema: {
        tags,
        summary: 'Create a teacher account; the one-time password is in this answer only',
        description:
          "Creates a teacher of the caller's school, optionally a school admin, with a generated password answered once and never stored in clear.",
        body: createTeacherBodySchema,
        response: { 201: createdTeacherSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createTeacher(req.auth!, req.body)),
  );

  app.patch(
    '/school/teachers/:id',
    {
      config: {
        access,
        problems: { 409: 'Another account already uses this e-mail (`email_taken`).' },
        audit: personAudit('teacher'),
      },
      schema: {
        tags,
        summary: 'Edit, promote, demote, deactivate or reactivate a teacher of the school',
        description:
          "Changes only the fields sent. Nobody deactivates or demotes themself, the owner is never deactivated, and the last school admin cannot step down (400 with the rule's code); only the owner changes the owner's e-mail, their login (403 `owner_email_forbidden`); a teacher of another school is a 404, as for a missing one.",
        params: idParamsSchema,
        body: updateTeacherBodySchema,
        response: { 200: schoolTeacherSchema },
      },
    },
    (req) => service.updateTeacher(req.auth!, req.params.id, req.body),
  );

  app.post(
    '/school/teachers/:id/password-reset',
    {
      config: {
        access,
        audit: passwordResetAudit('teacher'),
        problems: {
          400: 'The caller is this teacher (`cannot_reset_self`): they change their own password instead.',
          403: "The teacher is the school's owner (`owner_reset_forbidden`): only the owner changes it.",
        },
      },
      schema: {
        tags,
        summary: "Reset a teacher's password: a new one-time password, in this answer only",
        description:
          "Gives a teacher of the caller's school a generated password, answered once and never stored in clear. Their sessions and reset links stop working and they must choose their own password at next login. Another school's teacher answers 404, like a missing one.",
        params: idParamsSchema,
        response: { 200: passwordResetByAdminSchema },
      },
    },
    (req) => service.resetTeacherPassword(req.auth!, req.params.id),
  );

  // ---- classes ----

  app.get(
    '/school/groups',
    {
      config: { access },
      schema: {
        tags,
        summary: "The school's classes with teachers, curricula, qualification and student count",
        description: `The classes of the caller's school, active or not, with what the class list and class form show. At most ${SCHOOL_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        querystring: schoolListQuerySchema,
        response: { 200: z.array(schoolClassSchema) },
      },
    },
    (req) => service.listClasses(req.auth!, req.query),
  );

  app.get(
    '/school/groups/options',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Curricula (with qualifications) a class of the school may follow',
        description:
          'The curricula the school subscribes to, each with its qualifications: the choices of the class form.',
        response: { 200: classOptionsSchema },
      },
    },
    (req) => service.classOptions(req.auth!),
  );

  app.post(
    '/school/groups',
    {
      config: { access, problems: { 409: 'The school already has a class of this name (`class_name_taken`).' } },
      schema: {
        tags,
        summary: 'Create a class',
        description:
          "Creates a class of the caller's school with its curricula (subscribed ones), optional qualification (of those curricula) and active teachers of the school; anything else is a 400.",
        body: createClassBodySchema,
        response: { 201: schoolClassSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createClass(req.auth!, req.body)),
  );

  app.patch(
    '/school/groups/:id',
    {
      config: { access, problems: { 409: 'The school already has a class of this name (`class_name_taken`).' } },
      schema: {
        tags,
        summary: 'Edit, deactivate or reactivate a class',
        description:
          'Changes only the fields sent, checked as on creation; a deactivated class keeps its students and work. A class of another school is a 404, as for a missing one.',
        params: idParamsSchema,
        body: updateClassBodySchema,
        response: { 200: schoolClassSchema },
      },
    },
    (req) => service.updateClass(req.auth!, req.params.id, req.body),
  );

  // ---- students ----

  app.get(
    '/school/students',
    {
      config: {
        access,
        audit: {
          objectKind: 'user',
          action: 'view_details',
          subjectsOf: (page: SchoolStudentPage) => page.items.map((s) => s.id),
        },
      },
      schema: {
        tags,
        summary: "The school's students, searchable and by class",
        description:
          "A page of the students of the caller's school by name, filtered by a name or e-mail search and by class; deactivated ones only when asked. Pages follow `next_cursor`; the total is counted up to a cap.",
        querystring: schoolStudentsQuerySchema,
        response: { 200: schoolStudentPageSchema },
      },
    },
    (req) => service.listStudents(req.auth!, req.query),
  );

  app.post(
    '/school/students',
    {
      config: {
        access,
        problems: { 409: 'Another account already uses this e-mail (`email_taken`).' },
        audit: { objectKind: 'user', action: 'create', subjectsOf: (created: CreatedStudent) => [created.id] },
      },
      schema: {
        tags,
        summary: 'Create a student account; the one-time password is in this answer only',
        description:
          "Creates a student of the caller's school in the given classes and subgroups, with a generated password answered once and never stored in clear.",
        body: createStudentBodySchema,
        response: { 201: createdStudentSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createStudent(req.auth!, req.body)),
  );

  app.patch(
    '/school/students/:id',
    {
      config: {
        access,
        problems: { 409: 'Another account already uses this e-mail (`email_taken`).' },
        audit: personAudit('student'),
      },
      schema: {
        tags,
        summary: 'Edit a student, their classes and subgroups; active:false deactivates (nothing is deleted)',
        description:
          'Changes only the fields sent; classes must be active classes of the school. A student of another school is a 404, as for a missing one.',
        params: idParamsSchema,
        body: updateStudentBodySchema,
        response: { 200: schoolStudentSchema },
      },
    },
    (req) => service.updateStudent(req.auth!, req.params.id, req.body),
  );

  app.post(
    '/school/students/:id/password-reset',
    {
      config: { access, audit: passwordResetAudit('student') },
      schema: {
        tags,
        summary: "Reset a student's password: a new one-time password, in this answer only",
        description:
          "Gives a student of the caller's school a generated password, answered once and never stored in clear. Their sessions and reset links stop working and they must choose their own password at next login. Another school's student answers 404, like a missing one.",
        params: idParamsSchema,
        response: { 200: passwordResetByAdminSchema },
      },
    },
    (req) => service.resetStudentPassword(req.auth!, req.params.id),
  );

  app.post(
    '/school/students/import',
    {
      config: {
        access,
        upload: { file: 'The students CSV (UTF-8, or Windows-1252 as older spreadsheets save it)' },
        problems: {
          409: 'An account with one of the e-mails was created meanwhile (`email_taken`): nothing was imported.',
        },
      },
      schema: {
        tags,
        summary: 'Bulk add students from CSV (name,email,class,subgroups); all lines or none',
        consumes: ['application/json', 'multipart/form-data'],
        description:
          'Send the file as multipart/form-data, or JSON `{csv}`. Every line is checked first: any problem answers 400 ' +
          '`import_invalid` with `rows: [{line, errors: [{code, message, column}]}]` and nothing is created.',
        body: importStudentsBodySchema,
        response: { 201: importStudentsResultSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.importStudents(req.auth!, await readCsv(req))),
  );

  app.post(
    '/school/students/import/check',
    {
      config: { access, upload: { file: 'The students CSV (UTF-8, or Windows-1252 as older spreadsheets save it)' } },
      schema: {
        tags,
        summary: 'Check a students CSV without importing: the students it would create, or every bad line',
        description:
          'Runs every check of the import without creating anything: answers the students it would create, or each bad line with its errors, for the preview before importing.',
        consumes: ['application/json', 'multipart/form-data'],
        body: importStudentsBodySchema,
        response: { 200: importStudentsCheckSchema },
      },
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
