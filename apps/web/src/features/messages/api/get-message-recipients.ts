import {
  messageRecipientListSchema,
  type MessageRecipient,
  type MessageRecipientList,
  type MessageRecipientOption,
} from '@markwell/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { messageKeys } from './query-keys';

export type { MessageRecipient, MessageRecipientOption };

/** GET /api/v2/messages/recipients -> the classes and people the caller may write to. */
export function getMessageRecipients(signal?: AbortSignal): Promise<MessageRecipientList> {
  return apiFetch(api.messageRecipients, { query: { limit: 200 }, schema: messageRecipientListSchema, signal });
}

export function useMessageRecipients() {
  return useQuery({ queryKey: messageKeys.recipients, queryFn: ({ signal }) => getMessageRecipients(signal) });
}
