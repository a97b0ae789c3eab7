import { messagesEndpoints } from '@markwell/contracts/endpoints/messages';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type Message, type MessageThread } from '@markwell/contracts/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { messageKeys } from './query-keys';

export type { Message, MessageThread };

/** GET /api/v2/messages/threads/:id?before -> the thread and a page of its messages (oldest first). */
export function getMessageThread(id: number, before: number | undefined, signal?: AbortSignal): Promise<MessageThread> {
  return callEndpoint(messagesEndpoints.getMessagesThreadsById, {
    params: { id },
    query: { before },
    validate: true,
    signal,
  });
}

/** One thread; its older messages load a page at a time ("Show older messages"). */
export function useMessageThread(id: number) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(id),
    queryFn: ({ pageParam, signal }) => getMessageThread(id, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.olderCursor ?? undefined,
    // The thread page shows a missing thread (404) itself.
    meta: { silentError: true },
  });
}
