import type { FastifyInstance } from 'fastify';
import invoicesRoutes from './invoices.routes';
import registrationRoutes from './registration.routes';
import subjectPricesRoutes from './subject-prices.routes';
import subscriptionsRoutes from './subscriptions.routes';

// Public surface of the billing module: registration, subscriptions, invoices and subject prices.
export async function billingRoutes(app: FastifyInstance) {
  await app.register(registrationRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(invoicesRoutes);
  await app.register(subjectPricesRoutes);
}
