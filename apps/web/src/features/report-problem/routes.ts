import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/**
 * "Report a problem", mounted by app/feature-routes.ts in the `app` slot (any signed-in user):
 * /report-problem?url=<path>&questionId=<id>. Other screens link to it with
 * `routes.reportProblemAbout({ url, questionId })` from lib/paths.
 */
export const reportProblemRoutes: RouteObject[] = [
  {
    path: appPages.reportProblem,
    lazy: () => import('./components/ReportProblemPage').then((m) => ({ Component: m.ReportProblemPage })),
  },
];
