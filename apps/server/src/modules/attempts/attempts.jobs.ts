import type { FastifyInstance } from 'fastify';
import { requestSweeps, sweepPayload } from '../../lib/periodic-sweep';
import { queueOverdueMarking } from '../marking/index';
import { attemptsServiceOf } from './attempts.app';
import { AUTO_SUBMIT_QUEUE } from './attempts.service';

/** How often each instance asks the queue for a sweep of attempts whose time ran out. */
const SWEEP_EVERY_MS = 15_000;

/**
 * The auto-submit sweep. It reads the deadlines from the database, so it needs no state of its
 * own: after a restart (or on another instance) the next one submits whatever ran out in the
 * meantime, and queues marking for any submitted attempt whose marking job a database cut lost.
 */
export default async function attemptsJobs(app: FastifyInstance) {
  const service = attemptsServiceOf(app);
  app.jobs.handle(AUTO_SUBMIT_QUEUE, sweepPayload, async () => {
    await service.submitOverdue();
    await queueOverdueMarking(app.db, app.jobs);
  });
  requestSweeps(app, AUTO_SUBMIT_QUEUE, SWEEP_EVERY_MS, 'auto-submit sweep');
}
