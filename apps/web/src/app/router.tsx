/**
 * The route tree (React Router 7, declarative mode: see docs/adr/0003-web-stack.md for why not
 * the data router), in two parts so a public visitor downloads only the public part:
 *
 * - here, in the ENTRY bundle: the public layout with the home, /login and the public feature
 *   routes (./public-routes.ts);
 * - every other path goes to ./signed-in-routes.tsx, loaded lazily: the signed-in areas behind
 *   the token guard and the app layout (feature slots of ./feature-routes.ts), and the 404 screen.
 *
 * Feature screens are NOT listed here: they come in through the slots. Pages load lazily
 * (lazyPage); layouts hold the Suspense boundaries.
 */
import { appPages } from '@markwell/contracts/app-pages';
import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { lazyPage } from '../lib/lazy-page';
import { adaptRoutes } from './adapt-routes';
import { PublicLayout } from './layouts/PublicLayout';
import { publicFeatureRoutes } from './public-routes';

const SignedInRoutes = lazy(() => import('./signed-in-routes').then((m) => ({ default: m.SignedInRoutes })));

/** The public pages (entry bundle). */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        path: appPages.home,
        element: lazyPage(
          () => import('../features/public-home/PublicHomePage'),
          (m) => m.PublicHomePage,
        ),
      },
      {
        path: appPages.login,
        element: lazyPage(
          () => import('../features/auth/LoginPage'),
          (m) => m.LoginPage,
        ),
      },
      ...adaptRoutes(publicFeatureRoutes),
    ],
  },
];

const entryRoutes: RouteObject[] = [
  ...publicRoutes,
  // Anything else: a signed-in area (token guard, app layout) or the 404 screen. Its pathname
  // base is "/", so the lazily loaded tree matches absolute paths.
  { path: '*', element: <SignedInRoutes /> },
];

/** Renders the route tree; put it inside a router (BrowserRouter in main.tsx, MemoryRouter in tests). */
export function AppRoutes() {
  const element = useRoutes(entryRoutes);
  return <Suspense fallback={<PageLoader />}>{element}</Suspense>;
}
