import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerStructureResponseSchema,
  answerStructureSchema,
  createMafQuestionBodySchema,
  deleteQuestionQuerySchema,
  examQuestionSchema,
  examQuestionsQuerySchema,
  idParamsSchema,
  listQuestionMafsQuerySchema,
  listQuestionsQuerySchema,
  listSynonymsQuerySchema,
  machinePhraseSchema,
  machineQueuePageSchema,
  machineQueueQuerySchema,
  markingPointBodySchema,
  markingPointSchema,
  markResultSchema,
  okSchema,
  proposeMachinePhrasesBodySchema,
  questionEditViewSchema,
  questionMafDetailSchema,
  questionMafPageSchema,
  questionPointParamsSchema,
  questionQuizPageSchema,
  reviewMachinePhrasesBodySchema,
  synonymBodySchema,
  synonymSchema,
  tryAnswerBodySchema,
  updateMachinePhraseBodySchema,
  updateMafQuestionBodySchema,
  updateMarkingPointBodySchema,
  updateSynonymBodySchema,
} from '@markwell/contracts';
import { STAFF, TEACHER } from '../../lib/access';
import { readImageUpload } from '../../lib/uploads';
import { createQuestionsService } from './questions.service';

const tags = ['questions'];
const TEACHER_OR_STAFF = [...TEACHER, ...STAFF] as const;

/** The question bank (SPEC §7 "Questions"). Paths are the legacy ones, "makingpoints" included. */
export default async function questionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createQuestionsService(app.db, app.storage);

  // --- questions
  app.get(
    '/questions',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Multiple-choice quiz questions, filtered and paged',
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
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Upload the question image (multipart, one PNG/JPEG/GIF/WebP file)',
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
        params: idParamsSchema,
        response: { 200: questionMafDetailSchema },
      },
    },
    (req) => service.removeMedia(req.params.id),
  );

  app.post(
    '/questionmafs/:id/try',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary:
          'Mark a sample answer with the marking engine, its synonyms and accepted machine phrases (ours; teachers: curricula their school follows)',
        params: idParamsSchema,
        body: tryAnswerBodySchema,
        response: { 200: markResultSchema },
      },
    },
    (req) => service.tryAnswer(req.auth!, req.params.id, req.body.answer),
  );

  // --- marking points
  app.get(
    '/questionmafs/:id/makingpoints',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Marking points of a question',
        params: idParamsSchema,
        response: { 200: z.array(markingPointSchema) },
      },
    },
    (req) => service.listPoints(req.params.id),
  );

  app.post(
    '/questionmafs/:id/makingpoints',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Add a marking point',
        params: idParamsSchema,
        body: markingPointBodySchema,
        response: { 201: markingPointSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.addPoint(req.params.id, req.body)),
  );

  app.patch(
    '/questionmafs/:id/makingpoints/:pid',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Edit a marking point',
        params: questionPointParamsSchema,
        body: updateMarkingPointBodySchema,
        response: { 200: markingPointSchema },
      },
    },
    (req) => service.updatePoint(req.params.id, req.params.pid, req.body),
  );

  app.delete(
    '/questionmafs/:id/makingpoints/:pid',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Delete a marking point (and its machine phrases)',
        params: questionPointParamsSchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.deletePoint(req.params.id, req.params.pid),
  );

  app.get(
    '/questionmafedits/:id/makingpoints',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'The mark-scheme editor view: question, points with machine phrases, applicable synonyms, structure',
        params: idParamsSchema,
        response: { 200: questionEditViewSchema },
      },
    },
    (req) => service.editView(req.params.id),
  );

  // --- answer structures
  app.get(
    '/questions/:id/structures',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: "The question's answer structure (null: free text)",
        params: idParamsSchema,
        response: { 200: answerStructureResponseSchema },
      },
    },
    (req) => service.getStructure(req.params.id),
  );

  app.post(
    '/questions/:id/structures',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Give the question an answer structure (one per question; 409 when it has one)',
        params: idParamsSchema,
        body: answerStructureSchema,
        response: { 201: answerStructureResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createStructure(req.params.id, req.body)),
  );

  app.patch(
    '/questions/:id/structure',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: "Replace the question's answer structure",
        params: idParamsSchema,
        body: answerStructureSchema,
        response: { 200: answerStructureResponseSchema },
      },
    },
    (req) => service.updateStructure(req.params.id, req.body),
  );

  app.delete(
    '/questions/:id/structure',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: "Remove the question's answer structure",
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.deleteStructure(req.params.id),
  );

  app.get(
    '/questionmaf/exam',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Questions that can go into an exam (with at least one marking point)',
        querystring: examQuestionsQuerySchema,
        response: { 200: z.array(examQuestionSchema) },
      },
    },
    (req) => service.examQuestions(req.auth!, req.query),
  );

  // --- synonyms
  app.get(
    '/mafsynonyms',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Synonym sets (with curricula: those that apply to it, global ones included)',
        querystring: listSynonymsQuerySchema,
        response: { 200: z.array(synonymSchema) },
      },
    },
    (req) => service.listSynonyms(req.query),
  );

  app.post(
    '/mafsynonyms',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Add a synonym set (cleaned as SPEC §5 says)',
        body: synonymBodySchema,
        response: { 201: synonymSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createSynonym(req.body)),
  );

  app.patch(
    '/mafsynonyms/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Edit a synonym set',
        params: idParamsSchema,
        body: updateSynonymBodySchema,
        response: { 200: synonymSchema },
      },
    },
    (req) => service.updateSynonym(req.params.id, req.body),
  );

  app.delete(
    '/mafsynonyms/:id',
    {
      config: { access: STAFF },
      schema: { tags, summary: 'Delete a synonym set', params: idParamsSchema, response: { 200: okSchema } },
    },
    (req) => service.deleteSynonym(req.params.id),
  );

  // --- machine phrases
  app.get(
    '/markingpoints/machines',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Machine phrase review queue, with point, question and answer excerpt',
        querystring: machineQueueQuerySchema,
        response: { 200: machineQueuePageSchema },
      },
    },
    (req) => service.machineQueue(req.query),
  );

  app.post(
    '/markingpoints/:id/machines',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Propose machine phrases for marking point :id',
        description: 'Send `phrases`, or only the `answer` the point was awarded for and the engine picks the phrase.',
        params: idParamsSchema,
        body: proposeMachinePhrasesBodySchema,
        response: { 201: z.array(machinePhraseSchema) },
      },
    },
    async (req, reply) => reply.code(201).send(await service.proposeMachines(req.auth!, req.params.id, req.body)),
  );

  app.patch(
    '/markingpoints/:id/machines',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Accept or reject machine phrases of marking point :id in bulk',
        params: idParamsSchema,
        body: reviewMachinePhrasesBodySchema,
        response: { 200: z.array(machinePhraseSchema) },
      },
    },
    (req) => service.reviewMachines(req.auth!, req.params.id, req.body.decisions),
  );

  app.patch(
    '/markingpoints/:id/machine',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Accept, reject or edit machine phrase :id',
        params: idParamsSchema,
        body: updateMachinePhraseBodySchema,
        response: { 200: machinePhraseSchema },
      },
    },
    (req) => service.updateMachine(req.auth!, req.params.id, req.body),
  );

  app.delete(
    '/markingpoints/:id/machine',
    {
      config: { access: STAFF },
      schema: { tags, summary: 'Delete machine phrase :id', params: idParamsSchema, response: { 200: okSchema } },
    },
    (req) => service.deleteMachine(req.params.id),
  );
}
