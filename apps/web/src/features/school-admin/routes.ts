import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/**
 * School admin screens, mounted by src/app/feature-routes.ts as children of `/school`
 * (behind the school admin guard and the app layout): /school/teachers, /school/classes,
 * /school/students. Each page loads on first visit.
 */
export const schoolAdminRoutes: RouteObject[] = [
  {
    path: appPages.school.teachers,
    lazy: () => import('./components/TeachersPage').then((m) => ({ Component: m.TeachersPage })),
  },
  {
    path: appPages.school.classes,
    lazy: () => import('./components/ClassesPage').then((m) => ({ Component: m.ClassesPage })),
  },
  {
    path: appPages.school.signIn,
    lazy: () => import('./components/SsoSettingsPage').then((m) => ({ Component: m.SsoSettingsPage })),
  },
  {
    path: appPages.school.roster,
    lazy: () => import('./components/RosterPage').then((m) => ({ Component: m.RosterPage })),
  },
  {
    path: appPages.school.students,
    lazy: () => import('./components/StudentsPage').then((m) => ({ Component: m.StudentsPage })),
  },
];
