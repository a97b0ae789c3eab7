import { notificationListSchema, type Notification, type NotificationList } from '@markwell/contracts/cms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { notificationKeys } from './query-keys';

export type { Notification, NotificationList };

export interface NotificationsQuery {
  limit: number;
  offset: number;
}

/** GET /api/v2/notifications?limit&offset -> {items (newest first), total, unread}. */
export function getNotifications(query: NotificationsQuery, signal?: AbortSignal): Promise<NotificationList> {
  return apiFetch(api.notifications, { query: { ...query }, schema: notificationListSchema, signal });
}

export function useNotifications(query: NotificationsQuery) {
  return useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
  });
}
