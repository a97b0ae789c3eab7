import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The teachers' exam templates, mounted by src/app/feature-routes.ts under `/teacher`: the
 * browser (/teacher/templates) and the builder (/teacher/templates/new, /teacher/templates/:id).
 */
export const examTemplateRoutes: RouteObject[] = [
  {
    path: appPages.teacher.templates,
    element: lazyPage(
      () => import('./components/TemplateBrowserPage'),
      (m) => m.TemplateBrowserPage,
    ),
  },
  {
    path: appPages.teacher.newTemplate,
    element: lazyPage(
      () => import('./components/TemplateBuilderPage'),
      (m) => m.TemplateBuilderPage,
    ),
  },
  {
    path: appPages.teacher.template,
    element: lazyPage(
      () => import('./components/TemplateBuilderPage'),
      (m) => m.TemplateBuilderPage,
    ),
  },
];

/**
 * Content staff's central templates (/staff/exam-templates), each with the topics it is the checkpoint of,
 * and the teachers' builder saving central ones (/staff/exam-templates/new, /staff/exam-templates/:id/edit).
 */
export const staffExamTemplateRoutes: RouteObject[] = [
  {
    path: appPages.staff.examTemplates,
    element: lazyPage(
      () => import('./components/StaffTemplatesPage'),
      (m) => m.StaffTemplatesPage,
    ),
  },
  {
    path: appPages.staff.newExamTemplate,
    element: lazyPage(
      () => import('./components/TemplateBuilderPage'),
      (m) => m.CentralTemplateBuilderPage,
    ),
  },
  {
    path: appPages.staff.examTemplate,
    element: lazyPage(
      () => import('./components/StaffTemplatePage'),
      (m) => m.StaffTemplatePage,
    ),
  },
  {
    path: appPages.staff.editExamTemplate,
    element: lazyPage(
      () => import('./components/TemplateBuilderPage'),
      (m) => m.CentralTemplateBuilderPage,
    ),
  },
];
