// Public surface of the marking module: marking on submission (attempts), and its routes.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { markingLearner } from '../../lib/marking-learner/index';
import { MARK_ATTEMPTS_QUEUE, markSubmittedAttempt, markUnmarkedAttempts } from './auto-marking';
import { FIT_WORD_MODELS_QUEUE, LEARN_FROM_TEACHER_QUEUE, refitFromMarking, runLearningFromTeacher } from './learning';
import markingRoutesPlugin from './marking.routes';
import regradeRoutes from './regrade.routes';
import releaseRoutes from './release.routes';

export {
  MARK_ATTEMPTS_QUEUE,
  completeLessonsOfAttempt,
  markAnswerNow,
  markSubmittedAttempt,
  markUnmarkedAttempts,
  queueOverdueMarking,
} from './auto-marking';
export { numberedPoints } from './mark-views';
export { answerAsText } from './engine-marking';
export {
  FIT_WORD_MODELS_QUEUE,
  LEARN_FROM_TEACHER_QUEUE,
  refitConceptShare,
  refitFromMarking,
  refitWordModels,
  scheduleWordModelRefit,
} from './learning';

/**
 * Every marking route, and the jobs that retry marking an attempt whose marking failed, refit word
 * models and learn from teachers' marks.
 */
export async function markingRoutes(app: FastifyInstance) {
  // One job per submitted attempt (queued by the submit); a job without one marks whatever
  // submitted attempt still has no marks (the upkeep sweep).
  app.jobs.handle(MARK_ATTEMPTS_QUEUE, z.object({ attemptId: z.number().int().optional() }), async ({ attemptId }) => {
    if (attemptId !== undefined) await markSubmittedAttempt(app.db, attemptId);
    else await markUnmarkedAttempts(app.db);
  });
  app.jobs.handle(FIT_WORD_MODELS_QUEUE, z.object({ questionId: z.number().int() }), ({ questionId }) =>
    refitFromMarking(app.db, questionId),
  );
  app.jobs.work(LEARN_FROM_TEACHER_QUEUE, (payload) => runLearningFromTeacher(app.db, payload));
  // learning runs in threads of the process (lib/marking-learner): idle ones end with the app
  app.addHook('onClose', () => markingLearner().close());
  await app.register(markingRoutesPlugin);
  await app.register(releaseRoutes);
  await app.register(regradeRoutes);
}
export { createMarkingService, type MarkingService } from './marking.service';
export { createReleaseService } from './release.service';
