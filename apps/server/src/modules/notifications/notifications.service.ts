import {
  COUNT_CAP,
  type Notification,
  type NotificationList,
  type notificationsQuerySchema,
} from '@markwell/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { cappedTotal, decodeCursor, keysetPage } from '../../lib/paging';
import { createNotificationsRepository } from './notifications.repository';

type Row = Pick<
  Awaited<ReturnType<ReturnType<typeof createNotificationsRepository>['list']>>['items'][number],
  'id' | 'title' | 'body' | 'link' | 'readAt' | 'createdAt'
>;
type NotificationsQuery = z.output<typeof notificationsQuerySchema>;

const toJson = (r: Row): Notification => ({
  id: r.id,
  title: r.title,
  body: r.body,
  link: r.link,
  readAt: r.readAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export interface NotificationInput {
  title: string;
  body?: string | null;
  /** A path inside the app ("/student/assignments/12"); anything else is dropped. */
  link?: string | null;
}

/** Only in-app paths: a notification never sends anyone off-site. */
const safeLink = (link: string | null | undefined) => (link && /^\/(?![/\\])/.test(link) ? link.slice(0, 1000) : null);

/**
 * Raises one notification per user (duplicates in userIds collapse). Call it inside the
 * transaction of the event it reports, passing that transaction as `db`.
 */
export async function notify(db: Db, userIds: number[], input: NotificationInput): Promise<number> {
  const ids = [...new Set(userIds)];
  const rows = await createNotificationsRepository(db).insert(
    ids.map((userId) => ({
      userId,
      title: input.title.slice(0, 300),
      body: input.body?.slice(0, 5000) ?? null,
      link: safeLink(input.link),
    })),
  );
  return rows.length;
}

/**
 * Raises each user's notification unless one with the same `onceKey` was raised to them before
 * (by this instance or another: a unique index decides). Returns the users notified now.
 */
export async function notifyOnce(
  db: Db,
  items: { userId: number; onceKey: string; notification: NotificationInput }[],
): Promise<number[]> {
  const rows = await createNotificationsRepository(db).insertOnce(
    items.map(({ userId, onceKey, notification }) => ({
      userId,
      onceKey: onceKey.slice(0, 200),
      title: notification.title.slice(0, 300),
      body: notification.body?.slice(0, 5000) ?? null,
      link: safeLink(notification.link),
    })),
  );
  return rows.map((r) => r.userId);
}

export function createNotificationsService(db: Db) {
  const repo = createNotificationsRepository(db);
  return {
    /** A page of the caller's notifications, newest first, with the total and unread counts (capped). */
    async list(user: AuthUser, q: NotificationsQuery): Promise<NotificationList> {
      const after = q.cursor ? decodeCursor(q.cursor, ['string', 'number'] as const) : undefined;
      const { items, total, unread } = await repo.list(user.id, { ...q, after }, COUNT_CAP);
      const page = keysetPage(items, q.limit, (n) => [n.position, n.id]);
      return {
        items: page.items.map(toJson),
        next_cursor: page.next_cursor,
        ...cappedTotal(total),
        unread: Math.min(unread, COUNT_CAP),
      };
    },
    unreadCount: (user: AuthUser) => repo.unreadCount(user.id),
    /** Another user's notification is answered as missing: ids are not a way to probe. */
    async markRead(user: AuthUser, id: number) {
      const row = await repo.markRead(user.id, id);
      if (!row) throw notFound('Notification');
      return toJson(row);
    },
    async markAllRead(user: AuthUser) {
      return { success: true as const, updated: await repo.markAllRead(user.id) };
    },
  };
}
