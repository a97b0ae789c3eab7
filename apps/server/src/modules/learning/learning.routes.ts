import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { learningEndpoints } from '@markwell/contracts/endpoints/learning';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STUDENT } from '../../lib/access';
import { createLearningService } from './learning.service';
import { createStudentProgressService } from './student-progress.service';

const tags = ['learning'];

/** A student's own learning: courses, lessons, practice marked at once, revision. */
export default async function learningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createLearningService(app.db, { revisionSetSize: app.env.REVISION_SET_SIZE, clock: app.clock });
  const progress = createStudentProgressService(app.db, app.clock);

  routeEndpoint(app, learningEndpoints.getLearningCourses, { config: { access: STUDENT }, schema: { tags } }, (req) =>
    service.courses(req.auth!),
  );

  routeEndpoint(
    app,
    learningEndpoints.getLearningCoursesById,
    { config: { access: STUDENT }, schema: { tags } },
    (req) => service.course(req.auth!, req.params.id),
  );

  routeEndpoint(
    app,
    learningEndpoints.getLearningLessonsById,
    { config: { access: STUDENT }, schema: { tags } },
    (req) => service.lesson(req.auth!, req.params.id),
  );

  routeEndpoint(
    app,
    learningEndpoints.postLearningLessonsByIdComplete,
    { config: { access: STUDENT }, schema: { tags } },
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
