import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COURSE_LIST_CAP,
  COURSE_TREE_LIST_CAP,
  CURRICULA_LIST_CAP,
  SKILL_LIST_CAP,
  courseListQuerySchema,
  courseTreeListQuerySchema,
  curriculaListQuerySchema,
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
        description: `The curricula the caller's school subscribes to; content staff and admins get every curriculum. At most ${CURRICULA_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        querystring: curriculaListQuerySchema,
        response: { 200: z.array(curriculumSchema) },
      },
    },
    (req) => service.listCurricula(req.auth!, req.query),
  );

  app.get(
    '/curriculasactive',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Active curricula (registration, public pages)',
        description: `Every active curriculum, for the registration form and the public pages; rate-limited per address like every public read. At most ${CURRICULA_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        security: [],
        querystring: curriculaListQuerySchema,
        response: { 200: z.array(curriculumSchema) },
      },
    },
    (req) => service.listActiveCurricula(req.query),
  );

  app.get(
    '/schools/:id/curriculas',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Curricula a school subscribes to',
        description: `The curricula school :id subscribes to. Only the school's own teachers (and staff) may ask; another school is a 404, as for a missing one. At most ${CURRICULA_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        params: idParamsSchema,
        querystring: curriculaListQuerySchema,
        response: { 200: z.array(curriculumSchema) },
      },
    },
    (req) => service.schoolCurricula(req.auth!, req.params.id, false, req.query),
  );

  app.get(
    '/schools/:id/curriculas/maf',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Active curricula of a school that have courses to set marked work in',
        description: `The school's active curricula that have at least one course, for choosing where to set marked work; another school is a 404, as for a missing one. At most ${CURRICULA_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        params: idParamsSchema,
        querystring: curriculaListQuerySchema,
        response: { 200: z.array(curriculumSchema) },
      },
    },
    (req) => service.schoolCurricula(req.auth!, req.params.id, true, req.query),
  );

  app.get(
    '/curricula/:id/courses',
    {
      config: { access: SCHOOL_OR_STAFF },
      schema: {
        tags,
        summary: 'Courses of a curriculum',
        description: `The courses of curriculum :id. A curriculum the caller's school does not follow is a 404, as for a missing one; staff see every curriculum. At most ${COURSE_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        params: idParamsSchema,
        querystring: courseListQuerySchema,
        response: { 200: z.array(courseSchema) },
      },
    },
    (req) => service.coursesOfCurriculum(req.auth!, req.params.id, req.query),
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
      config: {
        access: SCHOOL_OR_STAFF,
        problems: { 404: 'The school does not follow the curriculum given, or there is none (`not_found`).' },
      },
      schema: {
        tags,
        summary: 'Skills, optionally of one curriculum',
        description: `The skills questions are tagged with, of the curricula the caller's school follows (all for staff), or of the one curriculum given in \`curricula\` (404 when the school does not follow it, like a missing one). At most ${SKILL_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        querystring: skillsQuerySchema,
        response: { 200: z.array(skillSchema) },
      },
    },
    (req) => service.listSkills(req.auth!, req.query.curricula, req.query),
  );

  app.get(
    '/curriculases',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'The curricula catalogue the caller may browse',
        description: `The curricula the caller may browse in the catalogue: the school's subscriptions, or all of them for staff. At most ${CURRICULA_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        querystring: curriculaListQuerySchema,
        response: { 200: z.array(curriculumSchema) },
      },
    },
    (req) => service.listCurricula(req.auth!, req.query),
  );

  app.get(
    '/curriculases/:id/courses',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Courses of a catalogue curriculum',
        description: `The courses of catalogue curriculum :id; a curriculum the caller's school does not follow is a 404, as for a missing one. At most ${COURSE_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        params: idParamsSchema,
        querystring: courseListQuerySchema,
        response: { 200: z.array(courseSchema) },
      },
    },
    (req) => service.coursesOfCurriculum(req.auth!, req.params.id, req.query),
  );

  app.get(
    '/curriculases/:id/courses/lessons',
    {
      config: { access: TEACHER_OR_STAFF },
      schema: {
        tags,
        summary: 'Courses of a curriculum with chapters, topics and lessons',
        description: `Every course of curriculum :id with its tree of chapters, topics and lessons; a curriculum the caller's school does not follow is a 404, as for a missing one. At most ${COURSE_TREE_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        params: idParamsSchema,
        querystring: courseTreeListQuerySchema,
        response: { 200: z.array(courseStructureSchema) },
      },
    },
    (req) => service.coursesWithLessons(req.auth!, req.params.id, req.query),
  );

  app.get(
    '/schoolgroups',
    {
      config: { access: SCHOOL_MEMBER },
      schema: {
        tags,
        summary: "The caller's classes (all of the school for a school admin)",
        description: `The active classes the caller teaches or sits in, with their curricula; a school admin gets every class of the school. At most ${COURSE_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        querystring: courseListQuerySchema,
        response: { 200: z.array(schoolGroupSchema) },
      },
    },
    (req) => service.schoolGroups(req.auth!, req.query),
  );

  app.get(
    '/schoolgroups/courses',
    {
      config: { access: SCHOOL_MEMBER },
      schema: {
        tags,
        summary: "Courses the caller's classes follow, each with its class ids",
        description: `Every course followed by one of the caller's classes (through the class's curricula and qualification), with the ids of those classes. At most ${COURSE_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        querystring: courseListQuerySchema,
        response: { 200: z.array(groupCourseSchema) },
      },
    },
    (req) => service.schoolGroupCourses(req.auth!, req.query),
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
          "The lesson tree of one course for the dashboard filters. A course none of the caller's classes follows is a 404, as for a missing one; staff may open any course.",
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
        description: `The students of one class with their subgroup tags. A teacher must teach the class (403); a class of another school is a 404, as for a missing one. At most ${COURSE_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        params: idParamsSchema,
        querystring: courseListQuerySchema,
        response: { 200: z.array(studentOptionSchema) },
      },
    },
    (req) => service.groupStudents(req.auth!, req.params.id, req.query),
  );
}
