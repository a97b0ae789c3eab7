import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeSubscriptionBodySchema,
  changeSubscriptionResponseSchema,
  planChoiceSchema,
  problemSchema,
  subscriptionParamsSchema,
  subscriptionQuoteSchema,
  subscriptionSchema,
} from '@markwell/contracts';
import { SCHOOL_ADMIN } from '../../lib/access';
import { invoiceSettingsOf } from './billing-settings';
import { createSubscriptionsService } from './subscriptions.service';

/** The school's subscription as its admins see it, and the owner's plan changes. */
export default async function subscriptionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSubscriptionsService(app.db, invoiceSettingsOf(app));

  app.get(
    '/subscription/user',
    {
      config: { access: SCHOOL_ADMIN, problems: { 404: 'The school has no subscription (`not_found`).' } },
      schema: {
        tags: ['subscriptions'],
        summary: "The caller's school's plan: subjects, billing period, price and changes",
        description:
          'The subscribed subjects, monthly or yearly billing, the price of one period (before VAT) with its subject-count discount, the current period, the subjects on offer priced for it, the plan changes with their dates, and the renewal invoice due when the period ends (`next_invoice`, priced as of that day). `can_change` is true for the owner.',
        response: { 200: subscriptionSchema },
      },
    },
    (req) => service.get(req.auth!),
  );

  app.post(
    '/subscriptions/:id/quotes',
    {
      config: {
        access: SCHOOL_ADMIN,
        problems: {
          400: 'A subject is not on offer (`unknown_subject`) or the list is empty.',
          404: "Not the caller's school's subscription (`not_found`).",
        },
      },
      schema: {
        tags: ['subscriptions'],
        summary: 'Price a plan change before confirming it (prorated for the rest of the period)',
        description:
          'Answers the new price per period and what changing now costs: the difference for the days left of the current period (same billing cycle), or a new period less the unused part of the current one (monthly ↔ yearly), with a sentence to show the owner. Changes nothing.',
        params: subscriptionParamsSchema,
        body: planChoiceSchema,
        response: { 200: subscriptionQuoteSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    (req) => service.quote(req.auth!, req.params.id, req.body),
  );

  app.patch(
    '/subscriptions/:id/user',
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
      schema: {
        tags: ['subscriptions'],
        summary: 'Change the plan: add or drop subjects, monthly or yearly (owner)',
        description:
          "Recomputes the price, records the change with its date, invoices (or credits) the prorated difference and makes the school's curricula those of the new subjects. `quoted_charge` must be the `charge` of the quote the owner saw.",
        params: subscriptionParamsSchema,
        body: changeSubscriptionBodySchema,
        response: {
          200: changeSubscriptionResponseSchema,
          400: problemSchema,
          403: problemSchema,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    (req) => service.change(req.auth!, req.params.id, req.body),
  );
}
