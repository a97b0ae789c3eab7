import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { loggableError } from '../lib/loggable-error';

const PROBLEM_TYPE_BASE = 'https://markwell.test/problems/';

/** The RFC 9110 reason phrase of each status a problem is answered with. */
export const problemTitles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** What a client is told to wait before sending again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export interface ProblemInit {
  status: number;
  code: string;
  detail?: string;
  errors?: { path: string; message: string }[];
  extra?: Record<string, unknown>;
}

/** The seconds of a Retry-After header already on the reply (a rate limit sets it), or undefined. */
function retryAfterOf(reply: FastifyReply): number | undefined {
  const seconds = Number(reply.getHeader('retry-after'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * Sends an RFC 9457 problem+json response. A reply that asks the client to wait (Retry-After)
 * says how long in the body too, as `retry_after` seconds, for screens that read only the body.
 */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, p: ProblemInit) {
  const retryAfter = retryAfterOf(reply);
  return reply
    .code(p.status)
    .type('application/problem+json')
    .serializer(JSON.stringify)
    .send({
      // A route's extra members come first: they may never replace the problem's own members.
      ...p.extra,
      type: PROBLEM_TYPE_BASE + p.code,
      title: problemTitles[p.status] ?? (p.status >= 500 ? 'Server Error' : 'Request Error'),
      status: p.status,
      code: p.code,
      ...(p.detail ? { detail: p.detail } : {}),
      instance: request.url.split('?')[0],
      ...(p.errors ? { errors: p.errors } : {}),
      ...(retryAfter ? { retry_after: retryAfter } : {}),
    });
}

/** Maps Fastify's own error codes (FST_ERR_CTP_INVALID_JSON_BODY…) to our stable snake_case codes. */
function codeOf(error: FastifyError): string {
  const known: Record<string, string> = {
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_body',
    FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
    FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
    FST_REQ_FILE_TOO_LARGE: 'file_too_large',
    FST_INVALID_MULTIPART_CONTENT_TYPE: 'not_multipart',
  };
  if (error.code && known[error.code]) return known[error.code]!;
  if (error.statusCode === 429) return 'rate_limited';
  return 'request_error';
}

export default fp(
  async function problemDetails(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const where = error.validationContext ?? 'body';
        return sendProblem(request, reply, {
          status: 400,
          code: 'validation_failed',
          detail: `The request ${where} is invalid`,
          errors: error.validation.map((v) => ({
            path: `${where}${v.instancePath === '/' ? '' : v.instancePath.replaceAll('/', '.')}`,
            message: v.message ?? 'Invalid value',
          })),
        });
      }
      if (error instanceof AppError) {
        // A refusal that says how long to wait says it in the standard header too.
        const wait = error.extra.retryAfterSeconds;
        if (error.status === 429 && typeof wait === 'number' && wait > 0 && !reply.hasHeader('retry-after')) {
          reply.header('retry-after', String(Math.ceil(wait)));
        }
        return sendProblem(request, reply, {
          status: error.status,
          code: error.code,
          detail: error.message,
          extra: error.extra,
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendProblem(request, reply, { status, code: codeOf(error), detail: error.message });
      }
      if (isConnectionError(error)) {
        // The database is restarting or failing over. A write cut before its answer may or may not
        // have committed; saves (revision-guarded) and submits are safe to send again.
        request.log.warn({ error: loggableError(error), route: request.routeOptions.url }, 'database unreachable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendProblem(request, reply, {
          status: 503,
          code: 'database_unavailable',
          detail: 'The service is briefly unavailable. Please send this again in a few seconds.',
          extra: { retry_after_seconds: DATABASE_RETRY_AFTER_SECONDS },
        });
      }
      // Only the error's type, codes and frames: a failed query's message holds its parameters.
      request.log.error({ error: loggableError(error), route: request.routeOptions.url }, 'unhandled error');
      return sendProblem(request, reply, {
        status: 500,
        code: 'internal_error',
        detail: 'Something went wrong on our side. Please try again later.',
      });
    });
  },
  { name: 'problem-details' },
);
