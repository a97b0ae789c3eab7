import { messagesEndpoints } from '@markwell/contracts/endpoints/messages';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type CreateMessageThreadBody, type Message } from '@markwell/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageKeys } from './query-keys';

export type { CreateMessageThreadBody };

/** POST /api/v2/messages/threads -> 201 {id, message}. */
export function startMessageThread(body: CreateMessageThreadBody): Promise<{ id: number; message: Message }> {
  return callEndpoint(messagesEndpoints.postMessagesThreads, { body, validate: true });
}

/** POST /api/v2/messages/threads/:id/messages -> 201 the reply. */
export function replyInThread(threadId: number, body: string): Promise<Message> {
  return callEndpoint(messagesEndpoints.postMessagesThreadsByIdMessages, {
    params: { id: threadId },
    body: { body },
    validate: true,
  });
}

/** The forms show their own errors (fields, rate limit), hence `silentError`. */
export function useStartMessageThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMessageThread,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.threads }),
  });
}

export function useReplyInThread(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => replyInThread(threadId, body),
    meta: { silentError: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.thread(threadId) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.threads }),
      ]),
  });
}
