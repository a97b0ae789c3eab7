import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingEndpoints } from '@markwell/contracts/endpoints/billing';
import { routeEndpoint } from '../../lib/endpoint-route';
import { SCHOOL_ADMIN } from '../../lib/access';
import { invoiceSettingsOf } from './billing-settings';
import { createSubscriptionsService } from './subscriptions.service';

/** The school's subscription as its admins see it, and the owner's plan changes. */
export default async function subscriptionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSubscriptionsService(app.db, invoiceSettingsOf(app));

  routeEndpoint(
    app,
    billingEndpoints.getSubscriptionUser,
    {
      config: { access: SCHOOL_ADMIN, problems: { 404: 'The school has no subscription (`not_found`).' } },
      schema: { tags: ['subscriptions'] },
    },
    (req) => service.get(req.auth!),
  );

  routeEndpoint(
    app,
    billingEndpoints.postSubscriptionsByIdQuotes,
    {
      config: {
        access: SCHOOL_ADMIN,
        problems: {
          400: 'A subject is not on offer (`unknown_subject`) or the list is empty.',
          404: "Not the caller's school's subscription (`not_found`).",
        },
      },
      schema: { tags: ['subscriptions'] },
    },
    (req) => service.quote(req.auth!, req.params.id, req.body),
  );

  routeEndpoint(
    app,
    billingEndpoints.patchSubscriptionsByIdUser,
    {
      config: {
        access: SCHOOL_ADMIN,
        problems: {
          400: 'A subject is not on offer (`unknown_subject`), the list is empty, or nothing changes (`plan_unchanged`).',
          403: 'Only the owner of the school changes its plan (`forbidden`).',
          404: "Not the caller's school's subscription (`not_found`).",
          409: 'The price differs from `quoted_charge` (`quote_changed`, with the new `quote`), or the subscription awaits e-mail confirmation (`subscription_not_active`).',
        },
      },
      schema: { tags: ['subscriptions'] },
    },
    (req) => service.change(req.auth!, req.params.id, req.body),
  );
}
