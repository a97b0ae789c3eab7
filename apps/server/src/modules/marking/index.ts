// Public surface of the marking module: marking on submission (attempts), and its routes.
import type { FastifyInstance } from 'fastify';
import { MARK_ATTEMPTS_QUEUE, markUnmarkedAttempts } from './auto-marking';
import { FIT_WORD_MODELS_QUEUE, refitConceptShare, refitWordModels } from './learning';
import { createMarkingRepository } from './marking.repository';
import markingRoutesPlugin from './marking.routes';
import regradeRoutes from './regrade.routes';
import releaseRoutes from './release.routes';

export { MARK_ATTEMPTS_QUEUE, markSubmittedAttempt, markUnmarkedAttempts } from './auto-marking';
export { FIT_WORD_MODELS_QUEUE, refitConceptShare, refitWordModels, scheduleWordModelRefit } from './learning';

/** Every marking route, and the job that retries marking an attempt whose marking failed. */
export async function markingRoutes(app: FastifyInstance) {
  app.jobs.work(MARK_ATTEMPTS_QUEUE, async () => {
    await markUnmarkedAttempts(app.db);
  });
  app.jobs.work(FIT_WORD_MODELS_QUEUE, async (payload) => {
    const questionId = (payload as { questionId?: unknown } | null)?.questionId;
    if (typeof questionId !== 'number') return;
    // the question's marks are evidence for how its whole curriculum reads model answers; the word
    // models then weigh the phrases as that share reads them
    const curriculaId = await createMarkingRepository(app.db).curriculaOf(questionId);
    if (curriculaId !== null) await refitConceptShare(app.db, curriculaId);
    await refitWordModels(app.db, questionId);
  });
  await app.register(markingRoutesPlugin);
  await app.register(releaseRoutes);
  await app.register(regradeRoutes);
}
export { createMarkingService, type MarkingService } from './marking.service';
export { createReleaseService } from './release.service';
