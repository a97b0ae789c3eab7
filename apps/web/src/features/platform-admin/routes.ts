import type { RouteObject } from 'react-router';

/** Platform admin screens, mounted by app/feature-routes.ts as children of `/admin`: /admin/schools. */
export const platformAdminRoutes: RouteObject[] = [
  { path: 'schools', lazy: () => import('./components/SchoolsPage').then((m) => ({ Component: m.SchoolsPage })) },
];
