// Public surface of the marking module: marking on submission (attempts), and its routes.
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
  app.jobs.work(MARK_ATTEMPTS_QUEUE, async (payload) => {
    const attemptId = (payload as { attemptId?: unknown } | null)?.attemptId;
    if (typeof attemptId === 'number') await markSubmittedAttempt(app.db, attemptId);
    else await markUnmarkedAttempts(app.db);
  });
  app.jobs.work(FIT_WORD_MODELS_QUEUE, async (payload) => {
    const questionId = (payload as { questionId?: unknown } | null)?.questionId;
    if (typeof questionId === 'number') await refitFromMarking(app.db, questionId);
  });
  app.jobs.work(LEARN_FROM_TEACHER_QUEUE, (payload) => runLearningFromTeacher(app.db, payload));
  // learning runs in threads of the process (lib/marking-learner): idle ones end with the app
  app.addHook('onClose', () => markingLearner().close());
  await app.register(markingRoutesPlugin);
  await app.register(releaseRoutes);
  await app.register(regradeRoutes);
}
export { createMarkingService, type MarkingService } from './marking.service';
export { createReleaseService } from './release.service';
