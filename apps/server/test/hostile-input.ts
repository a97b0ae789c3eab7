import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type Caller, type TestApp } from './test-app';

// Nothing a user sends may produce a 500: every route of the table, called by a signed-in user with
// odd ids, odd query strings and bodies of the wrong shape, answers a 2xx, 3xx or 4xx. The app has
// its own database copy, so the writes some of these calls make do not reach other test files.
//
// The sweep is about ten thousand requests: it is split by route over a few test files
// (src/hostile-input.*-of-*.test.ts), each with its own app, so the run's workers share it instead
// of one worker finishing it alone after the others are done.

const IDS = ['1', '0', '2147483648', 'abc', '1.5', '%00'];
const QUERIES = ['', '?page=-1&limit=1e9', '?curricula=x&query=%25%27%22%3B--&status=<b>', '?page[]=1&limit=[]'];
const BODIES: unknown[] = [
  {},
  [],
  'text',
  null,
  42,
  { id: 'x', name: ['a'], text: { a: 1 }, marks: -1, phrases: 'not a list', email: 1, page: {}, answer: 7 },
  { text: 'x'.repeat(100_000) },
  // Numbers past PostgreSQL's integer, wherever a number is expected.
  {
    text: 'Big numbers',
    title: 'Big numbers',
    name: 'Big numbers',
    curricula_id: 2 ** 31,
    curriculaId: 2 ** 31,
    lesson_id: 2 ** 31,
    max_marks: 2 ** 40,
    marks: 2 ** 31,
    position: 2 ** 31,
    type: 2 ** 31,
    qualificationId: 2 ** 31,
    teacherIds: [2 ** 31],
    groupIds: [2 ** 31],
    questionId: 2 ** 31,
    decisions: [{ id: 2 ** 31, status: 'accepted' }],
    marking_points: [{ text: 'x', marks: 2 ** 31, phrases: ['x'] }],
    levels: [{ level: 2 ** 31, minPoints: 2 ** 31 }],
  },
];
type SignedIn = Exclude<Caller, 'anonymous'>;
const CALLERS: SignedIn[] = ['admin', 'schoolAdmin', 'teacher', 'student'];

const everyRoute = (t: TestApp) =>
  t.app.routeTable.filter(
    (r) =>
      r.access !== undefined &&
      r.method !== 'HEAD' &&
      r.method !== 'OPTIONS' &&
      !/^\/(api\/docs|uploads\/|assets\/)/.test(r.url) &&
      // Logging in is throttled per account and address: it has its own tests.
      r.url !== '/login_check' &&
      // The health check answers 503 by design when the process is slow (a busy test machine):
      // it takes no input, and its own tests cover it.
      r.url !== '/health',
  );

// Each caller's token is signed once and reused: signing one per request (reading the user row
// each time) was about a third of the sweep. A 401 (a route of the sweep logged the caller out,
// or changed what their token says) signs a fresh one and sends the request again, so every
// later route is still reached signed in.
function signedInRequests(t: TestApp) {
  const tokens = new Map<Caller, string>();
  return async function request(caller: SignedIn, req: InjectOptions): Promise<LightMyRequestResponse> {
    const send = (token: string) =>
      t.app.inject({ ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } });
    const cached = tokens.get(caller);
    if (cached) {
      const res = await send(cached);
      if (res.statusCode !== 401) return res;
    }
    const fresh = await t.token(caller);
    tokens.set(caller, fresh);
    return send(fresh);
  };
}

const takesBody = (r: { method: string }) => r.method !== 'GET' && r.method !== 'DELETE';

/**
 * Which odd bodies a caller sends with which id: every body with the first id ('1', the one a
 * handler gets past its parameters with), and a third of the other pairs, shifted by caller, so
 * the callers together send every id with every body and each caller every id and every body.
 * All pairs for all four callers was about twice the requests (some 22,000) for the same routes
 * reached: a bad id is refused before the body is looked at.
 */
const sentTogether = (caller: number, id: number, body: number) => id === 0 || (caller + id + body) % 3 === 0;

/**
 * Share `part` (1-based) of `parts` of the routes, in the table's order: every parts-th route
 * that takes a body and every parts-th that does not (a route with a body is sent eight bodies,
 * one without none: counted apart, the shares hold about as many requests), so each share holds
 * routes of every module.
 */
function shareOf(t: TestApp, part: number, parts: number) {
  const seen = { body: 0, none: 0 };
  return everyRoute(t).filter((r) => seen[takesBody(r) ? 'body' : 'none']++ % parts === part - 1);
}

/** The sweep over share `part` of `parts` of the routes (shareOf). */
export function describeHostileInput(part: number, parts: number): void {
  let t: TestApp;
  let request: ReturnType<typeof signedInRequests>;
  beforeAll(async () => {
    t = await createTestApp();
    request = signedInRequests(t);
  });
  afterAll(() => t.close());
  const routes = () => shareOf(t, part, parts);

  describe(`hostile input (routes, share ${part} of ${parts})`, () => {
    it('no route answers 5xx to odd ids, queries or bodies, whoever calls', { timeout: 240_000 }, async () => {
      const failures: string[] = [];
      expect(routes().length, 'routes in this share').toBeGreaterThan(0);
      for (const r of routes()) {
        const hasBody = takesBody(r);
        for (const caller of CALLERS) {
          for (const [i, id] of IDS.entries()) {
            const url = r.url.replace(/:[A-Za-z]+/g, id) + QUERIES[i % QUERIES.length];
            const bodies = hasBody ? BODIES.filter((_, j) => sentTogether(CALLERS.indexOf(caller), i, j)) : [undefined];
            for (const body of bodies) {
              const res = await request(caller, {
                method: r.method as 'POST',
                url,
                ...(body === undefined
                  ? {}
                  : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
                remoteAddress: `10.77.${CALLERS.indexOf(caller)}.${i + 1}`,
              });
              if (res.statusCode >= 500)
                failures.push(
                  `${caller} ${r.method} ${url} ${JSON.stringify(body)?.slice(0, 60)} -> ${res.statusCode}`,
                );
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });

    it(
      'no route answers 5xx to a body of the wrong type or a broken multipart upload',
      { timeout: 120_000 },
      async () => {
        const odd = [
          { 'content-type': 'text/plain', payload: 'plain text' },
          { 'content-type': 'application/x-www-form-urlencoded', payload: 'a=1&b[]=2' },
          { 'content-type': 'application/json', payload: '{"unclosed": ' },
          {
            'content-type': 'multipart/form-data; boundary=xyz',
            payload: '--xyz\r\nContent-Disposition: form-data; name="file"',
          },
          { 'content-type': 'multipart/form-data', payload: 'no boundary at all' },
        ];
        const failures: string[] = [];
        for (const r of routes().filter(takesBody)) {
          for (const caller of ['admin', 'schoolAdmin'] as const) {
            for (const { payload, ...headers } of odd) {
              const url = r.url.replace(/:[A-Za-z]+/g, '1');
              const res = await request(caller, { method: r.method as 'POST', url, payload, headers });
              if (res.statusCode >= 500)
                failures.push(`${caller} ${r.method} ${url} ${headers['content-type']} -> ${res.statusCode}`);
            }
          }
        }
        expect(failures).toEqual([]);
      },
    );
  });
}
