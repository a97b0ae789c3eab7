import type { Role } from '@markwell/contracts';
import { forbidden, notFound } from './errors';

/**
 * Who may call a route. Every route declares one in `config.access`; the auth plugin refuses
 * to register a route without it and enforces it before the body is even validated
 * (so an anonymous caller gets 401, a wrong role 403, and only then bad input 400).
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

export const STUDENT = ['student'] as const satisfies readonly Role[];
/** Teachers, including school admins (a school admin is a teacher with the flag). */
export const TEACHER = ['teacher', 'schooladmin'] as const satisfies readonly Role[];
export const SCHOOL_ADMIN = ['schooladmin'] as const satisfies readonly Role[];
/** Content staff; the platform admin may do everything staff may. */
export const STAFF = ['staff', 'admin'] as const satisfies readonly Role[];
export const ADMIN = ['admin'] as const satisfies readonly Role[];
export const SCHOOL_MEMBER = ['student', 'teacher', 'schooladmin'] as const satisfies readonly Role[];

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  schoolId: number | null;
  schoolAdmin: boolean;
  owner: boolean;
  image: string | null;
  /** The version a token must carry to be honoured (raised by log out, password change and reset). */
  tokenVersion: number;
  /** Signed in with a one-time password: only routes marked `allowedBeforePasswordChange` answer. */
  mustChangePassword: boolean;
}

/** Content staff or the platform admin: they see every school's and curriculum's data. */
export const isStaff = (user: Pick<AuthUser, 'role'>) => user.role === 'staff' || user.role === 'admin';

/** The role a user row stands for: a school admin is a teacher with the flag. */
export function roleOf(kind: string, schoolAdmin: boolean): Role {
  if (kind === 'teacher') return schoolAdmin ? 'schooladmin' : 'teacher';
  return kind as Role;
}

/** The signed-in user as routes and services see it, from their row in `users`. */
export function toAuthUser(row: Omit<AuthUser, 'role'> & { kind: string }): AuthUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: roleOf(row.kind, row.schoolAdmin),
    schoolId: row.schoolId,
    schoolAdmin: row.schoolAdmin,
    owner: row.owner,
    image: row.image,
    tokenVersion: row.tokenVersion,
    mustChangePassword: row.mustChangePassword,
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Answers a user who must still replace a one-time password (me, change password, log out). */
    allowedBeforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null on a public route called anonymously. */
    auth: AuthUser | null;
  }
}

/** What to answer a caller who belongs to no school (see callerSchoolId). */
export type NoSchoolAnswer = { why: string } | { missing: string };

/**
 * The caller's school, by the house rule for whatever belongs to a school: another school's object
 * is answered like a missing one (404: the lookup is scoped by this id, so ids cannot be probed
 * across schools), and a caller who belongs to no school is refused with 403 and `why` by a service
 * that only serves members of a school (a route's roles may let content staff or admins through
 * for other reasons). Where the school only scopes finding one object by its id, pass
 * `{ missing: 'Assignment' }`: such a caller then gets that object's 404, since every id is another
 * school's to them.
 */
export function callerSchoolId(
  user: Pick<AuthUser, 'schoolId'>,
  noSchool: NoSchoolAnswer = { why: 'You are not a member of a school' },
): number {
  if (user.schoolId !== null && user.schoolId !== undefined) return user.schoolId;
  throw 'missing' in noSchool ? notFound(noSchool.missing) : forbidden(noSchool.why);
}
