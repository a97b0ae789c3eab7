import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STAFF, TEACHER } from '../../lib/access';
import { createMarkSchemeService } from './mark-scheme.service';

const tags = ['questions'];
const TEACHER_OR_STAFF = [...TEACHER, ...STAFF] as const;

/** A question's mark scheme: trying an answer, marking points, the editor view, answer structures. Paths keep the spellings existing clients use, "makingpoints" included. */
export default async function markSchemeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createMarkSchemeService(app.db, app.storage);

  routeEndpoint(
    app,
    questionsEndpoints.postQuestionmafsByIdTry,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.tryAnswer(req.auth!, req.params.id, req.body.answer),
  );

  routeEndpoint(
    app,
    questionsEndpoints.getQuestionmafsByIdMakingpoints,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.listPoints(req.params.id),
  );

  routeEndpoint(
    app,
    questionsEndpoints.postQuestionmafsByIdMakingpoints,
    { config: { access: STAFF }, schema: { tags } },
    async (req, reply) => reply.code(201).send(await service.addPoint(req.params.id, req.body)),
  );

  routeEndpoint(
    app,
    questionsEndpoints.patchQuestionmafsByIdMakingpointsByPid,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.updatePoint(req.params.id, req.params.pid, req.body),
  );

  routeEndpoint(
    app,
    questionsEndpoints.deleteQuestionmafsByIdMakingpointsByPid,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.deletePoint(req.params.id, req.params.pid),
  );

  routeEndpoint(
    app,
    questionsEndpoints.putQuestionmafsByIdScheme,
    {
      config: {
        access: STAFF,
        problems: {
          400: 'Bad input, or a point id not of this question (`unknown_point`) or sent twice (`duplicate_point`)',
        },
      },
      schema: { tags },
    },
    (req) => service.saveScheme(req.params.id, req.body),
  );

  routeEndpoint(
    app,
    questionsEndpoints.getQuestionmafeditsByIdMakingpoints,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.editView(req.params.id),
  );

  routeEndpoint(
    app,
    questionsEndpoints.getQuestionsByIdStructures,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.getStructure(req.params.id),
  );

  routeEndpoint(
    app,
    questionsEndpoints.postQuestionsByIdStructures,
    {
      config: {
        access: STAFF,
        problems: { 409: 'The question already has an answer structure (`structure_exists`).' },
      },
      schema: { tags },
    },
    async (req, reply) => reply.code(201).send(await service.createStructure(req.params.id, req.body)),
  );

  routeEndpoint(
    app,
    questionsEndpoints.patchQuestionsByIdStructure,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.updateStructure(req.params.id, req.body),
  );

  routeEndpoint(
    app,
    questionsEndpoints.deleteQuestionsByIdStructure,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.deleteStructure(req.params.id),
  );
}
