import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/**
 * Messages between the teachers, students and school admins of a school, mounted by
 * app/feature-routes.ts in the `app` slot: /messages (inbox), /messages/new, /messages/:threadId.
 * The header's envelope links to the inbox.
 */
export const messagesRoutes: RouteObject[] = [
  {
    path: appPages.messages,
    lazy: () => import('./components/InboxPage').then((m) => ({ Component: m.InboxPage })),
  },
  {
    path: appPages.newMessage,
    lazy: () => import('./components/NewMessagePage').then((m) => ({ Component: m.NewMessagePage })),
  },
  {
    path: appPages.messageThread,
    lazy: () => import('./components/ThreadPage').then((m) => ({ Component: m.ThreadPage })),
  },
];
