import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestSweeps } from '../../lib/periodic-sweep';
import { registrationServiceOf } from './billing.app';
import { invoiceSettingsOf } from './billing-settings';
import { CONFIRM_MAIL_QUEUE } from './registration.service';
import { createRenewalsService, RENEWAL_QUEUE } from './renewals.service';

/** How often each instance asks for a renewal sweep: an ended period is billed within this. */
const RENEW_EVERY_MS = 10 * 60_000;

/**
 * The billing module's background work.
 * - Renewal at period end: the handler renews whatever is due (it reads the periods from the
 *   database, so it needs no state and catches up after a restart). Every instance queues a sweep
 *   on start and every ten minutes, unless one is already waiting; the queue retries a failed
 *   sweep. Tests queue the job themselves.
 * - The owner's confirmation e-mail, sent again when asked for, off the request.
 */
export default async function billingJobs(app: FastifyInstance) {
  const renewals = createRenewalsService(app.db, invoiceSettingsOf(app), app.log);
  app.jobs.work(RENEWAL_QUEUE, async () => {
    const issued = await renewals.renewDue();
    if (issued.length) app.log.info({ invoices: issued.length }, 'subscriptions renewed');
  });
  requestSweeps(app, RENEWAL_QUEUE, RENEW_EVERY_MS, 'renewal sweep');

  const registration = registrationServiceOf(app);
  app.jobs.handle(CONFIRM_MAIL_QUEUE, z.object({ email: z.string() }), ({ email }) => registration.resendLink(email));
}
