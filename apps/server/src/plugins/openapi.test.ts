import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCESS_HEADING, accessSentence, operationIdOf, problemStatusesOf } from './openapi';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
  'x-access'?: unknown;
}

let t: TestApp;
let doc: { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: object } };
let operations: { method: string; path: string; url: string; op: Operation }[];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      url: path.replace(/\{([^}]+)\}/g, ':$1'),
      op,
    })),
  );
});
afterAll(() => t.close());

const name = (o: { method: string; path: string }) => `${o.method} ${o.path}`;

/** Each operation that breaks a rule, by name: the failure lists them all at once. */
function offenders(rule: (o: (typeof operations)[number]) => boolean) {
  return operations.filter((o) => !rule(o)).map(name);
}

function accessOf(o: { method: string; url: string }) {
  return t.app.routeTable.find((r) => r.method === o.method && r.url === o.url)?.access;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3 and documents every served API route', () => {
    expect(doc.openapi).toMatch(/^3\.0\./);
    expect(operations.length).toBeGreaterThan(50);
    const documented = new Set(operations.map((o) => `${o.method} ${o.url}`));
    const served = t.app.routeTable.filter(
      (r) => /^\/(api\/v2|import|login_check)/.test(r.url) && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    );
    expect(served.filter((r) => !documented.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`)).toEqual(
      [],
    );
  });

  it('gives every operation a unique operationId', () => {
    expect(offenders((o) => /^[a-z][A-Za-z0-9]*$/.test(o.op.operationId ?? ''))).toEqual([]);
    const ids = operations.map((o) => o.op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('gives every operation a summary and a description of its own before the access statement', () => {
    expect(offenders((o) => Boolean(o.op.summary?.trim()))).toEqual([]);
    expect(
      offenders((o) => {
        const own = (o.op.description ?? '').split(ACCESS_HEADING)[0]!.trim();
        return own.length >= 20 && /[.!?)]$/.test(own);
      }),
    ).toEqual([]);
  });

  it("states who may call each operation, from the route's access rule", () => {
    expect(
      offenders((o) => {
        const access = accessOf(o);
        return access !== undefined && Boolean(o.op.description?.endsWith(accessSentence(access)));
      }),
    ).toEqual([]);
    expect(offenders((o) => JSON.stringify(o.op['x-access']) === JSON.stringify(accessOf(o)))).toEqual([]);
    // Public operations need no token in the document either.
    expect(offenders((o) => accessOf(o) !== 'public' || JSON.stringify(o.op.security) === '[]')).toEqual([]);
  });

  it('lists the problems each operation can answer, as problem+json', () => {
    const has = (o: (typeof operations)[number], status: number) => Boolean(o.op.responses[status]);
    const input = (o: (typeof operations)[number]) => Boolean(o.op.parameters?.length || o.op.requestBody);
    expect(offenders((o) => !input(o) || has(o, 400))).toEqual([]);
    expect(offenders((o) => accessOf(o) === 'public' || has(o, 401))).toEqual([]);
    expect(offenders((o) => !Array.isArray(accessOf(o)) || has(o, 403))).toEqual([]);
    expect(offenders((o) => !o.op.parameters?.some((p) => p.in === 'path') || has(o, 404))).toEqual([]);
    expect(offenders((o) => !o.op.requestBody?.content['multipart/form-data'] || has(o, 413))).toEqual([]);
    // Public reads are rate-limited per address; the health probe is exempt, so a load balancer never sees 429.
    expect(
      offenders((o) => accessOf(o) !== 'public' || o.method !== 'GET' || o.path === '/health' || has(o, 429)),
    ).toEqual([]);
    expect(
      offenders((o) =>
        Object.entries(o.op.responses)
          .filter(([status]) => /^4/.test(status))
          .every(
            ([, r]) =>
              r.description.length > 20 &&
              JSON.stringify(r.content) ===
                JSON.stringify({ 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } }),
          ),
      ),
    ).toEqual([]);
    expect(doc.components.schemas).toHaveProperty('Problem.properties.code');
    expect(offenders((o) => Object.keys(o.op.responses).some((status) => /^[23]/.test(status)))).toEqual([]);
  });

  it('lists the conflicts routes declare', () => {
    const conflicts = (method: string, path: string) =>
      operations.find((o) => o.method === method && o.path === path)?.op.responses[409]?.description;
    expect(conflicts('POST', '/api/v2/school/teachers')).toMatch(/email_taken/);
    expect(conflicts('POST', '/api/v2/blogposts')).toMatch(/slug_taken/);
    expect(conflicts('GET', '/api/v2/blogposts')).toBeUndefined();
  });

  it('describes the multipart body of every upload', () => {
    const uploads = operations.filter((o) => o.op.requestBody?.content['multipart/form-data']);
    expect(uploads.map(name)).toContain('POST /api/v2/me/avatar');
    expect(uploads.map(name)).toContain('POST /import/questions/maf/file');
    expect(
      uploads
        .filter((o) => o.op.requestBody!.content['multipart/form-data']!.schema.properties?.file?.format !== 'binary')
        .map(name),
    ).toEqual([]);
    const imports = operations.find((o) => o.path === '/import/questions/maf/file')!;
    expect(Object.keys(imports.op.requestBody!.content['multipart/form-data']!.schema.properties!)).toEqual(
      expect.arrayContaining(['curricula', 'course', 'lesson', 'max_marks', 'file']),
    );
  });
});

describe('operationIdOf', () => {
  it('names an operation by its method and path, without the API prefix', () => {
    expect(operationIdOf('GET', '/api/v2/questionmafs/:id/makingpoints')).toBe('getQuestionmafsByIdMakingpoints');
    expect(operationIdOf('DELETE', '/api/v2/blogposts/:id/files/:fileId')).toBe('deleteBlogpostsByIdFilesByFileId');
    expect(operationIdOf('POST', '/login_check')).toBe('postLoginCheck');
    expect(operationIdOf('GET', '/import/questions/maf/template.csv')).toBe('getImportQuestionsMafTemplateCsv');
  });
});

describe('accessSentence', () => {
  it('names who may call an operation', () => {
    expect(accessSentence('public')).toBe(`${ACCESS_HEADING} anyone; no login needed.`);
    expect(accessSentence('authenticated')).toBe(`${ACCESS_HEADING} any signed-in user.`);
    expect(accessSentence(['teacher', 'schooladmin', 'staff'])).toBe(
      `${ACCESS_HEADING} teachers, school admins and content staff.`,
    );
  });
});

describe('problemStatusesOf', () => {
  const none = {
    access: 'public' as const,
    hasInput: false,
    hasPathParams: false,
    upload: false,
    rateLimited: false,
    declared: [200],
    reasons: {},
  };

  it('infers the problems from what the route declares', () => {
    expect(problemStatusesOf(none)).toEqual([]);
    expect(problemStatusesOf({ ...none, access: 'authenticated', hasInput: true })).toEqual([400, 401]);
    expect(problemStatusesOf({ ...none, access: ['staff', 'admin'], hasPathParams: true, upload: true })).toEqual([
      400, 401, 403, 404, 413,
    ]);
    expect(problemStatusesOf({ ...none, rateLimited: true })).toEqual([429]);
  });

  it('adds the problems a route lists in its schema or its config', () => {
    expect(problemStatusesOf({ ...none, declared: [200, 401, 429] })).toEqual([401, 429]);
    expect(problemStatusesOf({ ...none, access: ['admin'], reasons: { 409: 'Taken' } })).toEqual([401, 403, 409]);
  });
});
