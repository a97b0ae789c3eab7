import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The status routes sit directly under /api/v2 with the course id first (`/api/v2/:courseId/enroll`),
 * where a parameter could swallow another route's static segment or be swallowed by one. These tests
 * read the real route table and send every route's URL through the app's own router as a teacher:
 * a request that reaches an academy status handler is known by its answer (a course id that does
 * not exist is a 404 `course_not_found`, a word in its place a 400 on `courseId`), and no other
 * route answers either.
 */

const ACADEMY_STATUS_ROUTES = [
  'PATCH /api/v2/:courseId/enroll',
  'PATCH /api/v2/:courseId/deactivate',
  'PATCH /api/v2/:courseId/reactivate',
  'PATCH /api/v2/agains/:courseId/take',
];
/** No course has this id in the test database. */
const MISSING = '777777';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const routes = () =>
  t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/v2/') && !r.url.includes('*'));
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, MISSING);

/** Whether an answer came from an academy status handler (or its course id check). */
function fromAcademyStatusRoute(res: LightMyRequestResponse) {
  if (!res.headers['content-type']?.toString().includes('json')) return false;
  const body = res.json() as { code?: string; errors?: { path: string }[] };
  return (
    body.code === 'course_not_found' ||
    body.code === 'academy_status_conflict' ||
    // a path parameter: the dashboards' statistics take a `courseId` in their query string
    (body.errors ?? []).some((e) => e.path === 'params.courseId')
  );
}

// A fresh token per request (t.request signs one each time): a route that logs out cannot spoil the rest.
const asTeacher = (method: string, url: string) => t.request('teacher', { method: method as 'PATCH', url });

describe('the academy status routes in the route table', () => {
  it('are registered exactly as the API lists them', () => {
    const served = new Set(routes().map((r) => `${r.method} ${r.url}`));
    for (const route of ACADEMY_STATUS_ROUTES) expect(served.has(route), route).toBe(true);
  });

  it('reach their own handler for a course id', async () => {
    for (const route of ACADEMY_STATUS_ROUTES) {
      const [method, pattern] = route.split(' ') as [string, string];
      const res = await asTeacher(method, concrete(pattern));
      expect(res.statusCode, route).toBe(404);
      expect(res.json().code, route).toBe('course_not_found');
    }
  });

  it('never answer a request meant for another /api/v2 route', async () => {
    const others = routes().filter((r) => !ACADEMY_STATUS_ROUTES.includes(`${r.method} ${r.url}`));
    expect(others.length).toBeGreaterThan(100);
    const reached: string[] = [];
    for (const r of others) {
      const res = await asTeacher(r.method, concrete(r.url));
      expect(res.statusCode, `${r.method} ${r.url}`).not.toBe(401);
      // The teachers' academy reads answer the same course codes from their own static path.
      const ownAcademyRead = r.url.startsWith('/api/v2/teacher/academy/') && r.method !== 'PATCH';
      if (!ownAcademyRead && fromAcademyStatusRoute(res)) reached.push(`${r.method} ${r.url}`);
    }
    expect(reached).toEqual([]);
  });

  it('take no static segment of another route as a course id', async () => {
    const segments = new Set(
      routes()
        .flatMap((r) => r.url.split('/').slice(3))
        .filter((s) => s && !s.startsWith(':')),
    );
    expect(segments.has('assignments') || segments.has('mafassignments')).toBe(true);
    for (const segment of segments) {
      for (const url of [
        `/api/v2/${segment}/enroll`,
        `/api/v2/${segment}/deactivate`,
        `/api/v2/${segment}/reactivate`,
        `/api/v2/agains/${segment}/take`,
      ]) {
        const res = await asTeacher('PATCH', url);
        // Served by another route, or refused as a course id before any academy handler runs.
        expect([200, 201, 204, 400, 403, 404, 405, 409], url).toContain(res.statusCode);
        if (fromAcademyStatusRoute(res)) {
          expect(res.statusCode, url).toBe(400);
          expect(res.json().code, url).not.toBe('course_not_found');
        }
      }
    }
  });

  it('are not reached by an id-looking segment that is not a strict id', async () => {
    for (const bad of ['0', '007', '1e3', '%2031', '-5', '2147483648']) {
      const res = await asTeacher('PATCH', `/api/v2/${bad}/enroll`);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
