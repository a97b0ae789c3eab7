import type { FastifyInstance } from 'fastify';
import invoicesRoutes from './invoices.routes';
import registrationRoutes from './registration.routes';
import renewalJob from './renewal-job';
import subjectPricesRoutes from './subject-prices.routes';
import subscriptionsRoutes from './subscriptions.routes';

export { RENEWAL_QUEUE } from './renewals.service';
export { dayText } from './billing-dates';

// Public surface of the billing module: registration, subscriptions, invoices, subject prices,
// and the job that renews subscriptions at period end.
export async function billingRoutes(app: FastifyInstance) {
  await app.register(renewalJob);
  await app.register(registrationRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(invoicesRoutes);
  await app.register(subjectPricesRoutes);
}
