import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { academyEndpoints } from '@markwell/contracts/endpoints/academy';
import { routeEndpoint } from '../../lib/endpoint-route';
import { academyCourseIdParamsSchema, academyEnrolmentSchema, type AcademyEnrolment } from '@markwell/contracts';
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

  routeEndpoint(app, academyEndpoints.getAcademyEnabled, { config: { access: TEACHER }, schema: { tags } }, (req) =>
    service.enabled(req.auth!),
  );

  routeEndpoint(
    app,
    academyEndpoints.getTeacherAcademyCurriculas,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.curricula(req.auth!),
  );

  routeEndpoint(
    app,
    academyEndpoints.getTeacherAcademyActiveCourses,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.myCourses(req.auth!),
  );

  routeEndpoint(
    app,
    academyEndpoints.getTeacherAcademyCourses,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.catalogue(req.auth!, req.query),
  );

  routeEndpoint(
    app,
    academyEndpoints.getTeacherAcademyProgress,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.progress(req.auth!),
  );

  routeEndpoint(
    app,
    academyEndpoints.getTeacherAcademyCoursesByCourseId,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.course(req.auth!, req.params.courseId),
  );

  routeEndpoint(
    app,
    academyEndpoints.postTeacherAcademyCoursesByCourseIdLessonsByLessonIdComplete,
    { config: { access: TEACHER, problems: conflict409 }, schema: { tags } },
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
