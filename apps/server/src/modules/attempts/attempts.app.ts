import type { FastifyInstance } from 'fastify';
import { queueAfterSubmit } from './after-submit';
import { createAttemptsService } from './attempts.service';

/** The attempts service as the app runs it: its routes and its jobs build it alike. */
export function attemptsServiceOf(app: FastifyInstance) {
  return createAttemptsService(app.db, {
    storage: app.storage,
    // The submit answers once the attempt is stored as submitted; its confirmation and marking
    // run as a job (on any instance) that gathers the assignment's attempts submitted within a
    // moment, so a class submitting together is handled in a few jobs instead of one per student.
    // Until its marks are stored the attempt reads as being marked.
    afterSubmit: (submitted) => queueAfterSubmit(app.jobs, submitted),
  });
}
