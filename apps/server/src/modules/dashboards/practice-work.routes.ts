import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  practiceWorkListQuerySchema,
  practiceWorkListSchema,
  practiceWorkStudentsQuerySchema,
  practiceWorkStudentsSchema,
} from '@markwell/contracts';
import { TEACHER } from '../../lib/access';
import { createPracticeWorkService } from './practice-work.service';

const tags = ['dashboards'];
const MET =
  'A student met the target when every set lesson meets it (completed when the target asks it, and the live score over their last 12 practice answers on it reached): the rule of the practice’s own page.';

/** GET /assignments/practice…: practice set as work on the dashboards' Assignments tab. */
export function practiceWorkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createPracticeWorkService(app.db);

  app.get(
    '/assignments/practice',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'The caller’s set practice with its target and how many met it',
        description: `Practice set as work that a teacher set or that reaches one of their classes (a school admin: the school's), newest due first, each with its set lessons, target, due time, the students it is set to and how many of them met the target. \`groupId\` counts only that class's students; \`subject\` keeps the practice whose lessons are of that subject. ${MET} Paged (\`page\`, \`limit\` up to 100).`,
        querystring: practiceWorkListQuerySchema,
        response: { 200: practiceWorkListSchema },
      },
    },
    (req) => service.list(req.auth!, req.query),
  );

  app.get(
    '/assignments/practice/:id/students',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Who met a set practice’s target and who not',
        description: `Every student the practice is set to (with \`groupId\`, that class's only), by name, with lessons completed of those set, the live score on each set lesson and whether they met the target. ${MET} Another school's or a missing practice is a 404; one the teacher neither set nor reaches a class of theirs is a 403.`,
        params: idParamsSchema,
        querystring: practiceWorkStudentsQuerySchema,
        response: { 200: practiceWorkStudentsSchema },
      },
    },
    (req) => service.students(req.auth!, req.params.id, req.query),
  );
}
