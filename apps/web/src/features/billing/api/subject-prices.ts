/** GET and POST /api/v2/subject-prices: subject price lists (content staff). */
import { billingEndpoints } from '@markwell/contracts/endpoints/billing';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type CreateSubjectPriceBody, type SubjectPriceSchedule } from '@markwell/contracts/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from './query-keys';

export type { CreateSubjectPriceBody, SubjectPriceSchedule };

export function getSubjectPrices(signal?: AbortSignal) {
  return callEndpoint(billingEndpoints.getSubjectPrices, { validate: true, signal });
}

export function useSubjectPrices() {
  return useQuery({
    queryKey: billingKeys.prices,
    queryFn: ({ signal }) => getSubjectPrices(signal),
    meta: { silentError: true },
  });
}

export function createSubjectPrice(body: CreateSubjectPriceBody) {
  return callEndpoint(billingEndpoints.postSubjectPrices, { body, validate: true });
}

export function useCreateSubjectPrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSubjectPrice,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.prices }),
  });
}
