/** GET /api/v2/contactmessages?limit&offset -> { items, total }, newest first. */
import { contactEndpoints } from '@markwell/contracts/endpoints/contact';
import { callEndpoint } from '../../../lib/call-endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export interface PageQuery {
  limit: number;
  offset: number;
}

export function getContactMessages(query: PageQuery, signal?: AbortSignal) {
  return callEndpoint(contactEndpoints.getContactmessages, { query: { ...query }, validate: true, signal });
}

export function useContactMessages(query: PageQuery) {
  return useQuery({
    queryKey: cmsAdminKeys.contactMessages(query),
    queryFn: ({ signal }) => getContactMessages(query, signal),
    placeholderData: keepPreviousData,
  });
}
