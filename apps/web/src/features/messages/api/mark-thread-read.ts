import { messagesUnreadSchema, type MessagesUnread } from '@markwell/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth/me';
import { api } from '../../../lib/paths';
import { messageKeys } from './query-keys';

/** POST /api/v2/messages/threads/:id/read {upToMessageId} -> the caller's unread total. */
export function markThreadRead(threadId: number, upToMessageId: number): Promise<MessagesUnread> {
  return apiFetch(api.messageThreadRead(threadId), {
    method: 'POST',
    body: { upToMessageId },
    schema: messagesUnreadSchema,
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
