import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { curriculaEndpoints } from '@markwell/contracts/endpoints/curricula';
import { routeEndpoint } from '../../lib/endpoint-route';
import { SCHOOL_MEMBER, STAFF, TEACHER } from '../../lib/access';
import { createCurriculaService } from './curricula.service';

const tags = ['curricula'];
const SCHOOL_OR_STAFF = [...SCHOOL_MEMBER, ...STAFF] as const;
const TEACHER_OR_STAFF = [...TEACHER, ...STAFF] as const;

export default async function curriculaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCurriculaService(app.db);

  routeEndpoint(
    app,
    curriculaEndpoints.getCurriculas,
    { config: { access: SCHOOL_OR_STAFF }, schema: { tags } },
    (req) => service.listCurricula(req.auth!, req.query),
  );

  routeEndpoint(
    app,
    curriculaEndpoints.getCurriculasactive,
    { config: { access: 'public' }, schema: { tags, security: [] } },
    (req) => service.listActiveCurricula(req.query),
  );

  routeEndpoint(
    app,
    curriculaEndpoints.getSchoolsByIdCurriculas,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.schoolCurricula(req.auth!, req.params.id, false, req.query),
  );

  routeEndpoint(
    app,
    curriculaEndpoints.getSchoolsByIdCurriculasMaf,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.schoolCurricula(req.auth!, req.params.id, true, req.query),
  );

  routeEndpoint(
    app,
    curriculaEndpoints.getCurriculaByIdCourses,
    { config: { access: SCHOOL_OR_STAFF }, schema: { tags } },
    (req) => service.coursesOfCurriculum(req.auth!, req.params.id, req.query),
  );

  routeEndpoint(app, curriculaEndpoints.patchCurriculasById, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.updateCurriculum(req.params.id, req.body),
  );

  routeEndpoint(
    app,
    curriculaEndpoints.getSkills,
    {
      config: {
        access: SCHOOL_OR_STAFF,
        problems: { 404: 'The school does not follow the curriculum given, or there is none (`not_found`).' },
      },
      schema: { tags },
    },
    (req) => service.listSkills(req.auth!, req.query.curricula, req.query),
  );

  routeEndpoint(
    app,
    curriculaEndpoints.getCurriculases,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.listCurricula(req.auth!, req.query),
  );

  routeEndpoint(
    app,
    curriculaEndpoints.getCurriculasesByIdCourses,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.coursesOfCurriculum(req.auth!, req.params.id, req.query),
  );

  routeEndpoint(
    app,
    curriculaEndpoints.getCurriculasesByIdCoursesLessons,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags } },
    (req) => service.coursesWithLessons(req.auth!, req.params.id, req.query),
  );

  routeEndpoint(
    app,
    curriculaEndpoints.getSchoolgroups,
    { config: { access: SCHOOL_MEMBER }, schema: { tags } },
    (req) => service.schoolGroups(req.auth!, req.query),
  );

  routeEndpoint(
    app,
    curriculaEndpoints.getSchoolgroupsCourses,
    { config: { access: SCHOOL_MEMBER }, schema: { tags } },
    (req) => service.schoolGroupCourses(req.auth!, req.query),
  );

  routeEndpoint(
    app,
    curriculaEndpoints.getFilters,
    { config: { access: TEACHER }, schema: { tags: ['dashboards'] } },
    (req) => service.filterOptions(req.auth!),
  );

  routeEndpoint(
    app,
    curriculaEndpoints.getFiltersByIdLessons,
    { config: { access: TEACHER_OR_STAFF }, schema: { tags: ['dashboards'] } },
    (req) => service.courseLessons(req.auth!, req.params.id),
  );

  routeEndpoint(
    app,
    curriculaEndpoints.getFiltersByIdStudents,
    { config: { access: TEACHER }, schema: { tags: ['dashboards'] } },
    (req) => service.groupStudents(req.auth!, req.params.id, req.query),
  );
}
