import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendProblem } from './problem-details';

/** The path of the first string holding a NUL character, or undefined when there is none. */
export function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '')}`;
    const found = findNul(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character (it fails the query), and no form of ours needs one:
 * it is refused in every route's params, query and body before validation, in this one place.
 */
export default fp(
  async function refuseNul(app: FastifyInstance) {
    app.addHook('preValidation', async (request, reply) => {
      const path =
        findNul(request.params, 'params') ?? findNul(request.query, 'querystring') ?? findNul(request.body, 'body');
      if (!path) return;
      return sendProblem(request, reply, {
        status: 400,
        code: 'validation_failed',
        detail: 'Text may not contain a NUL character (\\u0000)',
        errors: [{ path, message: 'Contains a NUL character' }],
      });
    });
  },
  { name: 'refuse-nul', dependencies: ['problem-details'] },
);
