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

/** Content staff's lesson editor, mounted as children of `/staff`. */
export const staffLessonRoutes: RouteObject[] = [
  {
    path: appPages.staff.lessons,
    lazy: () => import('./components/StaffLessonsScreen').then((m) => ({ Component: m.StaffLessonsScreen })),
  },
  {
    path: appPages.staff.lesson,
    lazy: () => import('./components/StaffLessonEditor').then((m) => ({ Component: m.StaffLessonEditorScreen })),
  },
];

/** Teachers' review of the practice answers the engine was unsure of, mounted as children of `/teacher`. */
export const teacherPracticeReviewRoutes: RouteObject[] = [
  {
    path: appPages.teacher.practiceReview,
    lazy: () => import('./components/PracticeReviewScreen').then((m) => ({ Component: m.PracticeReviewScreen })),
  },
];
