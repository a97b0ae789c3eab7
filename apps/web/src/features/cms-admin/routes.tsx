import type { RouteObject } from 'react-router';

/**
 * Content staff screens, mounted by app/feature-routes.ts as children of `/staff` (behind the
 * staff role guard and the app layout, so Mantine is available). Every screen is lazy, and the
 * TipTap editor is a further lazy chunk: neither ever reaches the public pages.
 */
export const cmsAdminRoutes: RouteObject[] = [
  { path: 'pages', lazy: () => import('./components/CmsPagesScreen').then((m) => ({ Component: m.CmsPagesScreen })) },
  {
    path: 'pages/new',
    lazy: () => import('./components/CmsPageEditor').then((m) => ({ Component: m.CmsPageEditorScreen })),
  },
  {
    path: 'pages/:id',
    lazy: () => import('./components/CmsPageEditor').then((m) => ({ Component: m.CmsPageEditorScreen })),
  },
  {
    path: 'home-sections',
    lazy: () => import('./components/HomeSectionsScreen').then((m) => ({ Component: m.HomeSectionsScreen })),
  },
  { path: 'teasers', lazy: () => import('./components/TeasersScreen').then((m) => ({ Component: m.TeasersScreen })) },
  { path: 'seo', lazy: () => import('./components/SeoPagesScreen').then((m) => ({ Component: m.SeoPagesScreen })) },
  // The shell's navigation links here (routes.staff.seoPages).
  {
    path: 'seo-pages',
    lazy: () => import('./components/SeoPagesScreen').then((m) => ({ Component: m.SeoPagesScreen })),
  },
  { path: 'blog', lazy: () => import('./components/BlogPostsScreen').then((m) => ({ Component: m.BlogPostsScreen })) },
  {
    path: 'blog/new',
    lazy: () => import('./components/BlogPostEditor').then((m) => ({ Component: m.BlogPostEditorScreen })),
  },
  {
    path: 'blog/:id',
    lazy: () => import('./components/BlogPostEditor').then((m) => ({ Component: m.BlogPostEditorScreen })),
  },
  { path: 'inbox', lazy: () => import('./components/InboxScreen').then((m) => ({ Component: m.InboxScreen })) },
];
