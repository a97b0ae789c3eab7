import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export interface NotificationsQuery {
  limit: number;
  offset: number;
}

/** GET /api/v2/notifications?limit&offset */
export function getNotifications(query: NotificationsQuery, signal?: AbortSignal): Promise<NotificationsResponse> {
  return apiFetch(api.notifications, { query: { ...query }, schema: notificationsResponseSchema, signal });
}

export function useNotifications(query: NotificationsQuery) {
  return useQuery({
    queryKey: ['notifications', query],
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
  });
}
