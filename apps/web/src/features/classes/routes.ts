import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/**
 * Teacher class screens, mounted by app/feature-routes.ts as children of `/teacher`:
 * /teacher/classes (the teacher's classes) and /teacher/classes/:id (students, subgroups and
 * the structure of the class's courses). The student side of "my classes" is on the student
 * home (features/role-home), since students may not open a course's lesson structure.
 */
export const teacherClassesRoutes: RouteObject[] = [
  {
    path: appPages.teacher.classes,
    lazy: () => import('./components/ClassesPage').then((m) => ({ Component: m.ClassesPage })),
  },
  {
    path: appPages.teacher.class,
    lazy: () => import('./components/ClassPage').then((m) => ({ Component: m.ClassPage })),
  },
];
