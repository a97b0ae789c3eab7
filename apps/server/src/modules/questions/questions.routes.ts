import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STAFF, TEACHER } from '../../lib/access';
import { readImageUpload } from '../../lib/uploads';
import { createQuestionsService } from './questions.service';

const tags = ['questions'];
const TEACHER_OR_STAFF = [...TEACHER, ...STAFF] as const;

/** The question bank's questions: lists, one question, create, edit, delete, its image. Paths keep the spellings existing clients use. */
export default async function questionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createQuestionsService(app.db, app.storage);

  routeEndpoint(
    app,
    questionsEndpoints.getQuestions,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.listQuiz(req.auth!, req.query),
  );

  routeEndpoint(
    app,
    questionsEndpoints.getQuestionmafs,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.listMaf(req.auth!, req.query),
  );

  routeEndpoint(
    app,
    questionsEndpoints.postQuestionmafs,
    { config: { access: STAFF }, schema: { tags } },
    async (req, reply) => {
      const created = await service.createMaf(req.auth!, req.body);
      return reply.code(201).send(created);
    },
  );

  routeEndpoint(
    app,
    questionsEndpoints.getQuestionmafsById,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.getMaf(req.auth!, req.params.id),
  );

  routeEndpoint(app, questionsEndpoints.patchQuestionmafsById, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.updateMaf(req.params.id, req.body),
  );

  routeEndpoint(
    app,
    questionsEndpoints.deleteQuestionmafsById,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.deleteMaf(req.params.id, req.query.confirm),
  );

  routeEndpoint(
    app,
    questionsEndpoints.postQuestionmafsByIdPhotos,
    {
      config: { access: STAFF, upload: { file: 'PNG, JPEG, GIF or WebP image (type read from the content)' } },
      schema: { tags, consumes: ['multipart/form-data'] },
    },
    async (req) => {
      // The question's 404 comes before the file is read; setPhoto checks it again before saving.
      await service.assertMafExists(req.params.id);
      return service.setPhoto(req.params.id, await readImageUpload(req));
    },
  );

  routeEndpoint(
    app,
    questionsEndpoints.deleteQuestionmafsByIdMedia,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.removeMedia(req.params.id),
  );

  routeEndpoint(
    app,
    questionsEndpoints.getQuestionmafExam,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.examQuestions(req.auth!, req.query),
  );
}
