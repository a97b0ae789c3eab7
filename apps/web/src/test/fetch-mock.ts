import { vi } from 'vitest';

export type Route = (url: URL, init: RequestInit) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200, contentType = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });

export const problem = (status: number, code: string, title: string, extra: Record<string, unknown> = {}) =>
  json({ type: 'about:blank', title, status, code, ...extra }, status, 'application/problem+json');

/** Replaces global fetch; each call is answered by the first route that returns a Response. */
export function mockFetch(...routes: Route[]) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    for (const route of routes) {
      const res = await route(url, init);
      if (res) return res;
    }
    return problem(404, 'not_found', 'Not Found');
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export const me = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  email: 'ada@school.test',
  name: 'Ada Lovelace',
  role: 'teacher',
  schoolId: 1,
  schoolName: 'Hilltop School',
  owner: false,
  schoolAdmin: false,
  userImage: null,
  messagesCount: 2,
  notificationsCount: 5,
  mustChangePassword: false,
  ...overrides,
});
