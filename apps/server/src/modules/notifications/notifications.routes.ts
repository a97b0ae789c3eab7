import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  markAllReadResponseSchema,
  notificationListSchema,
  notificationSchema,
  notificationsQuerySchema,
} from '@markwell/contracts';
import { createNotificationsService } from './notifications.service';

const tags = ['notifications'];

/** The caller's notifications, and the header's notification counter. */
export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createNotificationsService(app.db);

  app.headerCounters.notifications.push((user) => service.unreadCount(user));

  app.get(
    '/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "The caller's notifications, newest first",
        description:
          "A page of the caller's own notifications, newest first, with the total and the unread count (each counted up to a cap). `next_cursor` opens the next page at the cost of the first; `offset` still skips.",
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    (req) => service.list(req.auth!, req.query),
  );

  app.patch(
    '/notifications/read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "Mark all the caller's notifications read",
        description: 'Marks every unread notification of the caller read at once; answers how many changed.',
        response: { 200: markAllReadResponseSchema },
      },
    },
    (req) => service.markAllRead(req.auth!),
  );

  app.patch(
    '/notifications/:id/read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "Mark one of the caller's notifications read (404 for anyone else's)",
        description:
          "Marks one of the caller's notifications read and answers it; someone else's notification answers the same 404 as a missing one.",
        params: idParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    (req) => service.markRead(req.auth!, req.params.id),
  );
}
