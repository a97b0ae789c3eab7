/** GET /api/v2/subscription/user: the school's plan, its offer and its changes. */
import { billingEndpoints } from '@markwell/contracts/endpoints/billing';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type Subscription } from '@markwell/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { billingKeys } from './query-keys';

export type { Subscription };

export function getSubscription(signal?: AbortSignal): Promise<Subscription> {
  return callEndpoint(billingEndpoints.getSubscriptionUser, { validate: true, signal });
}

export function useSubscription() {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => getSubscription(signal),
    meta: { silentError: true },
  });
}
