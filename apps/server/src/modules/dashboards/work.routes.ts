import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  groupCourseQuerySchema,
  workListQuerySchema,
  workListSchema,
  workStatisticsSchema,
  workSubjectQuerySchema,
  workSubjectRowSchema,
} from '@markwell/contracts';
import type { WorkKind } from '@markwell/domain/progress/index';
import { TEACHER } from '../../lib/access';
import { createWorkService } from './work.service';

const tags = ['dashboards'];
const SPLIT =
  'An exam is set work sat under a time limit; everything else is an assignment (the same split on every dashboard).';
const BASIS =
  'Means read the submitted attempts for credit (marks as they stand, as a percentage of the paper); a no-credit attempt counts where its student stands but in no mean.';

/** GET /exams… and /assignments…: the two kinds of set work, with the same routes each. */
export function workRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createWorkService(app.db);

  for (const [kind, plural] of [
    ['exam', 'exams'],
    ['assignment', 'assignments'],
  ] as const satisfies readonly (readonly [WorkKind, string])[]) {
    app.get(
      `/${plural}`,
      {
        config: { access: TEACHER },
        schema: {
          tags,
          summary: `The caller's ${plural} with where students stand`,
          description: `${SPLIT} The ${plural} a teacher set or that reach one of their classes (a school admin: the school's), newest due first, each with the students it is set to, not started, in progress, submitted, marked and released, and the mean percentage. \`groupId\` counts only that class's students; \`subject\` keeps the ${plural} of that subject. ${BASIS} Paged (\`page\`, \`limit\` up to 100).`,
          querystring: workListQuerySchema,
          response: { 200: workListSchema },
        },
      },
      (req) => service.list(req.auth!, kind, req.query),
    );

    app.get(
      `/${plural}/subject`,
      {
        config: { access: TEACHER },
        schema: {
          tags,
          summary: `The ${plural} of a subject: one row per class`,
          description: `${SPLIT} For each of the caller's classes following the subject: ${plural} reaching it, student places (students set to, summed over them), submitted and the submission rate, mean percentage. ${BASIS}`,
          querystring: workSubjectQuerySchema,
          response: { 200: z.array(workSubjectRowSchema) },
        },
      },
      (req) => service.bySubject(req.auth!, kind, req.query.subject),
    );

    app.get(
      `/${plural}/statistics`,
      {
        config: { access: TEACHER },
        schema: {
          tags,
          summary: `Statistics of a class's ${plural} on a course`,
          description: `${SPLIT} The ${plural} reaching the class with a question placed on the course: submission rate, on-time rate (submitted by the due time plus the 60-second grace), mean, median and the distribution of percentages in ten bands, and each item's figures. ${BASIS} A class of another school or a course it does not follow is a 404; a class the teacher does not teach is a 403.`,
          querystring: groupCourseQuerySchema,
          response: { 200: workStatisticsSchema },
        },
      },
      (req) => service.statistics(req.auth!, kind, req.query),
    );
  }
}
