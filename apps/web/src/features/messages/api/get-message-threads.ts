import { messagesEndpoints } from '@markwell/contracts/endpoints/messages';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type MessageThreadList, type MessageThreadSummary } from '@markwell/contracts/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { messageKeys } from './query-keys';

export type { MessageThreadList, MessageThreadSummary };

export const THREADS_PAGE_SIZE = 20;

/** GET /api/v2/messages/threads?before&limit -> {items (latest activity first), nextCursor, unreadTotal}. */
export function getMessageThreads(before: number | undefined, signal?: AbortSignal): Promise<MessageThreadList> {
  return callEndpoint(messagesEndpoints.getMessagesThreads, {
    query: { before, limit: THREADS_PAGE_SIZE },
    validate: true,
    signal,
  });
}

/** The inbox, a page at a time ("Show older threads" loads the next). */
export function useMessageThreads() {
  return useInfiniteQuery({
    queryKey: messageKeys.threads,
    queryFn: ({ pageParam, signal }) => getMessageThreads(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
