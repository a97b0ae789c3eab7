import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  learningIdParamsSchema,
  lessonContentBodySchema,
  lessonPracticeBodySchema,
  staffCourseLessonsSchema,
  staffLessonSchema,
  staffLessonsQuerySchema,
} from '@markwell/contracts';
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

  app.get(
    '/staff/lessons',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'A course’s lessons with what each has (content staff)',
        description:
          'The lessons of a course in chapter, topic and lesson order, each with whether it has a tutorial and a video, how many questions students practise and whether staff chose them or they are the bank’s. A missing course is 404.',
        querystring: staffLessonsQuerySchema,
        response: { 200: staffCourseLessonsSchema },
      },
    },
    (req) => service.courseLessons(req.query.course_id),
  );

  app.get(
    '/staff/lessons/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'A lesson’s tutorial, video and practice questions (content staff)',
        description:
          'The sanitised tutorial, the video, the practice questions in order and the bank questions placed on the lesson to choose from.',
        params: learningIdParamsSchema,
        response: { 200: staffLessonSchema },
      },
    },
    (req) => service.lesson(req.params.id),
  );

  app.put(
    '/staff/lessons/:id/content',
    {
      config: {
        access: STAFF,
        problems: {
          400: 'A video not on the configured video origin, or any video when none is set (`video_not_allowed`).',
        },
      },
      schema: {
        tags,
        summary: 'Save a lesson’s tutorial and video (content staff)',
        description:
          'The HTML is sanitised as CMS pages are before it is stored; the video must be an address on the video origin (VIDEO_ORIGIN), and with none configured no video may be set.',
        params: learningIdParamsSchema,
        body: lessonContentBodySchema,
        response: { 200: staffLessonSchema },
      },
    },
    (req) => service.saveContent(req.auth!, req.params.id, req.body),
  );

  app.put(
    '/staff/lessons/:id/practice-questions',
    {
      config: {
        access: STAFF,
        problems: {
          400: 'A question of another curriculum than the lesson’s (`question_not_in_curriculum`), or one listed twice.',
          404: 'The lesson, or one of the questions, does not exist (`not_found`).',
        },
      },
      schema: {
        tags,
        summary: 'Choose and order a lesson’s practice questions (content staff)',
        description:
          'Bank questions of the lesson’s curriculum (free text, multiple choice or numeric), in the order students meet them. An empty list returns the lesson to the questions placed on it in the bank.',
        params: learningIdParamsSchema,
        body: lessonPracticeBodySchema,
        response: { 200: staffLessonSchema },
      },
    },
    (req) => service.savePractice(req.params.id, req.body),
  );
}
