/** POST /api/v2/subscriptions/:id/quotes: what a plan change costs now (changes nothing). */
import { billingEndpoints } from '@markwell/contracts/endpoints/billing';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type SubscriptionQuote } from '@markwell/contracts/billing';
import { useMutation } from '@tanstack/react-query';

export type { SubscriptionQuote };
export interface PlanChoice {
  curriculas: number[];
  monthly: boolean;
}

export function quoteSubscription(id: number, choice: PlanChoice): Promise<SubscriptionQuote> {
  return callEndpoint(billingEndpoints.postSubscriptionsByIdQuotes, { params: { id }, body: choice, validate: true });
}

export function useQuoteSubscription() {
  return useMutation({
    mutationFn: ({ id, choice }: { id: number; choice: PlanChoice }) => quoteSubscription(id, choice),
    meta: { silentError: true },
  });
}
