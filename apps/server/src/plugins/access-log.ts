import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The access log: one `info` line per answered request (Fastify's own request logging, two
 * lines a request, is off). Off unless ACCESS_LOG is on, so `npm start` keeps a quiet terminal;
 * load-balancer health checks that pass are not logged.
 */
export default fp(
  async function accessLog(app: FastifyInstance) {
    if (!app.env.accessLog) return;
    app.addHook('onResponse', async (request, reply) => {
      // The path only: query strings carry search terms, e-mail addresses and tokens.
      const path = request.url.split('?')[0];
      if (path === '/health' && reply.statusCode === 200) return;
      request.log.info(
        {
          method: request.method,
          url: path,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          ip: request.ip,
        },
        'request',
      );
    });
  },
  { name: 'access-log' },
);
