/** PATCH /api/v2/subscriptions/:id/user: the owner changes the plan at the quoted charge. */
import { billingEndpoints } from '@markwell/contracts/endpoints/billing';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type ChangeSubscriptionBody } from '@markwell/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from './query-keys';

export function changeSubscription(id: number, body: ChangeSubscriptionBody) {
  return callEndpoint(billingEndpoints.patchSubscriptionsByIdUser, { params: { id }, body, validate: true });
}

export function useChangeSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChangeSubscriptionBody }) => changeSubscription(id, body),
    meta: { silentError: true },
    onSuccess: async (result) => {
      client.setQueryData(billingKeys.subscription, result.subscription);
      // A prorated change issues an invoice; curricula lists elsewhere follow the subjects.
      await client.invalidateQueries();
    },
  });
}
