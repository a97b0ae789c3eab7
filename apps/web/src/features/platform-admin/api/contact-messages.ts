/** The platform admin's contact-form inbox: keyset pages, one message, handled or not. */
import {
  adminContactMessagePageSchema,
  adminContactMessageSchema,
  type AdminContactMessage,
  type AdminContactMessagePage,
} from '@markwell/contracts/contact-inbox';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
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
  return apiFetch(api.adminContactMessages, {
    query: { q: filters.q || undefined, status: filters.status, cursor: filters.cursor, limit: INBOX_PAGE_SIZE },
    schema: adminContactMessagePageSchema,
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
  return apiFetch(api.adminContactMessage(id), { schema: adminContactMessageSchema, signal });
}

export function useContactMessage(id: number) {
  return useQuery({
    queryKey: platformAdminKeys.contactMessage(id),
    queryFn: ({ signal }) => getContactMessage(id, signal),
  });
}

/** PATCH /api/v2/admin/contactmessages/:id: handled, or back to handle. */
export function setContactMessageHandled(id: number, handled: boolean) {
  return apiFetch(api.adminContactMessage(id), {
    method: 'PATCH',
    body: { handled },
    schema: adminContactMessageSchema,
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
