/** The demo logins, printed at start and listed in the README. All use DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.markwell.test',
  staff: 'staff@demo.markwell.test',
  schoolAdmin: 'schooladmin@demo.markwell.test',
  teacher: 'teacher@demo.markwell.test',
  student: 'student@demo.markwell.test',
  teacher2: 'teacher2@demo.markwell.test',
  student2: 'student2@demo.markwell.test',
} as const;

export const DEMO_LOGIN_LINES = [
  ['platform admin', DEMO_ACCOUNTS.admin],
  ['content staff', DEMO_ACCOUNTS.staff],
  ['school admin (Northfield Academy)', DEMO_ACCOUNTS.schoolAdmin],
  ['teacher (Northfield Academy, class 10B Biology)', DEMO_ACCOUNTS.teacher],
  ['student (Northfield Academy, class 10B Biology)', DEMO_ACCOUNTS.student],
  ['teacher (Riverside School)', DEMO_ACCOUNTS.teacher2],
  ['student (Riverside School)', DEMO_ACCOUNTS.student2],
] as const;
