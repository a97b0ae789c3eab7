/** GET /api/v2/contactmessages?limit&offset -> { items, total }, newest first. */
import { contactMessageListSchema } from '@markwell/contracts/cms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsAdminKeys } from './query-keys';

export interface PageQuery {
  limit: number;
  offset: number;
}

export function getContactMessages(query: PageQuery, signal?: AbortSignal) {
  return apiFetch(api.contactMessages, { query: { ...query }, schema: contactMessageListSchema, signal });
}

export function useContactMessages(query: PageQuery) {
  return useQuery({
    queryKey: cmsAdminKeys.contactMessages(query),
    queryFn: ({ signal }) => getContactMessages(query, signal),
    placeholderData: keepPreviousData,
  });
}
