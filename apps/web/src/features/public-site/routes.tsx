import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/**
 * Public site screens (no login, plain React + CSS: never Mantine or TipTap here, the public
 * pages' script budget is < 100 KB gzip). Mounted under the public layout by app/feature-routes.ts.
 */
export const publicSiteRoutes: RouteObject[] = [
  {
    path: appPages.publicPage,
    lazy: () => import('./components/CmsPageScreen').then((m) => ({ Component: m.CmsPageScreen })),
  },
  {
    path: appPages.blog,
    lazy: () => import('./components/BlogListPage').then((m) => ({ Component: () => <m.BlogListPage type={1} /> })),
  },
  {
    path: appPages.blogPost,
    lazy: () => import('./components/BlogPostPage').then((m) => ({ Component: () => <m.BlogPostPage type={1} /> })),
  },
  {
    path: appPages.freeResources,
    lazy: () => import('./components/BlogListPage').then((m) => ({ Component: () => <m.BlogListPage type={2} /> })),
  },
  {
    path: appPages.freeResource,
    lazy: () => import('./components/BlogPostPage').then((m) => ({ Component: () => <m.BlogPostPage type={2} /> })),
  },
];
