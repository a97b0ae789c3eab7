import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createMafQuestionBodySchema,
  deleteQuestionQuerySchema,
  examQuestionPageSchema,
  examQuestionsQuerySchema,
  idParamsSchema,
  listQuestionMafsQuerySchema,
  listQuestionsQuerySchema,
  okSchema,
  questionMafDetailSchema,
  questionMafPageSchema,
  questionQuizPageSchema,
  updateMafQuestionBodySchema,
} from '@markwell/contracts';
import { STAFF, TEACHER } from '../../lib/access';
import { readImageUpload } from '../../lib/uploads';
import { createQuestionsService } from './questions.service';

const tags = ['questions'];
const TEACHER_OR_STAFF = [...TEACHER, ...STAFF] as const;

/** The question bank's questions: lists, one question, create, edit, delete, its image. Paths keep the spellings existing clients use. */
export default async function questionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createQuestionsService(app.db, app.storage);

  app.get(
    '/questions',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Multiple-choice quiz questions, filtered and paged',
        description:
          "A page of multiple-choice questions with their choices, filtered by search and curriculum links. Teachers see only their school's curricula; staff see all.",
        querystring: listQuestionsQuerySchema,
        response: { 200: questionQuizPageSchema },
      },
    },
    (req) => service.listQuiz(req.auth!, req.query),
  );

  app.get(
    '/questionmafs',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'MAF (free-text) questions: search, filters, pages',
        description:
          "A page of free-text (MAF) questions, newest edit first, searched (every word, anywhere in the text) and filtered by curriculum, course, lesson and marks, with how many match (counted up to a cap: total_capped). Teachers see only their school's curricula; staff see all.",
        querystring: listQuestionMafsQuerySchema,
        response: { 200: questionMafPageSchema },
      },
    },
    (req) => service.listMaf(req.auth!, req.query),
  );

  app.post(
    '/questionmafs',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Create a MAF question with its marking points and optional answer structure',
        description:
          'Creates the question, its marking points and its answer structure in one transaction. Curriculum, course, topic and lesson must agree (course and topic are filled from a lesson); a levelled question needs its levels.',
        body: createMafQuestionBodySchema,
        response: { 201: questionMafDetailSchema },
      },
    },
    async (req, reply) => {
      const created = await service.createMaf(req.auth!, req.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/questionmafs/:id',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'A MAF question with its mark scheme and answer structure',
        description:
          "The question with its marking points and answer structure. A teacher whose school does not follow the question's curriculum gets a 404, as for a missing question.",
        params: idParamsSchema,
        response: { 200: questionMafDetailSchema },
      },
    },
    (req) => service.getMaf(req.auth!, req.params.id),
  );

  app.patch(
    '/questionmafs/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Edit a MAF question',
        description:
          'Changing a coarser link (curricula, course, topic) clears the finer links not sent; course and topic are derived from a lesson.',
        params: idParamsSchema,
        body: updateMafQuestionBodySchema,
        response: { 200: questionMafDetailSchema },
      },
    },
    (req) => service.updateMaf(req.params.id, req.body),
  );

  app.delete(
    '/questionmafs/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Delete a MAF question',
        description:
          'When exam templates use the question: 400 `question_in_use` with `templates: [{id, name}]`, unless confirm=true (then it is removed from them too).',
        params: idParamsSchema,
        querystring: deleteQuestionQuerySchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.deleteMaf(req.params.id, req.query.confirm),
  );

  app.post(
    '/questionmafs/:id/photos',
    {
      config: { access: STAFF, upload: { file: 'PNG, JPEG, GIF or WebP image (type read from the content)' } },
      schema: {
        tags,
        summary: 'Upload the question image (multipart, one PNG/JPEG/GIF/WebP file)',
        description:
          "Stores the image as the question's photo and removes the previous file; answers the question. A missing question is a 404 before the upload is read.",
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: questionMafDetailSchema },
      },
    },
    async (req) => {
      // The question's 404 comes before the file is read; setPhoto checks it again before saving.
      await service.assertMafExists(req.params.id);
      return service.setPhoto(req.params.id, await readImageUpload(req));
    },
  );

  app.delete(
    '/questionmafs/:id/media',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: "Remove the question's image and media link",
        description: "Clears the question's photo (deleting its file) and its media link; answers the question.",
        params: idParamsSchema,
        response: { 200: questionMafDetailSchema },
      },
    },
    (req) => service.removeMedia(req.params.id),
  );

  app.get(
    '/questionmaf/exam',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Questions that can go into an exam (with at least one marking point), paged',
        description:
          "A page of complete free-text questions (at least one marking point) matching the search and curriculum filters, newest edit first, each with its total points marks, for the exam builder; the count stops at its cap (total_capped). Teachers see only their school's curricula.",
        querystring: examQuestionsQuerySchema,
        response: { 200: examQuestionPageSchema },
      },
    },
    (req) => service.examQuestions(req.auth!, req.query),
  );
}
