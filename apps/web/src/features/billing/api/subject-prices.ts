/** GET and POST /api/v2/subject-prices: subject price lists (content staff). */
import {
  subjectPriceRowSchema,
  subjectPricesSchema,
  type CreateSubjectPriceBody,
  type SubjectPriceSchedule,
} from '@markwell/contracts/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { billingKeys } from './query-keys';

export type { CreateSubjectPriceBody, SubjectPriceSchedule };

export function getSubjectPrices(signal?: AbortSignal) {
  return apiFetch(api.subjectPrices, { schema: subjectPricesSchema, signal });
}

export function useSubjectPrices() {
  return useQuery({
    queryKey: billingKeys.prices,
    queryFn: ({ signal }) => getSubjectPrices(signal),
    meta: { silentError: true },
  });
}

export function createSubjectPrice(body: CreateSubjectPriceBody) {
  return apiFetch(api.subjectPrices, { method: 'POST', body, schema: subjectPriceRowSchema });
}

export function useCreateSubjectPrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSubjectPrice,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.prices }),
  });
}
