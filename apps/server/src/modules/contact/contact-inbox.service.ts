import type { AdminContactMessage, UpdateAdminContactMessageBody } from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { cappedTotal, decodeCursor, keysetPage } from '../../lib/paging';
import { createContactInboxRepository, type InboxFilters } from './contact-inbox.repository';

type MessageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createContactInboxRepository>['find']>>>;

const toMessage = (m: MessageRow): AdminContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  work: m.work,
  subject: m.subject,
  message: m.message,
  vouchers: m.vouchers,
  createdAt: m.createdAt.toISOString(),
  handledAt: m.handledAt?.toISOString() ?? null,
});

/** The platform admin's inbox of contact-form messages: search, read, mark handled. */
export function createContactInboxService(db: Db) {
  const repo = createContactInboxRepository(db);
  return {
    /** A keyset page of messages, newest first, matching the search and status. */
    async list(query: InboxFilters & { cursor?: string | undefined; limit: number }) {
      const afterId = query.cursor ? decodeCursor(query.cursor, ['number'] as const)[0] : undefined;
      const { rows, counted } = await repo.page(query, query.limit, afterId);
      const page = keysetPage(rows, query.limit, (r) => [r.id]);
      return {
        ...page,
        items: page.items.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          handledAt: r.handledAt?.toISOString() ?? null,
        })),
        ...cappedTotal(counted),
      };
    },

    /** One message. @throws AppError 404 for a missing id. */
    async get(id: number) {
      const row = await repo.find(id);
      if (!row) throw notFound('Contact message');
      return toMessage(row);
    },

    /** Marks a message handled (by the caller) or back to handle. @throws AppError 404. */
    async setHandled(user: AuthUser, id: number, body: UpdateAdminContactMessageBody) {
      const row = await repo.setHandled(id, body.handled ? user.id : null);
      if (!row) throw notFound('Contact message');
      return toMessage(row);
    },
  };
}
