import type { FastifyInstance } from 'fastify';
import { checkpointsRoutes } from './checkpoints.routes';
import { liveDataRoutes } from './live-data.routes';
import { practiceWorkRoutes } from './practice-work.routes';
import { progressRoutes } from './progress.routes';
import { savedFiltersRoutes } from './saved-filters.routes';
import { workRoutes } from './work.routes';

/**
 * The teachers' and school admins' dashboards (the filter options themselves are served by the
 * curricula module): live scores, progress, exams and assignments (set practice among them), checkpoints, saved filters.
 */
export default async function dashboardsRoutes(fastify: FastifyInstance) {
  liveDataRoutes(fastify);
  progressRoutes(fastify);
  workRoutes(fastify);
  practiceWorkRoutes(fastify);
  checkpointsRoutes(fastify);
  savedFiltersRoutes(fastify);
}
