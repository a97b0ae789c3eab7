/** The platform admin's contact-form inbox: keyset pages, one message, handled or not. */
import { contactEndpoints } from '@markwell/contracts/endpoints/contact';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { AdminContactMessage, AdminContactMessagePage } from '@markwell/contracts/contact-inbox';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { platformAdminKeys } from './query-keys';

export type { AdminContactMessage, AdminContactMessagePage };
export const INBOX_PAGE_SIZE = 20;
export type InboxStatus = 'all' | 'unhandled' | 'handled';

export interface InboxFilters {
  q: string;
  status: InboxStatus;
  cursor: string | undefined;
}

/** GET /api/v2/admin/contactmessages: a page of messages, newest first. */
export function getContactMessages(filters: InboxFilters, signal?: AbortSignal) {
  return callEndpoint(contactEndpoints.getAdminContactmessages, {
    query: { q: filters.q || undefined, status: filters.status, cursor: filters.cursor, limit: INBOX_PAGE_SIZE },
    validate: true,
    signal,
  });
}

export function useContactMessages(filters: InboxFilters) {
  return useQuery({
    queryKey: platformAdminKeys.contactMessageList(filters),
    queryFn: ({ signal }) => getContactMessages(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v2/admin/contactmessages/:id: one message in full. */
export function getContactMessage(id: number, signal?: AbortSignal) {
  return callEndpoint(contactEndpoints.getAdminContactmessagesById, { params: { id }, validate: true, signal });
}

export function useContactMessage(id: number) {
  return useQuery({
    queryKey: platformAdminKeys.contactMessage(id),
    queryFn: ({ signal }) => getContactMessage(id, signal),
  });
}

/** PATCH /api/v2/admin/contactmessages/:id: handled, or back to handle. */
export function setContactMessageHandled(id: number, handled: boolean) {
  return callEndpoint(contactEndpoints.patchAdminContactmessagesById, {
    params: { id },
    body: { handled },
    validate: true,
  });
}

export function useSetContactMessageHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) => setContactMessageHandled(id, handled),
    meta: { silentError: true },
    onSuccess: (message) => {
      client.setQueryData(platformAdminKeys.contactMessage(message.id), message);
      return client.invalidateQueries({ queryKey: [...platformAdminKeys.contactMessages, 'list'] });
    },
  });
}
