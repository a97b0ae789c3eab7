/**
 * The route tree (React Router 7, declarative mode: see docs/adr/0003-web-stack.md for why not
 * the data router). Feature screens are NOT listed here: they come in through the slots of
 * ./feature-routes.ts. Pages load lazily (lazyPage); layouts hold the Suspense boundaries.
 */
import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { NotFound } from '../components/NotFound';
import { PageLoader } from '../components/PageLoader';
import { lazyPage } from '../lib/lazy-page';
import { adaptRoutes } from './adapt-routes';
import { featureRoutes as rawFeatureRoutes, type FeatureRouteSlot } from './feature-routes';
import { RequireToken } from './guards';
import { PublicLayout } from './layouts/PublicLayout';
import type { RequireRoleProps } from './layouts/RequireRole';

const featureRoutes = Object.fromEntries(
  Object.entries(rawFeatureRoutes).map(([slot, routes]) => [
    slot,
    adaptRoutes(routes, { withQuery: slot === 'public' }),
  ]),
) as Record<FeatureRouteSlot, RouteObject[]>;

const AppLayout = lazy(() => import('./layouts/AppLayout').then((m) => ({ default: m.AppLayout })));
const RequireRoleLazy = lazy(() => import('./layouts/RequireRole').then((m) => ({ default: m.RequireRole })));
const requireRole = (props: RequireRoleProps) => <RequireRoleLazy {...props} />;

export const appRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        index: true,
        element: lazyPage(
          () => import('../features/public-home/PublicHomePage'),
          (m) => m.PublicHomePage,
        ),
      },
      {
        path: 'login',
        element: lazyPage(
          () => import('../features/auth/LoginPage'),
          (m) => m.LoginPage,
        ),
      },
      ...featureRoutes.public,
      { path: '*', element: <NotFound /> },
    ],
  },
  {
    element: <RequireToken />,
    children: [
      {
        element: <AppLayout />,
        children: [
          {
            path: 'notifications',
            element: lazyPage(
              () => import('../features/notifications/NotificationsPage'),
              (m) => m.NotificationsPage,
            ),
          },
          ...featureRoutes.app,
          {
            path: 'student',
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
            path: 'teacher',
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
            path: 'school',
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
            path: 'staff',
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
            path: 'admin',
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
];

/** Renders the route tree; put it inside a router (BrowserRouter in main.tsx, MemoryRouter in tests). */
export function AppRoutes() {
  const element = useRoutes(appRoutes);
  return <Suspense fallback={<PageLoader />}>{element}</Suspense>;
}
