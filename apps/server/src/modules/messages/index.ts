// What other modules may use from the messages module.
export { default as messagesRoutes } from './messages.routes';
