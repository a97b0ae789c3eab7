import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The teachers' assignments, mounted by src/app/feature-routes.ts under `/teacher`: the list
 * (/teacher/assignments, where notifications link), the set-up form (new?template=…, :id/edit)
 * and the live page of one assignment.
 */
export const assignmentRoutes: RouteObject[] = [
  {
    path: appPages.teacher.assignments,
    element: lazyPage(
      () => import('./components/AssignmentsListPage'),
      (m) => m.AssignmentsListPage,
    ),
  },
  {
    path: appPages.teacher.newAssignment,
    element: lazyPage(
      () => import('./components/AssignmentFormPage'),
      (m) => m.AssignmentFormPage,
    ),
  },
  {
    path: appPages.teacher.editAssignment,
    element: lazyPage(
      () => import('./components/AssignmentFormPage'),
      (m) => m.AssignmentFormPage,
    ),
  },
  {
    path: appPages.teacher.assignment,
    element: lazyPage(
      () => import('./components/AssignmentPage'),
      (m) => m.AssignmentPage,
    ),
  },
];
