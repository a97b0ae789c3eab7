import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The teachers' assignments, mounted by src/app/feature-routes.ts under `/teacher`: the list
 * (/teacher/assignments, where notifications link), the set-up form (new?template=…, :id/edit)
 * and the live page of one assignment.
 */
export const assignmentRoutes: RouteObject[] = [
  {
    path: 'assignments',
    element: lazyPage(
      () => import('./components/AssignmentsListPage'),
      (m) => m.AssignmentsListPage,
    ),
  },
  {
    path: 'assignments/new',
    element: lazyPage(
      () => import('./components/AssignmentFormPage'),
      (m) => m.AssignmentFormPage,
    ),
  },
  {
    path: 'assignments/:id/edit',
    element: lazyPage(
      () => import('./components/AssignmentFormPage'),
      (m) => m.AssignmentFormPage,
    ),
  },
  {
    path: 'assignments/:id',
    element: lazyPage(
      () => import('./components/AssignmentPage'),
      (m) => m.AssignmentPage,
    ),
  },
];
