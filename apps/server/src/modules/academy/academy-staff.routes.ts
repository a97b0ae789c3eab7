import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { academyEndpoints } from '@markwell/contracts/endpoints/academy';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STAFF } from '../../lib/access';
import { createAcademyStaffService } from './academy-staff.service';

const tags = ['academy'];

/** Content staff write the academy: courses, their lessons (rich content, optional quiz) and order. */
export default async function academyStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAcademyStaffService(app.db);

  routeEndpoint(app, academyEndpoints.getAcademycourses, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.list(req.query.curricula),
  );

  routeEndpoint(
    app,
    academyEndpoints.postAcademycourses,
    { config: { access: STAFF }, schema: { tags } },
    async (req, reply) => reply.code(201).send(await service.create(req.body)),
  );

  routeEndpoint(
    app,
    academyEndpoints.putAcademycoursesOrder,
    {
      config: {
        access: STAFF,
        problems: {
          400: 'No such curriculum (`unknown_curricula`), or the list is not every course of it exactly once (`course_order_mismatch`).',
        },
      },
      schema: { tags },
    },
    (req) => service.orderCourses(req.body.curricula_id, req.body.course_ids),
  );

  routeEndpoint(app, academyEndpoints.getAcademycoursesById, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.get(req.params.id),
  );

  routeEndpoint(app, academyEndpoints.patchAcademycoursesById, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.update(req.params.id, req.body),
  );

  routeEndpoint(
    app,
    academyEndpoints.deleteAcademycoursesById,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.remove(req.params.id),
  );

  routeEndpoint(
    app,
    academyEndpoints.postAcademycoursesByIdLessons,
    { config: { access: STAFF }, schema: { tags } },
    async (req, reply) => reply.code(201).send(await service.addLesson(req.params.id, req.body)),
  );

  routeEndpoint(
    app,
    academyEndpoints.putAcademycoursesByIdLessonsOrder,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.orderLessons(req.params.id, req.body.lesson_ids),
  );

  routeEndpoint(
    app,
    academyEndpoints.patchAcademycoursesByIdLessonsByLessonId,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.updateLesson(req.params.id, req.params.lessonId, req.body),
  );

  routeEndpoint(
    app,
    academyEndpoints.deleteAcademycoursesByIdLessonsByLessonId,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.removeLesson(req.params.id, req.params.lessonId),
  );
}
