import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { IMG_SRC } from '../lib/image-sources';

/**
 * Helmet's security headers (CSP, HSTS, frame, referrer, …) on every reply. None of them depends
 * on the request with this configuration (no nonces), so helmet runs once, at start, against a
 * recording response, and each reply gets the recorded headers: the Fastify wrapper rebuilt the
 * middleware on every request, and even a middleware built once joins the CSP directives per
 * request (together several per cent of the server's CPU on answer saves).
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            ...(app.env.MARKETING_SCRIPT_URL ? [new URL(app.env.MARKETING_SCRIPT_URL).origin] : []),
          ],
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
    const headers: [name: string, value: string][] = [];
    const recorder = {
      setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
      removeHeader: () => undefined,
    };
    applyHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
      if (err) throw err instanceof Error ? err : new Error(String(err));
    });
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
