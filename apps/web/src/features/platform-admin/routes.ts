import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/**
 * Platform admin screens, mounted by app/feature-routes.ts as children of `/admin`: schools, users,
 * a new school, the contact-form inbox, platform-wide sign-in providers and the dev mailbox.
 */
export const platformAdminRoutes: RouteObject[] = [
  {
    path: appPages.admin.schools,
    lazy: () => import('./components/SchoolsPage').then((m) => ({ Component: m.SchoolsPage })),
  },
  {
    path: appPages.admin.users,
    lazy: () => import('./components/UsersPage').then((m) => ({ Component: m.UsersPage })),
  },
  {
    path: appPages.admin.newSchool,
    lazy: () => import('./components/NewSchoolPage').then((m) => ({ Component: m.NewSchoolPage })),
  },
  {
    path: appPages.admin.contactInbox,
    lazy: () => import('./components/ContactInboxPage').then((m) => ({ Component: m.ContactInboxPage })),
  },
  {
    path: appPages.admin.contactMessage,
    lazy: () => import('./components/ContactMessagePage').then((m) => ({ Component: m.ContactMessagePage })),
  },
  {
    path: appPages.admin.signIn,
    lazy: () => import('./components/SsoProvidersPage').then((m) => ({ Component: m.SsoProvidersPage })),
  },
  {
    path: appPages.admin.mailbox,
    lazy: () => import('./components/MailboxPage').then((m) => ({ Component: m.MailboxPage })),
  },
  {
    path: appPages.admin.mailboxMessage,
    lazy: () => import('./components/MailboxMessagePage').then((m) => ({ Component: m.MailboxMessagePage })),
  },
];
