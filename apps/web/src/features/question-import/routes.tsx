import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The question import screen, mounted by src/app/feature-routes.ts under `/staff`
 * (content staff and admins): /staff/questions/import.
 */
export const questionImportRoutes: RouteObject[] = [
  {
    path: appPages.staff.questionImport,
    element: lazyPage(
      () => import('./components/QuestionImportPage'),
      (m) => m.QuestionImportPage,
    ),
  },
];
