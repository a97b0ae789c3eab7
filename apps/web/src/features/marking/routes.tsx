import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * Marking, mounted by src/app/feature-routes.ts: the teacher's screens under `/teacher` (the
 * marking of an assignment by question and by student, students' queries, results) and the
 * student's review of released work under `/student`.
 */
export const teacherMarkingRoutes: RouteObject[] = [
  {
    path: appPages.teacher.marking,
    element: lazyPage(
      () => import('./components/MarkingOverviewPage'),
      (m) => m.MarkingOverviewPage,
    ),
  },
  {
    path: appPages.teacher.markingQuestion,
    element: lazyPage(
      () => import('./components/MarkQuestionPage'),
      (m) => m.MarkQuestionPage,
    ),
  },
  {
    path: appPages.teacher.markingStudent,
    element: lazyPage(
      () => import('./components/MarkStudentPage'),
      (m) => m.MarkStudentPage,
    ),
  },
  {
    path: appPages.teacher.markingQueries,
    element: lazyPage(
      () => import('./components/MarkQueriesPage'),
      (m) => m.MarkQueriesPage,
    ),
  },
  {
    path: appPages.teacher.results,
    element: lazyPage(
      () => import('./components/ResultsPage'),
      (m) => m.ResultsPage,
    ),
  },
];

export const studentMarkingRoutes: RouteObject[] = [
  {
    path: appPages.student.review,
    element: lazyPage(
      () => import('./components/ReviewPage'),
      (m) => m.ReviewPage,
    ),
  },
];
