import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationsEndpoints } from '@markwell/contracts/endpoints/notifications';
import { routeEndpoint } from '../../lib/endpoint-route';
import { createNotificationsService } from './notifications.service';

const tags = ['notifications'];

/** The caller's notifications, and the header's notification counter. */
export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createNotificationsService(app.db);

  app.headerCounters.notifications.push((user) => service.unreadCount(user));

  routeEndpoint(
    app,
    notificationsEndpoints.getNotifications,
    {
      config: { access: 'authenticated' },
      schema: { tags },
    },
    (req) => service.list(req.auth!, req.query),
  );

  routeEndpoint(
    app,
    notificationsEndpoints.patchNotificationsRead,
    {
      config: { access: 'authenticated' },
      schema: { tags },
    },
    (req) => service.markAllRead(req.auth!),
  );

  routeEndpoint(
    app,
    notificationsEndpoints.patchNotificationsByIdRead,
    {
      config: { access: 'authenticated' },
      schema: { tags },
    },
    (req) => service.markRead(req.auth!, req.params.id),
  );
}
