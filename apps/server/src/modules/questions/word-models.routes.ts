import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema, questionWordModelsSchema, wordModelsQuerySchema } from '@markwell/contracts';
import { STAFF, TEACHER } from '../../lib/access';
import { createWordModelsService } from './word-models.service';

const tags = ['questions'];
const TEACHER_OR_STAFF = [...TEACHER, ...STAFF] as const;

/** Word weights learnt from teacher-marked answers: seen beside machine phrases, reset by staff. */
export default async function wordModelsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createWordModelsService(app.db);

  app.get(
    '/markingpoints/weights',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Word weights learnt for the marking points of question ?question (ours; teachers: their curricula)',
        description:
          "Per marking point marked with a learnt word model today: how many teacher-marked answers it was fitted on, its cross-validated agreement with the teachers beside the phrases' own, and the answer keys weighing most for and against the point. `concept_share`: how strictly the question's curriculum reads model answers (the share of their concepts an answer needs), learnt from its teachers' marks, with the decisions and agreement it was fitted on (null: the engine's default share).",
        querystring: wordModelsQuerySchema,
        response: { 200: questionWordModelsSchema },
      },
    },
    (req) => service.ofQuestion(req.auth!, req.query.question),
  );

  app.delete(
    '/markingpoints/:id/weights',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Reset the learnt word weights of marking point :id',
        description:
          "Removes the point's learnt word model from every version of its question: answers are marked by its phrases alone until teachers' marking fits a new one.",
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.reset(req.params.id),
  );
}
