import type { RouteObject } from 'react-router';

/**
 * School admin screens, mounted by src/app/feature-routes.ts as children of `/school`
 * (behind the school admin guard and the app layout). Placeholder until the feature lands:
 * use relative paths ('teachers') or absolute ones under the parent ('/school/teachers').
 */
export const schoolAdminRoutes: RouteObject[] = [];
