import { messagesEndpoints } from '@markwell/contracts/endpoints/messages';
import { callEndpoint } from '../../../lib/call-endpoint';
import {
  type MessageRecipient,
  type MessageRecipientList,
  type MessageRecipientOption,
} from '@markwell/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { messageKeys } from './query-keys';

export type { MessageRecipient, MessageRecipientOption };

/** GET /api/v2/messages/recipients -> the classes and people the caller may write to. */
export function getMessageRecipients(signal?: AbortSignal): Promise<MessageRecipientList> {
  return callEndpoint(messagesEndpoints.getMessagesRecipients, { query: { limit: 200 }, validate: true, signal });
}

export function useMessageRecipients() {
  return useQuery({ queryKey: messageKeys.recipients, queryFn: ({ signal }) => getMessageRecipients(signal) });
}
