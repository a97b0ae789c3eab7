import { defineEndpoint } from '../endpoint';
import {
  idParamsSchema,
  markAllReadResponseSchema,
  notificationListSchema,
  notificationSchema,
  notificationsQuerySchema,
} from '../index';

/** The notifications module's endpoints, each keyed by its operationId in the API document. */
export const notificationsEndpoints = {
  getNotifications: defineEndpoint({
    method: 'GET',
    path: '/api/v2/notifications',
    summary: "The caller's notifications, newest first",
    description:
      "A page of the caller's own notifications, newest first, with the total and the unread count (each counted up to a cap). `next_cursor` opens the next page at the cost of the first; `offset` still skips.",
    query: notificationsQuerySchema,
    responses: { 200: notificationListSchema },
  }),
  patchNotificationsRead: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/notifications/read',
    summary: "Mark all the caller's notifications read",
    description: 'Marks every unread notification of the caller read at once; answers how many changed.',
    responses: { 200: markAllReadResponseSchema },
  }),
  patchNotificationsByIdRead: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/notifications/:id/read',
    summary: "Mark one of the caller's notifications read (404 for anyone else's)",
    description:
      "Marks one of the caller's notifications read and answers it; someone else's notification answers the same 404 as a missing one.",
    params: idParamsSchema,
    responses: { 200: notificationSchema },
  }),
};
