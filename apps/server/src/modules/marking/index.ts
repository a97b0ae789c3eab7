// Public surface of the marking module: marking on submission (attempts), and its routes.
import type { FastifyInstance } from 'fastify';
import markingJobs from './marking.jobs';
import markingRoutesPlugin from './marking.routes';
import regradeRoutes from './regrade.routes';
import releaseRoutes from './release.routes';

export {
  MARK_ATTEMPTS_QUEUE,
  completeLessonsOfAttempt,
  markAnswerNow,
  markSubmittedAttempt,
  markSubmittedAttempts,
  markUnmarkedAttempts,
  queueOverdueMarking,
} from './auto-marking';
export { numberedPoints } from './mark-views';
export {
  FIT_WORD_MODELS_QUEUE,
  LEARN_FROM_TEACHER_QUEUE,
  refitConceptShare,
  refitFromMarking,
  refitWordModels,
  scheduleWordModelRefit,
} from './learning';

export { markingJobs };

/** Every marking route (marking, release and regrade); the module's jobs are markingJobs. */
export async function markingRoutes(app: FastifyInstance) {
  await app.register(markingRoutesPlugin);
  await app.register(releaseRoutes);
  await app.register(regradeRoutes);
}
export { createMarkingService, type MarkingService } from './marking.service';
export { createReleaseService } from './release.service';
