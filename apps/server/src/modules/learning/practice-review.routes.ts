import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { learningEndpoints } from '@markwell/contracts/endpoints/learning';
import { routeEndpoint } from '../../lib/endpoint-route';
import { type PracticeReviewList } from '@markwell/contracts';
import { TEACHER } from '../../lib/access';
import { createPracticeReviewService } from './practice-review.service';

const tags = ['learning'];

/** Teachers review the practice answers the engine was unsure of, class by class. */
export function practiceReviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createPracticeReviewService(app.db);

  routeEndpoint(
    app,
    learningEndpoints.getLearningReviewsCounts,
    { config: { access: TEACHER }, schema: { tags } },
    (req) => service.counts(req.auth!),
  );

  routeEndpoint(
    app,
    learningEndpoints.getLearningReviews,
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
      schema: { tags },
    },
    (req) => service.list(req.auth!, req.query.group_id),
  );

  routeEndpoint(
    app,
    learningEndpoints.postLearningPracticeAnswersByIdReview,
    {
      config: {
        access: TEACHER,
        problems: { 400: 'A mark below 0 or above the question’s marks (`marks_out_of_range`).' },
      },
      schema: { tags },
    },
    (req) => service.review(req.auth!, req.params.id, req.body.marks),
  );
}
