import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/**
 * The public password pages (no login; plain React + CSS, like /login): "forgot password" and
 * the page of the e-mailed reset link. Mounted under the public layout by app/public-routes.ts.
 */
export const passwordResetRoutes: RouteObject[] = [
  {
    path: appPages.forgotPassword,
    lazy: () => import('./ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: appPages.loginSso,
    lazy: () => import('./SsoLandingPage').then((m) => ({ Component: m.SsoLandingPage })),
  },
  {
    path: appPages.resetPassword,
    lazy: () => import('./ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  },
];
