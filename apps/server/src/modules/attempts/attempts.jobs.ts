import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestSweeps, sweepPayload } from '../../lib/periodic-sweep';
import { queueOverdueMarking } from '../marking/index';
import { SUBMITTED_QUEUE, afterSubmitted } from './after-submit';
import { attemptsServiceOf } from './attempts.app';
import { AUTO_SUBMIT_QUEUE } from './attempts.service';

/** How often each instance asks the queue for a sweep of attempts whose time ran out. */
const SWEEP_EVERY_MS = 15_000;

/**
 * What follows a submit (each student's confirmation, then the marking), for the attempts of an
 * assignment submitted within a moment of each other; and the auto-submit sweep. The sweep reads
 * the deadlines from the database, so it needs no state of its own: after a restart (or on another
 * instance) the next one submits whatever ran out in the meantime, and queues marking for any
 * submitted attempt whose job a database cut lost.
 */
export default async function attemptsJobs(app: FastifyInstance) {
  const service = attemptsServiceOf(app);
  app.jobs.handle(
    SUBMITTED_QUEUE,
    z.object({ assignmentId: z.number().int(), attemptIds: z.array(z.number().int()) }),
    ({ attemptIds }) => afterSubmitted(app.db, { mail: app.mail, publicUrl: app.env.siteUrl }, attemptIds),
  );
  app.jobs.handle(AUTO_SUBMIT_QUEUE, sweepPayload, async () => {
    await service.submitOverdue();
    await queueOverdueMarking(app.db, app.jobs);
  });
  requestSweeps(app, AUTO_SUBMIT_QUEUE, SWEEP_EVERY_MS, 'auto-submit sweep');
}
