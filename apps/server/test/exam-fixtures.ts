import type { Request } from './test-app';

/**
 * What `statusByCaller` should answer for a route, written as the four answers that differ between
 * routes: anonymous callers always get 401, the school's teacher and school admin (`school`) and
 * the platform's staff and admin (`platform`) are answered alike on every exam route.
 */
export function statusesFor(s: { student: number; otherTeacher: number; school: number; platform: number }) {
  return {
    anonymous: 401,
    student: s.student,
    otherTeacher: s.otherTeacher,
    teacher: s.school,
    schoolAdmin: s.school,
    staff: s.platform,
    admin: s.platform,
  };
}

/** A PATCH of an API v2 path with a JSON body, as `t.request` and `t.statusByCaller` take it. */
export function patchOf(path: string, payload: Record<string, unknown>): Request {
  return { method: 'PATCH', url: `/api/v2${path}`, payload };
}
