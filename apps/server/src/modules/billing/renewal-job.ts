import type { FastifyInstance } from 'fastify';
import { requestSweeps } from '../../lib/periodic-sweep';
import { invoiceSettingsOf } from './billing-settings';
import { createRenewalsService, RENEWAL_QUEUE } from './renewals.service';

/** How often each instance asks for a renewal sweep: an ended period is billed within this. */
const RENEW_EVERY_MS = 10 * 60_000;

/**
 * Renewal at period end, as a job of the queue: the handler renews whatever is due (it reads the
 * periods from the database, so it needs no state and catches up after a restart). Every
 * instance queues a sweep on start and every ten minutes, unless one is already waiting; the
 * queue retries a failed sweep. Tests queue the job themselves.
 */
export default async function renewalJob(app: FastifyInstance) {
  const service = createRenewalsService(app.db, invoiceSettingsOf(app), app.log);
  app.jobs.work(RENEWAL_QUEUE, async () => {
    const issued = await service.renewDue();
    if (issued.length) app.log.info({ invoices: issued.length }, 'subscriptions renewed');
  });
  requestSweeps(app, RENEWAL_QUEUE, RENEW_EVERY_MS, 'renewal sweep');
}
