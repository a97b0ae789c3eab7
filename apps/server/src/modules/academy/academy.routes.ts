import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  academyCatalogueQuerySchema,
  academyCatalogueSchema,
  academyCourseIdParamsSchema,
  academyCourseSchema,
  academyCurriculaSchema,
  academyEnabledSchema,
  academyEnrolmentSchema,
  academyLessonParamsSchema,
  academyLessonResultSchema,
  academyMyCoursesSchema,
  academyProgressSchema,
  completeAcademyLessonBodySchema,
  type AcademyEnrolment,
} from '@markwell/contracts';
import { TEACHER, type AuthUser } from '../../lib/access';
import { createAcademyService } from './academy.service';

const tags = ['academy'];
const conflict409 = {
  409: "The change is not legal from where the teacher stands (`academy_status_conflict`); the body's `current_status` says where that is.",
};

/** The teacher academy as teachers use it: catalogue, enrolment life cycle, lessons and progress. */
export default async function academyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAcademyService(app.db);

  app.get(
    '/academy/enabled',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: "Whether the academy has courses for the caller's school",
        description:
          "true when at least one published course belongs to a curriculum the caller's school subscribes to; the navigation shows the academy then.",
        response: { 200: academyEnabledSchema },
      },
    },
    (req) => service.enabled(req.auth!),
  );

  app.get(
    '/teacher/academy/curriculas',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Curricula with academy courses (the catalogue filter)',
        description: "The caller's school's curricula that have published academy courses, with how many, by name.",
        response: { 200: academyCurriculaSchema },
      },
    },
    (req) => service.curricula(req.auth!),
  );

  app.get(
    '/teacher/academy/active/courses',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: "The caller's academy courses with status and progress",
        description:
          'Every course the caller has enrolled in (active, completed or set aside), most recently changed first, with the progress of the current attempt.',
        response: { 200: academyMyCoursesSchema },
      },
    },
    (req) => service.myCourses(req.auth!),
  );

  app.get(
    '/teacher/academy/courses',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'The academy catalogue, paged, by curriculum and search',
        description:
          "Published courses of the caller's school's curricula in staff's order, optionally of one curriculum or matching words in the title or summary, each with the caller's status on it.",
        querystring: academyCatalogueQuerySchema,
        response: { 200: academyCatalogueSchema },
      },
    },
    (req) => service.catalogue(req.auth!, req.query),
  );

  app.get(
    '/teacher/academy/progress',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: "The progress tab: the caller's courses with every attempt",
        description:
          'Each enrolled course with the progress of the current attempt and the history of earlier ones (lessons done, start and completion dates).',
        response: { 200: academyProgressSchema },
      },
    },
    (req) => service.progress(req.auth!),
  );

  app.get(
    '/teacher/academy/courses/:courseId',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'One course with its lessons, for the course player',
        description:
          "The course's lessons in order with sanitised content and quiz questions (never their answers), which are done in the current attempt, and every attempt. A draft or a course of another curriculum is a 404.",
        params: academyCourseIdParamsSchema,
        response: { 200: academyCourseSchema },
      },
    },
    (req) => service.course(req.auth!, req.params.courseId),
  );

  app.post(
    '/teacher/academy/courses/:courseId/lessons/:lessonId/complete',
    {
      config: { access: TEACHER, problems: conflict409 },
      schema: {
        tags,
        summary: 'Complete a lesson (answering its quiz, if it has one)',
        description:
          'Records the lesson as done in the current attempt. A lesson with a quiz is done only when every answer earns its mark (marked by the marking engine); otherwise nothing is recorded and `quiz.correct` says which were wrong. Legal while the course is active or completed.',
        params: academyLessonParamsSchema,
        body: completeAcademyLessonBodySchema,
        response: { 200: academyLessonResultSchema },
      },
    },
    (req) => service.completeLesson(req.auth!, req.params.courseId, req.params.lessonId, req.body.answers),
  );

  // The status changes sit directly under /api/v2 with the course id first. The id is digits only
  // (academyCourseIdParamsSchema), and static segments win over a parameter in the router, so no
  // other /api/v2 route can be reached through these nor these through another (academy-routes.test.ts).
  const statusChange = (
    path: string,
    code: string,
    summary: string,
    description: string,
    run: (user: AuthUser, courseId: number) => Promise<AcademyEnrolment>,
  ) =>
    app.patch(
      path,
      {
        config: { access: TEACHER, problems: conflict409 },
        schema: {
          tags,
          summary: `${summary} (status change ${code})`,
          description,
          params: academyCourseIdParamsSchema,
          response: { 200: academyEnrolmentSchema },
        },
      },
      (req) => run(req.auth!, req.params.courseId),
    );

  statusChange(
    '/:courseId/enroll',
    '0',
    'Enrol in an academy course',
    'Legal only when not enrolled: starts attempt 1 with no lesson done.',
    service.enroll,
  );
  statusChange(
    '/:courseId/deactivate',
    '1',
    'Set an academy course aside',
    'Legal when active or completed: the course leaves the active list; its progress is kept.',
    service.deactivate,
  );
  statusChange(
    '/:courseId/reactivate',
    '2',
    'Resume a set-aside academy course',
    'Legal only when set aside (inactive): the course is active again (or completed) where it was left.',
    service.reactivate,
  );
  statusChange(
    '/agains/:courseId/take',
    'take again',
    'Take an academy course again',
    'Legal when active or completed: starts a fresh attempt with no lesson done; earlier attempts stay in the progress history.',
    service.takeAgain,
  );
}
