/**
 * Where feature routes are composed: the ONE file a new feature touches to plug its screens
 * into the app. Each feature exports a `RouteObject[]` from `src/features/<feature>/routes.ts(x)`
 * with lazy pages, either `lazy: () => import('./pages/X').then((m) => ({ Component: m.X }))`
 * or `element: lazyPage(() => import('./pages/X'), (m) => m.X)` (lib/lazy-page), and is listed
 * here under the slot it belongs to. signed-in-routes.tsx mounts each slot (through adapt-routes.tsx:
 * no loaders/actions/errorElement, the router runs in declarative mode, see ADR 0003). This file
 * is loaded lazily (never by the entry): the public pages do not download the signed-in route tree.
 *
 * - public   children of the public layout (no login, no Mantine, no TanStack Query: keep them light),
 *            e.g. /pages/:slug, /blog. Listed in ./public-routes.ts (part of the entry), not here
 * - app      children of the app layout for any signed-in user, e.g. /notifications
 * - student  children of /student      (role student)
 * - teacher  children of /teacher      (role teacher)
 * - school   children of /school       (role schooladmin, or any user with the schoolAdmin flag)
 * - staff    children of /staff        (roles staff and admin)
 * - admin    children of /admin        (role admin)
 *
 * Every `path` comes from `appPages` (@markwell/contracts/app-pages), written absolute
 * ('/school/teachers'): the server reads the same list to answer unknown paths with 404, and a
 * test fails on a route path written anywhere else.
 * Features never import each other; only this file imports their routes.
 */
import type { RouteObject } from 'react-router';
import { publicFeatureRoutes } from './public-routes';
import { schoolAdminRoutes } from '../features/school-admin/routes';
import { schoolDataProtectionRoutes } from '../features/data-protection/routes';
import { cmsAdminRoutes } from '../features/cms-admin/routes';
import { questionImportRoutes } from '../features/question-import/routes';
import { questionBankRoutes, teacherQuestionBankRoutes } from '../features/question-bank/routes';
import { teacherClassesRoutes } from '../features/classes/routes';
import { examTemplateRoutes, staffExamTemplateRoutes } from '../features/exam-templates/routes';
import { assignmentRoutes } from '../features/assignments/routes';
import { platformAdminRoutes } from '../features/platform-admin/routes';
import { reportProblemRoutes } from '../features/report-problem/routes';
import { accountRoutes } from '../features/account/routes';
import { learningRoutes, staffLessonRoutes, teacherPracticeReviewRoutes } from '../features/learning/routes';
import { studentAssignmentsRoutes } from '../features/student-assignments/routes';
import { examSittingRoutes } from '../features/exam-sitting/routes';
import { messagesRoutes } from '../features/messages/routes';
import { staffAcademyRoutes, teacherAcademyRoutes } from '../features/academy/routes';
import { adminBillingRoutes, schoolBillingRoutes, staffPricesRoutes } from '../features/billing/routes';
import { studentMarkingRoutes, teacherMarkingRoutes } from '../features/marking/routes';
import { schoolDashboardsRoutes, teacherDashboardsRoutes } from '../features/dashboards/routes';
import { schoolMockRoutes, staffMockRoutes, teacherMockRoutes } from '../features/mock-exams/routes';

export type FeatureRouteSlot = 'public' | 'app' | 'student' | 'teacher' | 'school' | 'staff' | 'admin';

export const featureRoutes: Readonly<Record<FeatureRouteSlot, RouteObject[]>> = {
  public: publicFeatureRoutes, // edit ./public-routes.ts: public routes are part of the entry bundle
  app: [...reportProblemRoutes, ...messagesRoutes, ...accountRoutes],
  student: [...studentAssignmentsRoutes, ...examSittingRoutes, ...studentMarkingRoutes, ...learningRoutes],
  teacher: [
    ...teacherClassesRoutes,
    ...teacherQuestionBankRoutes,
    ...examTemplateRoutes,
    ...assignmentRoutes,
    ...teacherAcademyRoutes,
    ...teacherMarkingRoutes,
    ...teacherDashboardsRoutes,
    ...teacherMockRoutes,
    ...teacherPracticeReviewRoutes,
  ],
  school: [
    ...schoolAdminRoutes,
    ...schoolDataProtectionRoutes,
    ...schoolBillingRoutes,
    ...schoolDashboardsRoutes,
    ...schoolMockRoutes,
  ],
  staff: [
    ...questionImportRoutes,
    ...cmsAdminRoutes,
    ...questionBankRoutes,
    ...staffAcademyRoutes,
    ...staffPricesRoutes,
    ...staffMockRoutes,
    ...staffExamTemplateRoutes,
    ...staffLessonRoutes,
  ],
  admin: [...platformAdminRoutes, ...adminBillingRoutes],
};
