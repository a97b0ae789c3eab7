import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkpointListQuerySchema,
  checkpointSchema,
  checkpointScoreRowSchema,
  checkpointStatisticsSchema,
  groupCourseQuerySchema,
  idParamsSchema,
  subjectQuerySchema,
} from '@markwell/contracts';
import { TEACHER } from '../../lib/access';
import { createCheckpointsService } from './checkpoints.service';

const tags = ['dashboards'];
const MEANING =
  "A checkpoint is the end-of-topic exam of a topic: the central exam template the topic's checkpoint_id names (a checkpoint's id is that template's id). A class sits it when an assignment set from that template reaches its students.";

/** Checkpoints of the caller's courses and their results. */
export function checkpointsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCheckpointsService(app.db);

  app.get(
    '/checkpoints',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: "Checkpoints of the caller's courses, with how far each class has got",
        description: `${MEANING} Each checkpoint of a course the caller's classes follow, with per class: students, whether it was set, students who submitted it for credit and their mean percentage. \`groupId\` and \`courseId\` narrow the list (another school's is a 404, a class not taught a 403).`,
        querystring: checkpointListQuerySchema,
        response: { 200: z.array(checkpointSchema) },
      },
    },
    (req) => service.list(req.auth!, req.query),
  );

  app.get(
    '/checkpoints/subject/score',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Checkpoint scores of a subject: one row per class',
        description: `${MEANING} For each of the caller's classes following the subject: checkpoints of its courses, those its students sat, and the mean of its checkpoint means (each checkpoint weighs the same).`,
        querystring: subjectQuerySchema,
        response: { 200: z.array(checkpointScoreRowSchema) },
      },
    },
    (req) => service.subjectScore(req.auth!, req.query.subject),
  );

  app.get(
    '/checkpoints/:id/statistics',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Results of checkpoint :id for a class on a course',
        description: `${MEANING} The class's submitted attempts for credit at assignments set from checkpoint :id (a checkpoint of a topic of the course): submission rate, mean, median, the distribution in ten bands and each question's mean and facility. A checkpoint not of the course, a class of another school or a course it does not follow is a 404; a class the teacher does not teach is a 403.`,
        params: idParamsSchema,
        querystring: groupCourseQuerySchema,
        response: { 200: checkpointStatisticsSchema },
      },
    },
    (req) => service.statistics(req.auth!, req.params.id, req.query),
  );
}
