import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createExamTemplateBodySchema,
  deleteExamTemplateQuerySchema,
  deleteExamTemplateResultSchema,
  examTemplatePageSchema,
  examTemplateSchema,
  idParamsSchema,
  listCentralTemplatesQuerySchema,
  listExamTemplatesQuerySchema,
  templateTwigsSchema,
  updateExamTemplateBodySchema,
} from '@markwell/contracts';
import { STAFF, TEACHER } from '../../lib/access';
import { createExamTemplatesService } from './exam-templates.service';

const tags = ['exam templates'];
const TEACHER_OR_STAFF = [...TEACHER, ...STAFF] as const;

/** Exam templates, and the central templates content staff make for every school. Paths are the legacy ones. */
export default async function examTemplatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createExamTemplatesService(app.db, (name) => app.storage.url('images', name));

  app.post(
    '/examtemplates',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Create an exam template',
        description:
          'A template of the caller’s school built from bank questions of the curricula the school follows, in ordered sections; total marks are computed from the questions.',
        body: createExamTemplateBodySchema,
        response: { 201: examTemplateSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.auth!, req.body)),
  );

  app.get(
    '/examtemplates/:id',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'An exam template with its sections and questions',
        description:
          'Visible: public and central templates, and to a teacher their school’s (private ones to their author only). Any other id answers 404.',
        params: idParamsSchema,
        response: { 200: examTemplateSchema },
      },
    },
    (req) => service.get(req.auth!, req.params.id),
  );

  app.patch(
    '/examtemplates/:id',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Change an exam template',
        description:
          'Only its author (or a school admin of its school). `sections` and `lesson_ids` replace the lists; attempts already made keep the questions they were given.',
        params: idParamsSchema,
        body: updateExamTemplateBodySchema,
        response: { 200: examTemplateSchema },
      },
    },
    (req) => service.update(req.auth!, req.params.id, req.body),
  );

  app.delete(
    '/examtemplates/:id',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Delete (or archive) an exam template',
        description:
          'While assignments use it: 400 `template_in_use` with `assignments` and `assignment_count`, unless confirm=true. A template ever assigned is archived, not deleted, so attempts keep their questions.',
        params: idParamsSchema,
        querystring: deleteExamTemplateQuerySchema,
        response: { 200: deleteExamTemplateResultSchema },
      },
    },
    (req) => service.remove(req.auth!, req.params.id, req.query.confirm ?? false),
  );

  app.get(
    '/examtemplates/:id/twigs',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'The builder’s tree of a template: sections, questions, marking points',
        description:
          'Includes the mark scheme (marking points, correct choices, numeric answers), so it is for teachers and staff only.',
        params: idParamsSchema,
        response: { 200: templateTwigsSchema },
      },
    },
    (req) => service.twigs(req.auth!, req.params.id),
  );

  app.get(
    '/examstemplate',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Search the exam templates the caller may see',
        description:
          'Filters combine (query, curricula, course, lessons, marks, public, browse); newest first; paged, at most 100 a page.',
        querystring: listExamTemplatesQuerySchema,
        response: { 200: examTemplatePageSchema },
      },
    },
    (req) => service.list(req.auth!, req.query),
  );

  // --- central templates (content staff, for every school)
  app.post(
    '/centrals/examtemplates',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Create a central exam template',
        description:
          'A platform-wide template made by content staff: public, visible to every school, editable only by staff.',
        body: createExamTemplateBodySchema,
        response: { 201: examTemplateSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.auth!, req.body, true)),
  );

  app.patch(
    '/centrals/:id/examtemplate',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Change a central exam template',
        description: 'Only central templates (any other id answers 404); they always stay public.',
        params: idParamsSchema,
        body: updateExamTemplateBodySchema,
        response: { 200: examTemplateSchema },
      },
    },
    (req) => service.update(req.auth!, req.params.id, req.body, 'central'),
  );

  app.get(
    '/central/template',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Central exam templates',
        description:
          'The templates content staff made for every school, with the same filters and pages as /examstemplate.',
        querystring: listCentralTemplatesQuerySchema,
        response: { 200: examTemplatePageSchema },
      },
    },
    (req) => service.list(req.auth!, req.query, true),
  );
}
