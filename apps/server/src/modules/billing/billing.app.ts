import type { FastifyInstance } from 'fastify';
import { invoiceSettingsOf } from './billing-settings';
import { createRegistrationService } from './registration.service';

/** The registration service as the app runs it: its routes and its jobs build it alike. */
export function registrationServiceOf(app: FastifyInstance) {
  return createRegistrationService(app.db, {
    secret: app.env.jwtSecret,
    jobs: app.jobs,
    publicUrl: app.env.siteUrl,
    invoices: invoiceSettingsOf(app),
  });
}
