/** The dev mailbox: e-mails kept in the outbox because no SMTP server is configured. */
import { mailboxMessageSchema, mailboxPageSchema, type MailboxMessage } from '@markwell/contracts/accounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { platformAdminKeys } from './query-keys';

export type { MailboxMessage };
export const MAILBOX_PAGE_SIZE = 20;

/** GET /api/v2/admin/mailbox: a page of kept e-mails, newest first (`cursor`: the page before's `next_cursor`). */
export function getMailbox(cursor: string | undefined, signal?: AbortSignal) {
  return apiFetch(api.adminMailbox, {
    query: { cursor, limit: MAILBOX_PAGE_SIZE },
    schema: mailboxPageSchema,
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
  return apiFetch(api.adminMailboxMessage(id), { schema: mailboxMessageSchema, signal });
}

export function useMailboxMessage(id: number) {
  return useQuery({
    queryKey: platformAdminKeys.mailboxMessage(id),
    queryFn: ({ signal }) => getMailboxMessage(id, signal),
  });
}
