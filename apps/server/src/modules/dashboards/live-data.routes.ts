import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  liveCourseTreeSchema,
  liveDataTypeParamsSchema,
  liveScoreTableSchema,
  liveStudentCourseQuerySchema,
  subjectQuerySchema,
} from '@markwell/contracts';
import { TEACHER } from '../../lib/access';
import { createLiveDataService } from './live-data.service';

const tags = ['dashboards'];
const LIVE_RULE =
  "A student's live score on a lesson is the average of their last 12 questions answered on it (each question weighs the same), from submitted work for credit at the school, marks as they stand.";

/** Live scores of the caller's classes. */
export function liveDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createLiveDataService(app.db);

  app.get(
    '/livedata/subject/summary',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Live scores of a subject: one row per class',
        description: `${LIVE_RULE} One row per class of the caller (every class of the school for a school admin) following the subject: students, students with data, the mean of their lesson live scores, lessons with data and students whose mean is under the threshold.`,
        querystring: subjectQuerySchema,
        response: { 200: liveScoreTableSchema },
      },
    },
    (req) => service.subjectSummary(req.auth!, req.query.subject),
  );

  app.get(
    '/livedata/subject/:type',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Live scores of a subject by class and course, by course, or by student',
        description: `${LIVE_RULE} \`groups\`: each class by course (id the course, group_id the class); \`courses\`: each course over the caller's classes following it; \`students\`: each student of those classes (group_id their class). Any other type is a 400.`,
        params: liveDataTypeParamsSchema,
        querystring: subjectQuerySchema,
        response: { 200: liveScoreTableSchema },
      },
    },
    (req) => service.subjectBreakdown(req.auth!, req.query.subject, req.params.type),
  );

  app.get(
    '/livedata/student/course',
    {
      config: {
        access: TEACHER,
        // one student's scores lesson by lesson; the class's averages show nobody's
        audit: {
          objectKind: 'live_score',
          action: 'view_marks',
          objectId: (req) => `course:${(req.query as { course: number }).course}`,
          subjectsOf: (_tree: unknown, req) => {
            const student = (req.query as { student?: number }).student;
            return student === undefined ? [] : [student];
          },
        },
      },
      schema: {
        tags,
        summary: "A course's lessons with a student's (or the class's) live scores",
        description: `${LIVE_RULE} The course tree (chapters, topics with their checkpoint, lessons) with the student's live score per lesson; without \`student\`, the mean of the class's students' scores. A class of another school, a course the class does not follow or a student not in the class is a 404; a class of the school the teacher does not teach is a 403.`,
        querystring: liveStudentCourseQuerySchema,
        response: { 200: liveCourseTreeSchema },
      },
    },
    (req) => service.studentCourse(req.auth!, req.query),
  );
}
