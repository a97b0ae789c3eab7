/**
 * The signed-in part of the route tree, loaded lazily by router.tsx for every path that is not
 * a public page: the token guard (no token -> /login?next=...), the app layout (Mantine and
 * TanStack Query, itself lazy) with the role areas and the feature slots of ./feature-routes.ts,
 * and the 404 screen in the public layout for paths that match nothing.
 * This chunk holds route objects only (a few KB); screens load lazily as before.
 */
// First: Zod must be jitless before any schema is built (see the module).
import '../lib/zod-jitless';
import { appPages } from '@markwell/contracts/app-pages';
import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { NotFound } from '../components/NotFound';
import { lazyPage } from '../lib/lazy-page';
import { adaptRoutes } from './adapt-routes';
import { featureRoutes as rawFeatureRoutes, type FeatureRouteSlot } from './feature-routes';
import { RequireToken } from './guards';
import { PublicLayout } from './layouts/PublicLayout';
import type { RequireRoleProps } from './layouts/RequireRole';

type SignedInSlot = Exclude<FeatureRouteSlot, 'public'>;

const featureRoutes = Object.fromEntries(
  Object.entries(rawFeatureRoutes)
    .filter(([slot]) => slot !== 'public')
    .map(([slot, routes]) => [slot, adaptRoutes(routes)]),
) as Record<SignedInSlot, RouteObject[]>;

const AppLayout = lazy(() => import('./layouts/AppLayout').then((m) => ({ default: m.AppLayout })));
const RequireRoleLazy = lazy(() => import('./layouts/RequireRole').then((m) => ({ default: m.RequireRole })));
const requireRole = (props: RequireRoleProps) => <RequireRoleLazy {...props} />;

export const signedInRoutes: RouteObject[] = [
  {
    element: <RequireToken />,
    children: [
      {
        element: <AppLayout />,
        children: [
          {
            path: appPages.notifications,
            element: lazyPage(
              () => import('../features/notifications/NotificationsPage'),
              (m) => m.NotificationsPage,
            ),
          },
          ...featureRoutes.app,
          {
            path: appPages.student.home,
            element: requireRole({ roles: ['student'] }),
            children: [
              {
                index: true,
                element: lazyPage(
                  () => import('../features/role-home/StudentHome'),
                  (m) => m.StudentHome,
                ),
              },
              ...featureRoutes.student,
            ],
          },
          {
            path: appPages.teacher.home,
            element: requireRole({ roles: ['teacher'] }),
            children: [
              {
                index: true,
                element: lazyPage(
                  () => import('../features/role-home/TeacherHome'),
                  (m) => m.TeacherHome,
                ),
              },
              ...featureRoutes.teacher,
            ],
          },
          {
            path: appPages.school.home,
            element: requireRole({ roles: ['schooladmin'], orIf: (me) => me.schoolAdmin }),
            children: [
              {
                index: true,
                element: lazyPage(
                  () => import('../features/role-home/SchoolHome'),
                  (m) => m.SchoolHome,
                ),
              },
              ...featureRoutes.school,
            ],
          },
          {
            path: appPages.staff.home,
            element: requireRole({ roles: ['staff', 'admin'] }),
            children: [
              {
                index: true,
                element: lazyPage(
                  () => import('../features/role-home/StaffHome'),
                  (m) => m.StaffHome,
                ),
              },
              ...featureRoutes.staff,
            ],
          },
          {
            path: appPages.admin.home,
            element: requireRole({ roles: ['admin'] }),
            children: [
              {
                index: true,
                element: lazyPage(
                  () => import('../features/role-home/AdminHome'),
                  (m) => m.AdminHome,
                ),
              },
              ...featureRoutes.admin,
            ],
          },
        ],
      },
    ],
  },
  {
    element: <PublicLayout />,
    children: [{ path: '*', element: <NotFound /> }],
  },
];

/** Rendered by router.tsx under its "*" route (pathname base "/"). */
export function SignedInRoutes() {
  return useRoutes(signedInRoutes);
}
