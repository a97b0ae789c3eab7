// What other modules may use from the notifications module.
export { notify, type NotificationInput } from './notifications.service';
export { default as notificationsRoutes } from './notifications.routes';
