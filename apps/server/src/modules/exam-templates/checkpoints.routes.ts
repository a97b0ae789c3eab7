import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { examTemplatesEndpoints } from '@markwell/contracts/endpoints/exam-templates';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STAFF } from '../../lib/access';
import { createCheckpointLinksService } from './checkpoints.service';

const tags = ['exam templates'];

/** Content staff link central templates to the topics they close (the dashboards' checkpoints). */
export default async function checkpointLinksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCheckpointLinksService(app.db);

  routeEndpoint(
    app,
    examTemplatesEndpoints.putTopicsByIdCheckpoint,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.setTopicCheckpoint(req.params.id, req.body.template_id),
  );

  routeEndpoint(
    app,
    examTemplatesEndpoints.getCentralsByIdCheckpointTopics,
    { config: { access: STAFF }, schema: { tags } },
    (req) => service.topicsClosedBy(req.params.id),
  );
}
