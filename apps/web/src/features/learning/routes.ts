import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/**
 * The student's learning pages, mounted by src/app/feature-routes.ts as children of `/student`:
 * their courses, a course's lessons, a lesson with its practice, today's revision and their progress.
 */
export const learningRoutes: RouteObject[] = [
  {
    path: appPages.student.learn,
    lazy: () => import('./components/LearnPage').then((m) => ({ Component: m.LearnPage })),
  },
  {
    path: appPages.student.learnCourse,
    lazy: () => import('./components/CoursePage').then((m) => ({ Component: m.CoursePage })),
  },
  {
    path: appPages.student.learnLesson,
    lazy: () => import('./components/LessonPage').then((m) => ({ Component: m.LessonPage })),
  },
  {
    path: appPages.student.progress,
    lazy: () => import('./components/ProgressPage').then((m) => ({ Component: m.ProgressPage })),
  },
  {
    path: appPages.student.revise,
    lazy: () => import('./components/RevisePage').then((m) => ({ Component: m.RevisePage })),
  },
];
