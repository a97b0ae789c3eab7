import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  progressRowSchema,
  progressStudentQuerySchema,
  progressStudentTableSchema,
  progressSubjectTypeParamsSchema,
  progressSummaryRowSchema,
  progressUnitParamsSchema,
  subjectQuerySchema,
} from '@markwell/contracts';
import { TEACHER } from '../../lib/access';
import { createProgressService } from './progress.service';

const tags = ['dashboards'];
const COMPLETION_RULE =
  "Completion is the share of a course's lessons covered: a question placed on the lesson was answered in submitted work for credit. completionAssessed counts only work whose marks were released.";

/** Progress (course completion) of the caller's classes. */
export function progressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createProgressService(app.db);

  app.get(
    '/progress/subject/summary',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Progress of a subject: one row per qualification',
        description: `${COMPLETION_RULE} One row per qualification of the subject the caller's classes are on: its id and name, the courses and classes counted, and completion as the mean over class and course.`,
        querystring: subjectQuerySchema,
        response: { 200: z.array(progressSummaryRowSchema) },
      },
    },
    (req) => service.subjectSummary(req.auth!, req.query.subject),
  );

  app.get(
    '/progress/subject/:type',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Progress of a subject by class or by course',
        description: `${COMPLETION_RULE} \`groups\`: each class over all its courses of the subject (lessons covered over lessons); \`courses\`: each course, completion the mean over the classes following it. Any other type is a 400.`,
        params: progressSubjectTypeParamsSchema,
        querystring: subjectQuerySchema,
        response: { 200: z.array(progressRowSchema) },
      },
    },
    (req) => service.subjectBreakdown(req.auth!, req.query.subject, req.params.type),
  );

  app.get(
    '/progress/student/course/:type',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: "Each student's progress on a course, by lesson, topic or chapter",
        description: `${COMPLETION_RULE} For each student of the class: completion, completionAssessed and mean live score over the course and for each lesson, topic or chapter (\`:type\`). A class of another school or a course it does not follow is a 404; a class the teacher does not teach is a 403.`,
        params: progressUnitParamsSchema,
        querystring: progressStudentQuerySchema,
        response: { 200: progressStudentTableSchema },
      },
    },
    (req) => service.studentCourse(req.auth!, req.query, req.params.type),
  );
}
