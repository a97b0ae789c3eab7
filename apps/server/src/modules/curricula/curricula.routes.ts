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
        response: { 200: z.array(groupCourseSchema) },
      },
    },
    (req) => service.schoolGroupCourses(req.auth!),
  );

  app.get(
    '/filters',
    {
      config: { access: TEACHER },
      schema: { tags: ['dashboards'], summary: 'Dashboard filter options', response: { 200: filterOptionsSchema } },
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
        params: idParamsSchema,
        response: { 200: z.array(studentOptionSchema) },
      },
    },
    (req) => service.groupStudents(req.auth!, req.params.id),
  );
}
