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
  studentProgressQuerySchema,
  studentProgressSchema,
} from '@markwell/contracts';
import { STUDENT } from '../../lib/access';
import { createLearningService } from './learning.service';
import { createStudentProgressService } from './student-progress.service';

const tags = ['learning'];
const NOT_FOLLOWED = 'A lesson or course none of the student’s classes follows is 404, as a missing one.';

/** A student's own learning: courses, lessons, practice marked at once, revision. */
export default async function learningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createLearningService(app.db, { revisionSetSize: app.env.REVISION_SET_SIZE, clock: app.clock });
  const progress = createStudentProgressService(app.db, app.clock);

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
        summary: 'Today’s revision: the questions due again, at most REVISION_SET_SIZE (10)',
        description:
          'The questions whose revision schedule has come round (those of lessons with a live score under 50% first), then questions of such lessons brought forward when there is room; topics interleaved so no two questions of one topic follow each other when avoidable.',
        response: { 200: revisionSetSchema },
      },
    },
    (req) => service.revision(req.auth!),
  );

  app.get(
    '/learning/progress',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: 'The student’s own progress: completion and live scores per course, what to revise, work due',
        description:
          'Per course the student’s classes follow: lessons completed out of lessons, and live scores per lesson and topic read exactly as the teachers’ dashboards read them (set work and practice, the last 12 answers of each lesson). Also at most 5 lessons to revise next and at most 5 pieces of set work not yet handed in, due soonest. With `course`, that course only (one the student’s classes do not follow is 404).',
        querystring: studentProgressQuerySchema,
        response: { 200: studentProgressSchema },
      },
    },
    (req) => progress.progress(req.auth!, req.query.course),
  );
}
