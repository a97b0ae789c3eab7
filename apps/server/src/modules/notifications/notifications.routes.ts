import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  markAllReadResponseSchema,
  notificationListSchema,
  notificationSchema,
  notificationsQuerySchema,
} from '@markwell/contracts';
import { headerCounters, type CounterSource } from '../auth/auth.service';
import { createNotificationsService } from './notifications.service';

const tags = ['notifications'];

/** The caller's notifications, and the header's notification counter. */
export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createNotificationsService(app.db);

  // The header counter of this app instance; removed when the app closes (tests build many).
  const counter: CounterSource = (user) => service.unreadCount(user);
  headerCounters.notifications.push(counter);
  app.addHook('onClose', async () => {
    const at = headerCounters.notifications.indexOf(counter);
    if (at >= 0) headerCounters.notifications.splice(at, 1);
  });

  app.get(
    '/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "The caller's notifications, newest first",
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    (req) => service.list(req.auth!, req.query.limit, req.query.offset),
  );

  app.patch(
    '/notifications/read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "Mark all the caller's notifications read",
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
        params: idParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    (req) => service.markRead(req.auth!, req.params.id),
  );
}
