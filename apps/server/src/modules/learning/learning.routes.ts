import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  learningCourseMapSchema,
  learningCourseSchema,
  learningIdParamsSchema,
  learningLessonSchema,
  okSchema,
  practiceAnswerBodySchema,
  practiceResultSchema,
  revisionSetSchema,
  selfAssessmentBodySchema,
} from '@markwell/contracts';
import { STUDENT } from '../../lib/access';
import { createLearningService } from './learning.service';

const tags = ['learning'];
const NOT_FOLLOWED = 'A lesson or course none of the student’s classes follows is 404, as a missing one.';

/** A student's own learning: courses, lessons, practice marked at once, revision. */
export default async function learningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createLearningService(app.db);

  app.get(
    '/learning/courses',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: 'The courses the student’s classes follow, with lessons completed',
        description: 'Each course of a curriculum one of the student’s classes follows (and the school can see).',
        response: { 200: z.array(learningCourseSchema) },
      },
    },
    (req) => service.courses(req.auth!),
  );

  app.get(
    '/learning/courses/:id',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: 'A course’s chapters, topics and lessons with the student’s completion and live scores',
        description: NOT_FOLLOWED,
        params: learningIdParamsSchema,
        response: { 200: learningCourseMapSchema },
      },
    },
    (req) => service.course(req.auth!, req.params.id),
  );

  app.get(
    '/learning/lessons/:id',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: 'A lesson: its tutorial, video and practice questions (never their mark schemes)',
        description: NOT_FOLLOWED,
        params: learningIdParamsSchema,
        response: { 200: learningLessonSchema },
      },
    },
    (req) => service.lesson(req.auth!, req.params.id),
  );

  app.post(
    '/learning/lessons/:id/complete',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: 'Mark a lesson done (tutorial completion)',
        description: `The first completion is kept with its time. ${NOT_FOLLOWED}`,
        params: learningIdParamsSchema,
        response: { 200: z.object({ completed_at: z.string() }) },
      },
    },
    (req) => service.complete(req.auth!, req.params.id),
  );

  app.post(
    '/learning/practice-answers',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: 'Answer a practice question: marked at once and explained',
        description:
          'Marks the answer with the engine exams use, stores it apart from exam work, moves the question’s revision schedule (FSRS) and answers with the words that earned each point, the points a full answer also makes and the next review. Answering every practice question of a lesson completes it. A question not on the lesson is 404.',
        body: practiceAnswerBodySchema,
        response: { 200: practiceResultSchema },
      },
    },
    (req) => service.answer(req.auth!, req.body as Parameters<typeof service.answer>[1]),
  );

  app.post(
    '/learning/practice-answers/:id/self-assessment',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: 'Say whether a practice answer said what the model answer says',
        description:
          'Kept apart from the engine’s mark, for the teacher’s review of the answers the engine was unsure of. Another student’s answer is 404.',
        params: learningIdParamsSchema,
        body: selfAssessmentBodySchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.selfAssess(req.auth!, req.params.id, req.body.assessment),
  );

  app.get(
    '/learning/revision',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: 'Today’s revision: the questions due again, at most ten',
        description: 'The questions whose revision schedule has come round, soonest first, with their lessons.',
        response: { 200: revisionSetSchema },
      },
    },
    (req) => service.revision(req.auth!),
  );
}
