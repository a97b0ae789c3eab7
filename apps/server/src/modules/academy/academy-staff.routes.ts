import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createAcademyCourseBodySchema,
  createAcademyLessonBodySchema,
  idParamsSchema,
  okSchema,
  orderAcademyCoursesBodySchema,
  orderAcademyLessonsBodySchema,
  staffAcademyCourseSchema,
  staffAcademyCoursesQuerySchema,
  staffAcademyCoursesSchema,
  staffAcademyLessonParamsSchema,
  staffAcademyLessonSchema,
  updateAcademyCourseBodySchema,
  updateAcademyLessonBodySchema,
} from '@markwell/contracts';
import { STAFF } from '../../lib/access';
import { createAcademyStaffService } from './academy-staff.service';

const tags = ['academy'];

/** Content staff write the academy: courses, their lessons (rich content, optional quiz) and order. */
export default async function academyStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAcademyStaffService(app.db);

  app.get(
    '/academycourses',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Every academy course incl. drafts (content staff)',
        description:
          'Courses by curriculum and position, with their lesson count and how many teachers enrolled; optionally of one curriculum.',
        querystring: staffAcademyCoursesQuerySchema,
        response: { 200: staffAcademyCoursesSchema },
      },
    },
    (req) => service.list(req.query.curricula),
  );

  app.post(
    '/academycourses',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Create an academy course (content staff)',
        description:
          'A course of one curriculum, a draft unless `published`; teachers of schools subscribed to the curriculum see it once published.',
        body: createAcademyCourseBodySchema,
        response: { 201: staffAcademyCourseSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.body)),
  );

  app.put(
    '/academycourses/order',
    {
      config: {
        access: STAFF,
        problems: {
          400: 'No such curriculum (`unknown_curricula`), or the list is not every course of it exactly once (`course_order_mismatch`).',
        },
      },
      schema: {
        tags,
        summary: "Reorder one curriculum's academy courses (content staff)",
        description:
          'The body names every course of the curriculum (drafts too) exactly once, in the new order; teachers see the published ones in that order. Written in one transaction. Answers every course, as GET /academycourses does.',
        body: orderAcademyCoursesBodySchema,
        response: { 200: staffAcademyCoursesSchema },
      },
    },
    (req) => service.orderCourses(req.body.curricula_id, req.body.course_ids),
  );

  app.get(
    '/academycourses/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'One academy course with its lessons (content staff)',
        description: 'The course as staff edit it, with every lesson in order, quizzes with their accepted answers.',
        params: idParamsSchema,
        response: { 200: staffAcademyCourseSchema },
      },
    },
    (req) => service.get(req.params.id),
  );

  app.patch(
    '/academycourses/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Edit, move, publish or unpublish an academy course (content staff)',
        description:
          'Changes only the fields sent. Unpublishing hides the course from teachers; their progress is kept.',
        params: idParamsSchema,
        body: updateAcademyCourseBodySchema,
        response: { 200: staffAcademyCourseSchema },
      },
    },
    (req) => service.update(req.params.id, req.body),
  );

  app.delete(
    '/academycourses/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Delete an academy course (content staff)',
        description: "Deletes the course for good, with its lessons and every teacher's enrolment and progress on it.",
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.remove(req.params.id),
  );

  app.post(
    '/academycourses/:id/lessons',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Add a lesson at the end of an academy course (content staff)',
        description:
          'The lesson content is sanitised rich HTML; its optional quiz lists questions whose accepted answers are marking phrases.',
        params: idParamsSchema,
        body: createAcademyLessonBodySchema,
        response: { 201: staffAcademyLessonSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.addLesson(req.params.id, req.body)),
  );

  app.put(
    '/academycourses/:id/lessons/order',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: "Reorder an academy course's lessons (content staff)",
        description:
          'The body lists every lesson of the course exactly once, in the new order; checked and written in one transaction. Answers the course.',
        params: idParamsSchema,
        body: orderAcademyLessonsBodySchema,
        response: { 200: staffAcademyCourseSchema },
      },
    },
    (req) => service.orderLessons(req.params.id, req.body.lesson_ids),
  );

  app.patch(
    '/academycourses/:id/lessons/:lessonId',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Edit a lesson of an academy course (content staff)',
        description: 'Changes only the fields sent; a lesson of another course is a 404.',
        params: staffAcademyLessonParamsSchema,
        body: updateAcademyLessonBodySchema,
        response: { 200: staffAcademyLessonSchema },
      },
    },
    (req) => service.updateLesson(req.params.id, req.params.lessonId, req.body),
  );

  app.delete(
    '/academycourses/:id/lessons/:lessonId',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Delete a lesson of an academy course (content staff)',
        description: "Deletes the lesson and teachers' completions of it; answers the course.",
        params: staffAcademyLessonParamsSchema,
        response: { 200: staffAcademyCourseSchema },
      },
    },
    (req) => service.removeLesson(req.params.id, req.params.lessonId),
  );
}
