/**
 * The route tree (React Router 7, declarative mode: see docs/adr/0003-web-stack.md for why not
 * the data router), in two parts so a public visitor downloads only the public part:
 *
 * - here, in the ENTRY bundle: the public layout with the home, /login and the public feature
 *   routes (./public-routes.ts);
 * - the signed-in areas' paths go to ./signed-in-routes.tsx, loaded lazily: the token guard and
 *   the app layout (feature slots of ./feature-routes.ts), and the 404 screen inside them;
 * - any other path is the 404 screen, without the signed-in tree.
 *
 * Feature screens are NOT listed here: they come in through the slots. Pages load lazily
 * (lazyPage); layouts hold the Suspense boundaries.
 */
import { appPages } from '@markwell/contracts/app-pages';
import { lazy, Suspense } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
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

/** Every path of appPages (a nested object of path strings). */
const pathsOf = (pages: unknown): string[] =>
  typeof pages === 'string' ? [pages] : Object.values(pages as object).flatMap(pathsOf);
const firstSegment = (path: string) => path.split('/')[1] ?? '';
const publicSegments = new Set(
  [appPages.home, appPages.login, ...publicFeatureRoutes.map((r) => r.path ?? '')].map(firstSegment),
);

/**
 * The first path segments of the signed-in areas (student, teacher, school, staff, admin and the
 * pages any signed-in user has), from appPages: only these load the signed-in route tree, so a
 * visitor's mistyped address gets the 404 screen without it (the public pages' script budget).
 */
export const signedInSegments = [...new Set(pathsOf(appPages).map(firstSegment))].filter(
  (segment) => segment !== '' && !publicSegments.has(segment),
);

/** Unknown paths outside the signed-in areas: the 404 screen in the public layout. */
const publicNotFound: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        path: '*',
        element: lazyPage(
          () => import('../components/NotFound'),
          (m) => m.NotFound,
        ),
      },
    ],
  },
];

/** Any path that is not a public page: a signed-in area, or a page that does not exist. */
function OtherPaths() {
  const { pathname } = useLocation();
  const inSignedInArea = signedInSegments.includes(firstSegment(pathname));
  const notFound = useRoutes(publicNotFound);
  // Its pathname base is "/", so the lazily loaded tree matches absolute paths.
  return inSignedInArea ? <SignedInRoutes /> : notFound;
}

const entryRoutes: RouteObject[] = [...publicRoutes, { path: '*', element: <OtherPaths /> }];

/** Renders the route tree; put it inside a router (BrowserRouter in main.tsx, MemoryRouter in tests). */
export function AppRoutes() {
  const element = useRoutes(entryRoutes);
  return <Suspense fallback={<PageLoader />}>{element}</Suspense>;
}
