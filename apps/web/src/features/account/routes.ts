import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/** The signed-in user's own account screens, for every role (the `app` slot): /account/password. */
export const accountRoutes: RouteObject[] = [
  {
    path: appPages.accountPassword,
    lazy: () => import('./components/ChangePasswordPage').then((m) => ({ Component: m.ChangePasswordPage })),
  },
];
