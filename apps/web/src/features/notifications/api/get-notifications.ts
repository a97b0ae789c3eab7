import { notificationsEndpoints } from '@markwell/contracts/endpoints/notifications';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type Notification, type NotificationList } from '@markwell/contracts/cms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notificationKeys } from './query-keys';

export type { Notification, NotificationList };

export interface NotificationsQuery {
  limit: number;
  offset: number;
}

/** GET /api/v2/notifications?limit&offset -> {items (newest first), total, unread}. */
export function getNotifications(query: NotificationsQuery, signal?: AbortSignal): Promise<NotificationList> {
  return callEndpoint(notificationsEndpoints.getNotifications, { query: { ...query }, validate: true, signal });
}

export function useNotifications(query: NotificationsQuery) {
  return useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
  });
}
