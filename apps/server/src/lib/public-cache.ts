import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long browsers and shared caches may keep a public read before asking again. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * onSend hook for public GETs: a weak ETag computed from the serialised body, Cache-Control,
 * and 304 Not Modified when the client already holds that version (If-None-Match).
 */
export async function publicCache(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('etag', etag);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === '*' || opaque(t) === opaque(etag))) {
    reply.code(304);
    return '';
  }
  return payload;
}
