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
  schoolClassSchema,
  schoolOverviewSchema,
  schoolStudentSchema,
  schoolStudentsQuerySchema,
  schoolTeacherSchema,
  updateClassBodySchema,
  updateStudentBodySchema,
  updateTeacherBodySchema,
} from '@markwell/contracts';
import { SCHOOL_ADMIN } from '../../lib/access';
import { badRequest } from '../../lib/errors';
import { readSingleFile } from '../../lib/uploads';
import { createSchoolAdminService } from './school-admin.service';
import { decodeCsvBytes } from './students-import';

const tags = ['school-admin'];
const access = SCHOOL_ADMIN;

/** School admins manage the teachers, classes and students of their own school. */
export default async function schoolAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSchoolAdminService(app.db);

  app.get(
    '/school/overview',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Counts for the school admin home: teachers, classes, students, curricula',
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
        response: { 200: z.array(schoolTeacherSchema) },
      },
    },
    (req) => service.listTeachers(req.auth!),
  );

  app.post(
    '/school/teachers',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Create a teacher account; the one-time password is in this answer only',
        body: createTeacherBodySchema,
        response: { 201: createdTeacherSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createTeacher(req.auth!, req.body)),
  );

  app.patch(
    '/school/teachers/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Edit, promote, demote, deactivate or reactivate a teacher of the school',
        params: idParamsSchema,
        body: updateTeacherBodySchema,
        response: { 200: schoolTeacherSchema },
      },
    },
    (req) => service.updateTeacher(req.auth!, req.params.id, req.body),
  );

  // ---- classes ----

  app.get(
    '/school/groups',
    {
      config: { access },
      schema: {
        tags,
        summary: "The school's classes with teachers, curricula, qualification and student count",
        response: { 200: z.array(schoolClassSchema) },
      },
    },
    (req) => service.listClasses(req.auth!),
  );

  app.get(
    '/school/groups/options',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Curricula (with qualifications) a class of the school may follow',
        response: { 200: classOptionsSchema },
      },
    },
    (req) => service.classOptions(req.auth!),
  );

  app.post(
    '/school/groups',
    {
      config: { access },
      schema: { tags, summary: 'Create a class', body: createClassBodySchema, response: { 201: schoolClassSchema } },
    },
    async (req, reply) => reply.code(201).send(await service.createClass(req.auth!, req.body)),
  );

  app.patch(
    '/school/groups/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Edit, deactivate or reactivate a class',
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
      config: { access },
      schema: {
        tags,
        summary: "The school's students, searchable and by class",
        querystring: schoolStudentsQuerySchema,
        response: { 200: z.array(schoolStudentSchema) },
      },
    },
    (req) => service.listStudents(req.auth!, req.query),
  );

  app.post(
    '/school/students',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Create a student account; the one-time password is in this answer only',
        body: createStudentBodySchema,
        response: { 201: createdStudentSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createStudent(req.auth!, req.body)),
  );

  app.patch(
    '/school/students/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Edit a student, their classes and subgroups; active:false deactivates (nothing is deleted)',
        params: idParamsSchema,
        body: updateStudentBodySchema,
        response: { 200: schoolStudentSchema },
      },
    },
    (req) => service.updateStudent(req.auth!, req.params.id, req.body),
  );

  app.post(
    '/school/students/import',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Bulk add students from CSV (name,email,class,subgroups); all lines or none',
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
      config: { access },
      schema: {
        tags,
        summary: 'Check a students CSV without importing: the students it would create, or every bad line',
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
