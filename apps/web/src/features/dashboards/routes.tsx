import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const page = () =>
  lazyPage(
    () => import('./components/DashboardsPage'),
    (m) => m.DashboardsPage,
  );

/** The teacher's dashboards, mounted by src/app/feature-routes.ts under `/teacher`. */
export const teacherDashboardsRoutes: RouteObject[] = [{ path: appPages.teacher.dashboards, element: page() }];

/** The same dashboards for school admins (every class of the school), under `/school`. */
export const schoolDashboardsRoutes: RouteObject[] = [{ path: appPages.school.dashboards, element: page() }];
