/**
 * The header envelope's count (GET /api/v2/messages/unread-count), shared by the header and the
 * messages feature (which refreshes it after reading a thread). Polled while the page is open and
 * refetched when the window regains focus: no websocket needed for a badge. Typed by contracts
 * but not validated with zod: the header loads on every signed-in page and stays light.
 */
import type { messagesEndpoints } from '@markwell/contracts/endpoints/messages';
import { callEndpoint, endpointAddress } from '../lib/call-endpoint';
import type { MessagesUnread } from '@markwell/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** How often the open page asks for new messages. */
export const MESSAGES_UNREAD_POLL_MS = 60_000;

export function getMessagesUnread(signal?: AbortSignal): Promise<MessagesUnread> {
  const unreadCount = endpointAddress<typeof messagesEndpoints.getMessagesUnreadCount>(
    'GET',
    '/api/v2/messages/unread-count',
  );
  return callEndpoint(unreadCount, { signal });
}

/** The caller's unread messages; `enabled` only for people with a school inbox. */
export function useMessagesUnread(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.messagesUnread,
    queryFn: ({ signal }) => getMessagesUnread(signal),
    enabled,
    staleTime: 15_000,
    refetchInterval: MESSAGES_UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    // The header falls back to the count of /me; a failed poll is not worth an alert.
    meta: { silentError: true },
  });
}
