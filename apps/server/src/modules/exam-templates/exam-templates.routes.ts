import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { examTemplatesEndpoints } from '@markwell/contracts/endpoints/exam-templates';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STAFF, TEACHER } from '../../lib/access';
import { createExamTemplatesService } from './exam-templates.service';

const tags = ['exam templates'];
const TEACHER_OR_STAFF = [...TEACHER, ...STAFF] as const;

/** Exam templates, and the central templates content staff make for every school. Paths are the legacy ones. */
export default async function examTemplatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createExamTemplatesService(app.db, (name) => app.storage.url('images', name));

  routeEndpoint(
    app,
    examTemplatesEndpoints.postExamtemplates,
    { config: { access: TEACHER }, schema: { tags } },
    async (req, reply) => reply.code(201).send(await service.create(req.auth!, req.body)),
  );

  routeEndpoint(
    app,
    examTemplatesEndpoints.getExamtemplatesById,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.get(req.auth!, req.params.id),
  );

  routeEndpoint(
    app,
    examTemplatesEndpoints.patchExamtemplatesById,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.update(req.auth!, req.params.id, req.body),
  );

  routeEndpoint(
    app,
    examTemplatesEndpoints.deleteExamtemplatesById,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.remove(req.auth!, req.params.id, req.query.confirm ?? false),
  );

  routeEndpoint(
    app,
    examTemplatesEndpoints.getExamtemplatesByIdTwigs,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.twigs(req.auth!, req.params.id),
  );

  routeEndpoint(
    app,
    examTemplatesEndpoints.getExamstemplate,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.list(req.auth!, req.query),
  );

  // --- central templates (content staff, for every school)
  routeEndpoint(
    app,
    examTemplatesEndpoints.postCentralsExamtemplates,
    { config: { access: STAFF }, schema: { tags } },
    async (req, reply) => reply.code(201).send(await service.create(req.auth!, req.body, true)),
  );

  routeEndpoint(
    app,
    examTemplatesEndpoints.patchCentralsByIdExamtemplate,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.update(req.auth!, req.params.id, req.body, 'central'),
  );

  routeEndpoint(
    app,
    examTemplatesEndpoints.getCentralTemplate,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.list(req.auth!, req.query, true),
  );
}
