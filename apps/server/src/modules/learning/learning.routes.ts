import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { learningEndpoints } from '@markwell/contracts/endpoints/learning';
import { routeEndpoint } from '../../lib/endpoint-route';
import { z } from 'zod';
import { learningCourseMapSchema, learningIdParamsSchema, learningLessonSchema } from '@markwell/contracts';
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

  routeEndpoint(app, learningEndpoints.getLearningCourses, { config: { access: STUDENT }, schema: { tags } }, (req) =>
    service.courses(req.auth!),
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

  routeEndpoint(
    app,
    learningEndpoints.postLearningPracticeAnswers,
    { config: { access: STUDENT }, schema: { tags } },
    (req) => service.answer(req.auth!, req.body as Parameters<typeof service.answer>[1]),
  );

  routeEndpoint(
    app,
    learningEndpoints.postLearningPracticeAnswersByIdSelfAssessment,
    { config: { access: STUDENT }, schema: { tags } },
    (req) => service.selfAssess(req.auth!, req.params.id, req.body.assessment),
  );

  routeEndpoint(app, learningEndpoints.getLearningRevision, { config: { access: STUDENT }, schema: { tags } }, (req) =>
    service.revision(req.auth!),
  );

  routeEndpoint(app, learningEndpoints.getLearningProgress, { config: { access: STUDENT }, schema: { tags } }, (req) =>
    progress.progress(req.auth!, req.query.course),
  );
}
