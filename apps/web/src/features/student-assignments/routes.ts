import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/**
 * The student's assignments list, mounted by src/app/feature-routes.ts as a child of `/student`
 * (behind the student guard and the app layout): /student/assignments.
 */
export const studentAssignmentsRoutes: RouteObject[] = [
  {
    path: appPages.student.assignments,
    lazy: () => import('./components/AssignmentsPage').then((m) => ({ Component: m.AssignmentsPage })),
  },
];
