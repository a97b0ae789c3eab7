import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/**
 * Content staff screens, mounted by app/feature-routes.ts as children of `/staff` (behind the
 * staff role guard and the app layout, so Mantine is available). Every screen is lazy, and the
 * TipTap editor is a further lazy chunk: neither ever reaches the public pages.
 */
export const cmsAdminRoutes: RouteObject[] = [
  {
    path: appPages.staff.pages,
    lazy: () => import('./components/CmsPagesScreen').then((m) => ({ Component: m.CmsPagesScreen })),
  },
  {
    path: appPages.staff.newPage,
    lazy: () => import('./components/CmsPageEditor').then((m) => ({ Component: m.CmsPageEditorScreen })),
  },
  {
    path: appPages.staff.page,
    lazy: () => import('./components/CmsPageEditor').then((m) => ({ Component: m.CmsPageEditorScreen })),
  },
  {
    path: appPages.staff.homeSections,
    lazy: () => import('./components/HomeSectionsScreen').then((m) => ({ Component: m.HomeSectionsScreen })),
  },
  {
    path: appPages.staff.teasers,
    lazy: () => import('./components/TeasersScreen').then((m) => ({ Component: m.TeasersScreen })),
  },
  {
    path: appPages.staff.seo,
    lazy: () => import('./components/SeoPagesScreen').then((m) => ({ Component: m.SeoPagesScreen })),
  },
  // The shell's navigation links here (routes.staff.seoPages).
  {
    path: appPages.staff.seoPages,
    lazy: () => import('./components/SeoPagesScreen').then((m) => ({ Component: m.SeoPagesScreen })),
  },
  {
    path: appPages.staff.blog,
    lazy: () => import('./components/BlogPostsScreen').then((m) => ({ Component: m.BlogPostsScreen })),
  },
  {
    path: appPages.staff.newBlogPost,
    lazy: () => import('./components/BlogPostEditor').then((m) => ({ Component: m.BlogPostEditorScreen })),
  },
  {
    path: appPages.staff.blogPost,
    lazy: () => import('./components/BlogPostEditor').then((m) => ({ Component: m.BlogPostEditorScreen })),
  },
  {
    path: appPages.staff.inbox,
    lazy: () => import('./components/InboxScreen').then((m) => ({ Component: m.InboxScreen })),
  },
  {
    path: appPages.staff.tips,
    lazy: () => import('./components/TipsScreen').then((m) => ({ Component: m.TipsScreen })),
  },
  {
    path: appPages.staff.menus,
    lazy: () => import('./components/MenusScreen').then((m) => ({ Component: m.MenusScreen })),
  },
];
