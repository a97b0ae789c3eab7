import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { IMG_SRC } from '../lib/image-sources';

/**
 * Helmet's security headers (CSP, HSTS, frame, referrer, …) on every reply. The middleware is
 * built once here and applied per request: the Fastify wrapper rebuilt it, parsing the CSP
 * directives again, on every request (about 5% of the server's CPU on answer saves).
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The images staff HTML may hold (lib/image-sources.ts, shared with the sanitiser).
          imgSrc: IMG_SRC,
          mediaSrc: ["'self'", 'blob:', ...(app.env.VIDEO_ORIGIN ? [app.env.VIDEO_ORIGIN] : [])],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      applyHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
