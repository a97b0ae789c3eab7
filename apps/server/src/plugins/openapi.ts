import { STATUS_CODES } from 'node:http';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema, type Role } from '@markwell/contracts';
import type { Access } from '../lib/access';
import { problemTitles } from './problem-details';

/** The problem answers the document lists; each operation gets those that apply to it. */
export type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Problem answers the document cannot infer from the route (a 409 on a unique name), or a
     * more precise reason for one it does infer, each with when it happens.
     */
    problems?: Partial<Record<ProblemStatus, string>>;
    /** A multipart upload's parts, for the document. */
    upload?: UploadDoc;
  }
}

/** What an upload route's multipart parts are, for the document. */
export interface UploadDoc {
  /** What the one `file` part holds. */
  file?: string;
  /** Optional text fields sent before the file, each with its meaning. */
  fields?: Record<string, string>;
}

const PROBLEM_REF = '#/components/schemas/Problem';
export const ACCESS_HEADING = 'Who may call it:';

const roleNames: Record<Role, string> = {
  student: 'students',
  teacher: 'teachers',
  schooladmin: 'school admins',
  staff: 'content staff',
  admin: 'platform admins',
};

/** The access statement every operation's description ends with, from its `config.access`. */
export function accessSentence(access: Access): string {
  if (access === 'public') return `${ACCESS_HEADING} anyone; no login needed.`;
  if (access === 'authenticated') return `${ACCESS_HEADING} any signed-in user.`;
  const names = access.map((role) => roleNames[role]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `${ACCESS_HEADING} ${list}.`;
}

/** `GET /api/v2/questionmafs/:id/makingpoints` -> `getQuestionmafsByIdMakingpoints`: stable, unique per route. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v2(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  const pascal = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return method.toLowerCase() + pascal;
}

const defaultReasons: Record<ProblemStatus, string> = {
  400: 'The request is invalid: `validation_failed` lists each invalid field in `errors`; other codes name the rule broken.',
  401: 'Not logged in, or the session has expired (`unauthenticated`): log in again.',
  403: "The caller's role may not use this operation, or the object is of the caller's school but not of their classes (`forbidden`).",
  404: 'The object does not exist or belongs to another school: both answer alike (`not_found` or a more specific code).',
  409: 'The change conflicts with existing data.',
  413: 'The file is larger than the upload limit (`file_too_large`).',
  429: 'Too many requests from this address (`rate_limited`): try again later.',
};

/** What a route declares that decides its problem answers. */
export interface RouteFacts {
  access: Access | undefined;
  hasInput: boolean;
  hasPathParams: boolean;
  upload: boolean;
  rateLimited: boolean;
  declared: number[];
  reasons: Partial<Record<ProblemStatus, string>>;
}

/** The problem statuses an operation can answer, from what its route declares. */
export function problemStatusesOf(facts: RouteFacts): ProblemStatus[] {
  const statuses = new Set<number>(facts.declared.filter((s) => s >= 400 && s < 500));
  for (const s of Object.keys(facts.reasons)) statuses.add(Number(s));
  if (facts.hasInput || facts.upload) statuses.add(400);
  if (facts.access !== undefined && facts.access !== 'public') statuses.add(401);
  if (Array.isArray(facts.access)) statuses.add(403);
  if (facts.hasPathParams) statuses.add(404);
  if (facts.upload) statuses.add(413);
  if (facts.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b) as ProblemStatus[];
}

function multipartBody(upload: UploadDoc | undefined) {
  const fields = upload?.fields ?? {};
  return {
    type: 'object',
    required: ['file'],
    properties: {
      ...Object.fromEntries(
        Object.entries(fields).map(([name, description]) => [name, { type: 'string', description }]),
      ),
      file: { type: 'string', format: 'binary', description: upload?.file ?? 'The file (one per request)' },
    },
  };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/**
 * The per-route part of the document that can be generated: operationId, the access statement
 * after the route's own description, the problem answers, the multipart body of uploads, and no
 * security requirement on public routes. Then the Zod schemas become JSON schemas.
 */
function documentRoute(input: TransformInput) {
  const { route } = input;
  const schema = input.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const config = route.config ?? {};
  const access = config.access;
  const consumes = (schema.consumes as string[] | undefined) ?? [];
  const upload = consumes.includes('multipart/form-data');
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const reasons = config.problems ?? {};
  const statuses = problemStatusesOf({
    access,
    hasInput: Boolean(schema.params || schema.querystring || schema.body),
    hasPathParams: /\/:/.test(input.url),
    upload,
    rateLimited: Boolean(config.rateLimit),
    declared: Object.keys(declared).map(Number),
    reasons,
  });
  // Declared 4xx entries are replaced below by the problem+json answer; success answers keep their
  // Zod schema and get the status's reason phrase instead of the plugin's "Default Response".
  const produces = (schema.produces as string[] | undefined) ?? ['application/json'];
  const kept = Object.fromEntries(
    Object.entries(declared)
      .filter(([status]) => !/^4/.test(status))
      .map(([status, zod]) => [
        status,
        {
          description: STATUS_CODES[status] ?? 'Success',
          content: Object.fromEntries(produces.map((type) => [type, { schema: zod }])),
        },
      ]),
  );
  const method = [route.method].flat()[0] ?? 'GET';
  const described = [schema.description, access ? accessSentence(access) : undefined].filter(Boolean);
  const { schema: transformed, url } = jsonSchemaTransform({
    ...input,
    schema: {
      ...schema,
      operationId: (schema.operationId as string | undefined) ?? operationIdOf(String(method), input.url),
      description: described.join('\n\n'),
      response: kept,
      ...(access === 'public' ? { security: [] } : {}),
      ...(access ? { 'x-access': access } : {}),
    },
  });
  const out = transformed as Record<string, unknown> & { response?: Record<string, unknown> };
  out.response = { ...out.response };
  // A route that declares no success schema (plain text, XML) still answers 200.
  if (Object.keys(out.response).length === 0) out.response[200] = { description: 'OK', type: 'string' };
  for (const status of statuses) {
    out.response[status] = {
      description: `${problemTitles[status]}. ${reasons[status] ?? defaultReasons[status]}`,
      content: { 'application/problem+json': { schema: { $ref: PROBLEM_REF } } },
    };
  }
  if (upload) {
    // A route may take the same input as JSON or as an uploaded file (the students CSV).
    const parts = multipartBody(config.upload);
    out.body = out.body
      ? { content: { 'application/json': { schema: out.body }, 'multipart/form-data': { schema: parts } } }
      : parts;
  }
  return { schema: out, url };
}

const problemComponent = (() => {
  const { $schema: _drop, ...json } = z.toJSONSchema(problemSchema, { target: 'openapi-3.0', io: 'output' });
  // Zod's JSON schema type is wider than the OpenAPI one; this object is plain OpenAPI 3.0.
  return { ...json, description: 'RFC 9457 problem details, as every error of the API is answered' } as {
    type: 'object';
  };
})();

/** The OpenAPI document is generated from the routes' Zod schemas and browsable at /api/docs. */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Markwell API',
          version: '2.0.0',
          description:
            'Errors are RFC 9457 problem+json (`Problem`), with a stable `code`. Each operation says who may call it and which problems it can answer.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
          schemas: { Problem: problemComponent },
        },
        security: [{ bearer: [] }],
      },
      transform: documentRoute as unknown as typeof jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
