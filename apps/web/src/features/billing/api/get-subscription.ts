/** GET /api/v2/subscription/user: the school's plan, its offer and its changes. */
import { subscriptionSchema, type Subscription } from '@markwell/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { billingKeys } from './query-keys';

export type { Subscription };

export function getSubscription(signal?: AbortSignal): Promise<Subscription> {
  return apiFetch(api.subscription, { schema: subscriptionSchema, signal });
}

export function useSubscription() {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => getSubscription(signal),
    meta: { silentError: true },
  });
}
