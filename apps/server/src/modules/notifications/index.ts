// What other modules may use from the notifications module.
export { notify, notifyOnce, type NotificationInput } from './notifications.service';
export { default as notificationsRoutes } from './notifications.routes';
