import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/**
 * Registration of a school or coach (public, plain React + CSS like /login): the wizard and the
 * page of the e-mailed confirmation link. Mounted under the public layout by app/public-routes.ts.
 */
export const registrationRoutes: RouteObject[] = [
  {
    path: appPages.register,
    lazy: () => import('./RegisterPage').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: appPages.registerConfirm,
    lazy: () => import('./ConfirmEmailPage').then((m) => ({ Component: m.ConfirmEmailPage })),
  },
];
