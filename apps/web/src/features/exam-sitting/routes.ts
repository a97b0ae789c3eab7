import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/**
 * The exam screen, mounted by src/app/feature-routes.ts as a child of `/student` (behind the
 * student guard and the app layout): /student/assignments/:id.
 */
export const examSittingRoutes: RouteObject[] = [
  {
    path: appPages.student.assignment,
    lazy: () => import('./components/ExamPage').then((m) => ({ Component: m.ExamPage })),
  },
];
