import type { FastifyInstance } from 'fastify';
import invoicesRoutes from './invoices.routes';
import registrationRoutes from './registration.routes';
import billingJobs from './billing.jobs';
import subjectPricesRoutes from './subject-prices.routes';
import subscriptionsRoutes from './subscriptions.routes';

export { RENEWAL_QUEUE } from './renewals.service';
export { dayText } from './billing-dates';

export { billingJobs };

// Public surface of the billing module: registration, subscriptions, invoices, subject prices,
// and its jobs (renewal at period end, the confirmation e-mail).
export async function billingRoutes(app: FastifyInstance) {
  await app.register(registrationRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(invoicesRoutes);
  await app.register(subjectPricesRoutes);
}
