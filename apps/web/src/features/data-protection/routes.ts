import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/** Data protection screens of the school admin, children of `/school`: a person's data, the audit log, retention. */
export const schoolDataProtectionRoutes: RouteObject[] = [
  {
    path: appPages.school.person,
    lazy: () => import('./components/PersonPage').then((m) => ({ Component: m.PersonPage })),
  },
  {
    path: appPages.school.audit,
    lazy: () => import('./components/AuditPage').then((m) => ({ Component: m.AuditPage })),
  },
  {
    path: appPages.school.dataProtection,
    lazy: () => import('./components/DataProtectionPage').then((m) => ({ Component: m.DataProtectionPage })),
  },
];
