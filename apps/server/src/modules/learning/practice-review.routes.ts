import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  learningIdParamsSchema,
  practiceReviewBodySchema,
  practiceReviewCountSchema,
  practiceReviewListSchema,
  practiceReviewQuerySchema,
  practiceReviewResultSchema,
  type PracticeReviewList,
} from '@markwell/contracts';
import { TEACHER } from '../../lib/access';
import { createPracticeReviewService } from './practice-review.service';

const tags = ['learning'];

/** Teachers review the practice answers the engine was unsure of, class by class. */
export function practiceReviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createPracticeReviewService(app.db);

  app.get(
    '/learning/reviews/counts',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'The caller’s classes, each with its practice answers to review',
        description:
          'Each class the teacher teaches (every class of the school for a school admin) with how many practice answers the engine was unsure of wait for a teacher.',
        response: { 200: z.array(practiceReviewCountSchema) },
      },
    },
    (req) => service.counts(req.auth!),
  );

  app.get(
    '/learning/reviews',
    {
      config: {
        access: TEACHER,
        audit: {
          objectKind: 'practice_answer',
          action: 'view_answers',
          objectId: (req) => `group:${(req.query as { group_id: number }).group_id}`,
          subjectsOf: (list: PracticeReviewList) => list.items.map((i) => i.student.id),
        },
      },
      schema: {
        tags,
        summary: 'A class’s practice answers the engine was unsure of',
        description:
          'The practice answers of the class’s students on its courses that the engine flagged and no teacher has reviewed yet, newest first, with the engine’s mark, the student’s self-assessment and the marking points. Another school’s class is 404, a class of the school the teacher does not teach 403.',
        querystring: practiceReviewQuerySchema,
        response: { 200: practiceReviewListSchema },
      },
    },
    (req) => service.list(req.auth!, req.query.group_id),
  );

  app.post(
    '/learning/practice-answers/:id/review',
    {
      config: {
        access: TEACHER,
        problems: { 400: 'A mark below 0 or above the question’s marks (`marks_out_of_range`).' },
      },
      schema: {
        tags,
        summary: 'Confirm or change the mark of a practice answer',
        description:
          'Sets the teacher’s mark (the engine’s to confirm it), which then counts instead of the engine’s, and tells the student. An answer of another school, or of a student the teacher does not teach on that course, is 404.',
        params: learningIdParamsSchema,
        body: practiceReviewBodySchema,
        response: { 200: practiceReviewResultSchema },
      },
    },
    (req) => service.review(req.auth!, req.params.id, req.body.marks),
  );
}
