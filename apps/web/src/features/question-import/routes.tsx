import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The question import screen, mounted by src/app/feature-routes.ts under `/staff`
 * (content staff and admins): /staff/questions/import.
 */
export const questionImportRoutes: RouteObject[] = [
  {
    path: 'questions/import',
    element: lazyPage(
      () => import('./components/QuestionImportPage'),
      (m) => m.QuestionImportPage,
    ),
  },
];
