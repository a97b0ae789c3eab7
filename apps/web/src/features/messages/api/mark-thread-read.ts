import { messagesEndpoints } from '@markwell/contracts/endpoints/messages';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type MessagesUnread } from '@markwell/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { meQueryKey } from '../../../lib/auth/me';
import { messageKeys } from './query-keys';

/** POST /api/v2/messages/threads/:id/read {upToMessageId} -> the caller's unread total. */
export function markThreadRead(threadId: number, upToMessageId: number): Promise<MessagesUnread> {
  return callEndpoint(messagesEndpoints.postMessagesThreadsByIdRead, {
    params: { id: threadId },
    body: { upToMessageId },
    validate: true,
  });
}

/**
 * Marks a thread read up to the latest message the page shows (one that arrived since stays
 * unread), then sets the header's count and reloads the inbox.
 */
export function useMarkThreadRead(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToMessageId: number) => markThreadRead(threadId, upToMessageId),
    onSuccess: (total) => queryClient.setQueryData(queryKeys.messagesUnread, total),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.threads }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
