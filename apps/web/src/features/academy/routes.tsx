import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The teacher academy, mounted by app/feature-routes.ts: under `/teacher` the academy page
 * (catalogue, my courses, progress) and the course player; under `/staff` the course editor.
 */
export const teacherAcademyRoutes: RouteObject[] = [
  {
    path: appPages.teacher.academy,
    element: lazyPage(
      () => import('./components/AcademyPage'),
      (m) => m.AcademyPage,
    ),
  },
  {
    path: appPages.teacher.academyCourse,
    element: lazyPage(
      () => import('./components/CoursePlayerPage'),
      (m) => m.CoursePlayerPage,
    ),
  },
];

export const staffAcademyRoutes: RouteObject[] = [
  {
    path: appPages.staff.academy,
    element: lazyPage(
      () => import('./components/StaffCoursesPage'),
      (m) => m.StaffCoursesPage,
    ),
  },
  {
    path: appPages.staff.academyCourse,
    element: lazyPage(
      () => import('./components/StaffCourseEditorPage'),
      (m) => m.StaffCourseEditorPage,
    ),
  },
];
