/** POST /api/v2/subscriptions/:id/quotes: what a plan change costs now (changes nothing). */
import { subscriptionQuoteSchema, type SubscriptionQuote } from '@markwell/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export type { SubscriptionQuote };
export interface PlanChoice {
  curriculas: number[];
  monthly: boolean;
}

export function quoteSubscription(id: number, choice: PlanChoice): Promise<SubscriptionQuote> {
  return apiFetch(api.subscriptionQuote(id), { method: 'POST', body: choice, schema: subscriptionQuoteSchema });
}

export function useQuoteSubscription() {
  return useMutation({
    mutationFn: ({ id, choice }: { id: number; choice: PlanChoice }) => quoteSubscription(id, choice),
    meta: { silentError: true },
  });
}
