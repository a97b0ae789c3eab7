import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseSchema,
  courseStructureSchema,
  curriculumSchema,
  filterOptionsSchema,
  groupCourseSchema,
  idParamsSchema,
  schoolGroupSchema,
  skillSchema,
  skillsQuerySchema,
  studentOptionSchema,
  updateCurriculumBodySchema,
} from '@markwell/contracts';
import { SCHOOL_MEMBER, STAFF, TEACHER } from '../../lib/access';
import { createCurriculaService } from './curricula.service';

const tags = ['curricula'];
const SCHOOL_OR_STAFF = [...SCHOOL_MEMBER, ...STAFF] as const;
const TEACHER_OR_STAFF = [...TEACHER, ...STAFF] as const;

export default async function curriculaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCurriculaService(app.db);

  app.get(
    '/curriculas',
    {
      config: { access: SCHOOL_OR_STAFF },
      schema: {
        tags,
        summary: "Curricula the caller's school follows (all, for staff)",
        description: "The curricula the caller's school subscribes to; content staff and admins get every curriculum.",
        response: { 200: z.array(curriculumSchema) },
      },
    },
    (req) => service.listCurricula(req.auth!),
  );

  app.get(
    '/curriculasactive',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Active curricula (registration, public pages)',
        description:
          'Every active curriculum, for the registration form and the public pages; rate-limited per address like every public read.',
        security: [],
        response: { 200: z.array(curriculumSchema) },
      },
    },
    () => service.listActiveCurricula(),
  );

  app.get(
    '/schools/:id/curriculas',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Curricula a school subscribes to',
        description:
          "The curricula school :id subscribes to. Only the school's own teachers (and staff) may ask; another school is a 403.",
        params: idParamsSchema,
        response: { 200: z.array(curriculumSchema) },
      },
    },
    (req) => service.schoolCurricula(req.auth!, req.params.id, false),
  );

  app.get(
    '/schools/:id/curriculas/maf',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Active curricula of a school that have courses to set marked work in',
        description:
          "The school's active curricula that have at least one course, for choosing where to set marked work; another school is a 403.",
        params: idParamsSchema,
        response: { 200: z.array(curriculumSchema) },
      },
    },
    (req) => service.schoolCurricula(req.auth!, req.params.id, true),
  );

  app.get(
    '/curricula/:id/courses',
    {
      config: { access: SCHOOL_OR_STAFF },
      schema: {
        tags,
        summary: 'Courses of a curriculum',
        description:
          "The courses of curriculum :id. A curriculum the caller's school does not follow is a 403; staff see every curriculum.",
        params: idParamsSchema,
        response: { 200: z.array(courseSchema) },
      },
    },
    (req) => service.coursesOfCurriculum(req.auth!, req.params.id),
  );

  app.patch(
    '/curriculas/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Edit a curriculum (content staff)',
        description: 'Changes the name, active flag or description of a curriculum; only the fields sent change.',
        params: idParamsSchema,
        body: updateCurriculumBodySchema,
        response: { 200: curriculumSchema },
      },
    },
    (req) => service.updateCurriculum(req.params.id, req.body),
  );

  app.get(
    '/skills',
    {
      config: { access: SCHOOL_OR_STAFF },
      schema: {
        tags,
        summary: 'Skills, optionally of one curriculum',
        description:
          'The skills questions are tagged with, all of them or those of the curriculum given in `curricula`.',
        querystring: skillsQuerySchema,
        response: { 200: z.array(skillSchema) },
      },
    },
    (req) => service.listSkills(req.query.curricula),
  );

  app.get(
    '/curriculases',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'The curricula catalogue the caller may browse',
        description:
          "The curricula the caller may browse in the catalogue: the school's subscriptions, or all of them for staff.",
        response: { 200: z.array(curriculumSchema) },
      },
    },
    (req) => service.listCurricula(req.auth!),
  );

  app.get(
    '/curriculases/:id/courses',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Courses of a catalogue curriculum',
        description:
          "The courses of catalogue curriculum :id; a curriculum the caller's school does not follow is a 403.",
        params: idParamsSchema,
        response: { 200: z.array(courseSchema) },
      },
    },
    (req) => service.coursesOfCurriculum(req.auth!, req.params.id),
  );

  app.get(
    '/curriculases/:id/courses/lessons',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Courses of a curriculum with chapters, topics and lessons',
        description:
          "Every course of curriculum :id with its tree of chapters, topics and lessons; a curriculum the caller's school does not follow is a 403.",
        params: idParamsSchema,
        response: { 200: z.array(courseStructureSchema) },
      },
    },
    (req) => service.coursesWithLessons(req.auth!, req.params.id),
  );

  app.get(
    '/schoolgroups',
    {
      config: { access: SCHOOL_MEMBER },
      schema: {
        tags,
        summary: "The caller's classes (all of the school for a school admin)",
        description:
          'The active classes the caller teaches or sits in, with their curricula; a school admin gets every class of the school.',
        response: { 200: z.array(schoolGroupSchema) },
      },
    },
    (req) => service.schoolGroups(req.auth!),
  );

  app.get(
    '/schoolgroups/courses',
    {
      config: { access: SCHOOL_MEMBER },
      schema: {
        tags,
        summary: "Courses the caller's classes follow, each with its class ids",
        description:
          "Every course followed by one of the caller's classes (through the class's curricula and qualification), with the ids of those classes.",
        response: { 200: z.array(groupCourseSchema) },
      },
    },
    (req) => service.schoolGroupCourses(req.auth!),
  );

  app.get(
    '/filters',
    {
      config: { access: TEACHER },
      schema: {
        tags: ['dashboards'],
        summary: 'Dashboard filter options',
        description:
          "Everything the teacher dashboards filter by: the school's curricula and qualifications, the caller's classes and their courses, and the caller's owner and school-admin flags.",
        response: { 200: filterOptionsSchema },
      },
    },
    (req) => service.filterOptions(req.auth!),
  );

  app.get(
    '/filters/:id/lessons',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags: ['dashboards'],
        summary: 'Chapters, topics (with checkpoint) and lessons of course :id',
        description:
          "The lesson tree of one course for the dashboard filters. A course none of the caller's classes follows is a 403; staff may open any course.",
        params: idParamsSchema,
        response: { 200: courseStructureSchema },
      },
    },
    (req) => service.courseLessons(req.auth!, req.params.id),
  );

  app.get(
    '/filters/:id/students',
    {
      config: { access: TEACHER },
      schema: {
        tags: ['dashboards'],
        summary: 'Students of class :id with their subgroups',
        description:
          'The students of one class with their subgroup tags. A teacher must teach the class; a class of another school is a 403.',
        params: idParamsSchema,
        response: { 200: z.array(studentOptionSchema) },
      },
    },
    (req) => service.groupStudents(req.auth!, req.params.id),
  );
}
