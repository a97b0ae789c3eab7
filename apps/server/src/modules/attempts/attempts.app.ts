import type { FastifyInstance } from 'fastify';
import { queueMarkingOf } from '../marking/index';
import { createAttemptsService } from './attempts.service';

/** The attempts service as the app runs it: its routes and its jobs build it alike. */
export function attemptsServiceOf(app: FastifyInstance) {
  return createAttemptsService(app.db, {
    storage: app.storage,
    mail: app.mail,
    log: app.log,
    publicUrl: app.env.siteUrl,
    // The submit answers once the attempt is stored as submitted; marking runs as a job (on any
    // instance) that gathers the assignment's attempts submitted within a moment, so a class
    // submitting together is marked in a few transactions instead of waiting on the engine. Until
    // its marks are stored the attempt reads as being marked.
    afterSubmit: (submitted) => queueMarkingOf(app.jobs, submitted),
  });
}
