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

/**
 * The line printed at start when production runs with the demo accounts (DEMO_DATA=on asked for
 * explicitly), or null when it does not.
 */
export function productionDemoWarning(env: { NODE_ENV: string; demoData: boolean }): string | null {
  if (!env.demoData || env.NODE_ENV !== 'production') return null;
  return `WARNING: DEMO_DATA=on in production: the demo accounts (password ${DEMO_PASSWORD}) can sign in. Set DEMO_DATA=off for a real deployment.`;
}
