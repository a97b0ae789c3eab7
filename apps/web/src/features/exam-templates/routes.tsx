import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The teachers' exam templates, mounted by src/app/feature-routes.ts under `/teacher`: the
 * browser (/teacher/templates) and the builder (/teacher/templates/new, /teacher/templates/:id).
 */
export const examTemplateRoutes: RouteObject[] = [
  {
    path: 'templates',
    element: lazyPage(
      () => import('./components/TemplateBrowserPage'),
      (m) => m.TemplateBrowserPage,
    ),
  },
  {
    path: 'templates/new',
    element: lazyPage(
      () => import('./components/TemplateBuilderPage'),
      (m) => m.TemplateBuilderPage,
    ),
  },
  {
    path: 'templates/:id',
    element: lazyPage(
      () => import('./components/TemplateBuilderPage'),
      (m) => m.TemplateBuilderPage,
    ),
  },
];
