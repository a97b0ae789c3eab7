import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkpointTopicListSchema,
  idParamsSchema,
  setTopicCheckpointBodySchema,
  topicCheckpointSchema,
} from '@markwell/contracts';
import { STAFF } from '../../lib/access';
import { createCheckpointLinksService } from './checkpoints.service';

const tags = ['exam templates'];

/** Content staff link central templates to the topics they close (the dashboards' checkpoints). */
export default async function checkpointLinksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCheckpointLinksService(app.db);

  app.put(
    '/topics/:id/checkpoint',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Set or remove the checkpoint of topic :id',
        description:
          'Makes a central exam template the topic’s checkpoint, its end-of-topic exam on the teachers’ dashboards (GET /checkpoints), replacing any other; `template_id: null` removes it. A topic has at most one checkpoint; a template may close several topics. 400 `checkpoint_not_central`, `checkpoint_archived` or `checkpoint_other_curriculum` for a template that is not central, is archived or follows another curriculum; 404 for an unknown topic or template.',
        params: idParamsSchema,
        body: setTopicCheckpointBodySchema,
        response: { 200: topicCheckpointSchema },
      },
    },
    (req) => service.setTopicCheckpoint(req.params.id, req.body.template_id),
  );

  app.get(
    '/centrals/:id/checkpoint-topics',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'The topics central template :id is the checkpoint of',
        description:
          'In course, chapter and topic order; empty when the template closes no topic. 404 for an id that is no central template.',
        params: idParamsSchema,
        response: { 200: checkpointTopicListSchema },
      },
    },
    (req) => service.topicsClosedBy(req.params.id),
  );
}
