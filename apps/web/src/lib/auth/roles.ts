import type { Role } from '@markwell/contracts/auth';
import { routes } from '../paths';

/** Where each role lands after logging in. */
export const ROLE_HOME: Readonly<Record<Role, string>> = {
  student: routes.student.home,
  teacher: routes.teacher.home,
  schooladmin: routes.school.home,
  staff: routes.staff.home,
  admin: routes.admin.home,
};

export const roleHome = (role: Role): string => ROLE_HOME[role];

export const ROLE_LABEL: Readonly<Record<Role, string>> = {
  student: 'Student',
  teacher: 'Teacher',
  schooladmin: 'School admin',
  staff: 'Content staff',
  admin: 'Administrator',
};

/**
 * A safe in-app path to go back to after login: only same-origin absolute paths
 * ("/teacher/classes"), never "//evil.example" or "https://…".
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next === '/login' || next.startsWith('/login?')) return null;
  return next;
}
