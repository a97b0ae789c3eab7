import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const schoolMocksPage = lazyPage(
  () => import('./components/SchoolMocksPage'),
  (m) => m.SchoolMocksPage,
);

/** Mock exams for teachers (/teacher/mocks): the sessions offered to the school. */
export const teacherMockRoutes: RouteObject[] = [{ path: appPages.teacher.mocks, element: schoolMocksPage }];

/** The same page for school admins (/school/mocks), who set it to any class of the school. */
export const schoolMockRoutes: RouteObject[] = [{ path: appPages.school.mocks, element: schoolMocksPage }];

/** Content staff (/staff/mocks): every session, a new one, one with its results and exports. */
export const staffMockRoutes: RouteObject[] = [
  {
    path: appPages.staff.mocks,
    element: lazyPage(
      () => import('./components/StaffMocksPage'),
      (m) => m.StaffMocksPage,
    ),
  },
  {
    path: appPages.staff.newMock,
    element: lazyPage(
      () => import('./components/MockSessionPage'),
      (m) => m.MockSessionPage,
    ),
  },
  {
    path: appPages.staff.mock,
    element: lazyPage(
      () => import('./components/MockSessionPage'),
      (m) => m.MockSessionPage,
    ),
  },
];
