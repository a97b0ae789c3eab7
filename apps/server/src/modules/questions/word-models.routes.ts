import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STAFF, TEACHER } from '../../lib/access';
import { createWordModelsService } from './word-models.service';

const tags = ['questions'];
const TEACHER_OR_STAFF = [...TEACHER, ...STAFF] as const;

/** Word weights learnt from teacher-marked answers: seen beside machine phrases, reset by staff. */
export default async function wordModelsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createWordModelsService(app.db);

  routeEndpoint(
    app,
    questionsEndpoints.getMarkingpointsWeights,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.ofQuestion(req.auth!, req.query.question),
  );

  routeEndpoint(
    app,
    questionsEndpoints.deleteMarkingpointsByIdWeights,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.reset(req.params.id),
  );
}
