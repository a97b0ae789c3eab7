import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerStructureResponseSchema,
  answerStructureSchema,
  idParamsSchema,
  markingPointBodySchema,
  markingPointSchema,
  markResultSchema,
  okSchema,
  questionEditViewSchema,
  questionPointParamsSchema,
  saveMarkSchemeBodySchema,
  savedMarkSchemeSchema,
  tryAnswerBodySchema,
  updateMarkingPointBodySchema,
} from '@markwell/contracts';
import { STAFF, TEACHER } from '../../lib/access';
import { createMarkSchemeService } from './mark-scheme.service';

const tags = ['questions'];
const TEACHER_OR_STAFF = [...TEACHER, ...STAFF] as const;

/** A question's mark scheme: trying an answer, marking points, the editor view, answer structures. Paths keep the spellings existing clients use, "makingpoints" included. */
export default async function markSchemeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createMarkSchemeService(app.db, app.storage);

  app.post(
    '/questionmafs/:id/try',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary:
          'Mark a sample answer with the marking engine, its synonyms and accepted machine phrases (ours; teachers: curricula their school follows)',
        description:
          "Marks the answer exactly as students' answers to the question will be marked and explains each awarded point with the matched spans. Nothing is stored.",
        params: idParamsSchema,
        body: tryAnswerBodySchema,
        response: { 200: markResultSchema },
      },
    },
    (req) => service.tryAnswer(req.auth!, req.params.id, req.body.answer),
  );

  app.get(
    '/questionmafs/:id/makingpoints',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Marking points of a question',
        description: 'The marking points of a free-text question in order, with their marks, text and phrases.',
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
        description:
          'Adds a marking point to the question, last unless a position is given. Phrases the marking engine cannot read are a 400 naming the phrase.',
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
        description:
          'Changes only the fields sent, with phrases checked as on creation. A point of another question is a 404.',
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
        description:
          'Deletes the point with the machine phrases proposed for it. A point of another question is a 404.',
        params: questionPointParamsSchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.deletePoint(req.params.id, req.params.pid),
  );

  app.put(
    '/questionmafs/:id/scheme',
    {
      config: {
        access: STAFF,
        problems: {
          400: 'Bad input, or a point id not of this question (`unknown_point`) or sent twice (`duplicate_point`)',
        },
      },
      schema: {
        tags,
        summary: "Save the question's whole mark scheme in one transaction",
        description:
          "The editor's save: the question's own fields to change (as PATCH takes them), every marking point in order (a saved point left out is deleted, one without an id is added) and the answer structure, written together or not at all. When versions of the question were pinned, the saved state becomes one new version. `scheme_changed` says whether the engine now marks the question differently, so the regrade dry run is due. An id that is not a point of this question is a 400 `unknown_point`.",
        params: idParamsSchema,
        body: saveMarkSchemeBodySchema,
        response: { 200: savedMarkSchemeSchema },
      },
    },
    (req) => service.saveScheme(req.params.id, req.body),
  );

  app.get(
    '/questionmafedits/:id/makingpoints',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'The mark-scheme editor view: question, points with machine phrases, applicable synonyms, structure',
        description:
          'Everything the mark-scheme editor shows in one answer: the question, its points with their machine phrases, the synonyms that apply and its answer structure.',
        params: idParamsSchema,
        response: { 200: questionEditViewSchema },
      },
    },
    (req) => service.editView(req.params.id),
  );

  app.get(
    '/questions/:id/structures',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: "The question's answer structure (null: free text)",
        description: 'The answer structure students fill in for this question, or null when the answer is free text.',
        params: idParamsSchema,
        response: { 200: answerStructureResponseSchema },
      },
    },
    (req) => service.getStructure(req.params.id),
  );

  app.post(
    '/questions/:id/structures',
    {
      config: {
        access: STAFF,
        problems: { 409: 'The question already has an answer structure (`structure_exists`).' },
      },
      schema: {
        tags,
        summary: 'Give the question an answer structure (one per question; 409 when it has one)',
        description:
          'Sets the structure of the answer students fill in. A question has at most one: replace it with PATCH.',
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
        description: 'Replaces the whole answer structure; a question without one is a 404 (create it with POST).',
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
        description: 'Removes the structure, so students answer in free text; a question without one is a 404.',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.deleteStructure(req.params.id),
  );
}
