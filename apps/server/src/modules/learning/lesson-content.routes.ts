import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { learningEndpoints } from '@markwell/contracts/endpoints/learning';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STAFF } from '../../lib/access';
import { createLessonContentService } from './lesson-content.service';

const tags = ['learning'];

/**
 * Content staff write the platform's lessons: the tutorial and its video, and the practice
 * questions in the order students meet them. Lessons are platform content, not a school's.
 */
export function lessonContentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createLessonContentService(app.db, { videoOrigin: app.env.VIDEO_ORIGIN });

  routeEndpoint(app, learningEndpoints.getStaffLessons, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.courseLessons(req.query.course_id),
  );

  routeEndpoint(app, learningEndpoints.getStaffLessonsById, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.lesson(req.params.id),
  );

  routeEndpoint(
    app,
    learningEndpoints.putStaffLessonsByIdContent,
    {
      config: {
        access: STAFF,
        problems: {
          400: 'A video not on the configured video origin, or any video when none is set (`video_not_allowed`).',
        },
      },
      schema: { tags },
    },
    (req) => service.saveContent(req.auth!, req.params.id, req.body),
  );

  routeEndpoint(
    app,
    learningEndpoints.putStaffLessonsByIdPracticeQuestions,
    {
      config: {
        access: STAFF,
        problems: {
          400: 'A question of another curriculum than the lesson’s (`question_not_in_curriculum`), or one listed twice.',
          404: 'The lesson, or one of the questions, does not exist (`not_found`).',
        },
      },
      schema: { tags },
    },
    (req) => service.savePractice(req.params.id, req.body),
  );
}
