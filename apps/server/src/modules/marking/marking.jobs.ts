import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { markingLearner } from '../../lib/marking-learner/index';
import { MARK_ATTEMPTS_QUEUE, markSubmittedAttempt, markUnmarkedAttempts } from './auto-marking';
import {
  FIT_WORD_MODELS_QUEUE,
  LEARN_FROM_TEACHER_QUEUE,
  learnFromTeacherJob,
  refitFromMarking,
  runLearningFromTeacher,
} from './learning';

/**
 * The marking module's background work: marking submitted attempts (and the retry sweep),
 * refitting word models after teachers mark, and learning machine phrases from teachers' marks.
 */
export default async function markingJobs(app: FastifyInstance) {
  // Whatever submitted attempt still has no marks (the upkeep sweep; the submit's own job marks
  // its attempts), or one attempt (a job queued by an earlier release).
  app.jobs.handle(MARK_ATTEMPTS_QUEUE, z.object({ attemptId: z.number().int().optional() }), async ({ attemptId }) => {
    if (attemptId !== undefined) await markSubmittedAttempt(app.db, attemptId);
    else await markUnmarkedAttempts(app.db);
  });
  app.jobs.handle(FIT_WORD_MODELS_QUEUE, z.object({ questionId: z.number().int() }), ({ questionId }) =>
    refitFromMarking(app.db, questionId),
  );
  app.jobs.handle(LEARN_FROM_TEACHER_QUEUE, learnFromTeacherJob, (job) => runLearningFromTeacher(app.db, job));
  // learning runs in threads of the process (lib/marking-learner): idle ones end with the app
  app.addHook('onClose', () => markingLearner().close());
}
