/** The dev mailbox: e-mails kept in the outbox because no SMTP server is configured. */
import { accountsEndpoints } from '@markwell/contracts/endpoints/accounts';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type MailboxMessage } from '@markwell/contracts/accounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { platformAdminKeys } from './query-keys';

export type { MailboxMessage };
export const MAILBOX_PAGE_SIZE = 20;

/** GET /api/v2/admin/mailbox: a page of kept e-mails, newest first (`cursor`: the page before's `next_cursor`). */
export function getMailbox(cursor: string | undefined, signal?: AbortSignal) {
  return callEndpoint(accountsEndpoints.getAdminMailbox, {
    query: { cursor, limit: MAILBOX_PAGE_SIZE },
    validate: true,
    signal,
  });
}

export function useMailbox(cursor: string | undefined) {
  return useQuery({
    queryKey: platformAdminKeys.mailbox(cursor),
    queryFn: ({ signal }) => getMailbox(cursor, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v2/admin/mailbox/:id: one kept e-mail. */
export function getMailboxMessage(id: number, signal?: AbortSignal) {
  return callEndpoint(accountsEndpoints.getAdminMailboxById, { params: { id }, validate: true, signal });
}

export function useMailboxMessage(id: number) {
  return useQuery({
    queryKey: platformAdminKeys.mailboxMessage(id),
    queryFn: ({ signal }) => getMailboxMessage(id, signal),
  });
}
