import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { createRateLimitStore, type RateLimitStore, type UserRateRule } from '../lib/rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-user limits kept in the database, shared by every server process. */
    userRateLimits: RateLimitStore;
  }
  interface FastifyContextConfig {
    /** Limits how often one signed-in user may call the route (checked after validation). */
    userRateLimit?: UserRateRule;
  }
}

/**
 * Per-user rate limits as a route option: `config.userRateLimit` counts each valid request of a
 * signed-in caller in `rate_limit_counters` and refuses the ones past the rule with a 429
 * problem and Retry-After. Register before the routes. `RATE_LIMIT=off` turns the check off.
 */
export default fp(
  async function userRateLimitPlugin(app: FastifyInstance, opts: { now?: () => Date } = {}) {
    const store = createRateLimitStore(app.db, { now: opts.now });
    app.decorate('userRateLimits', store);

    app.addHook('onRoute', (route) => {
      const rule = route.config?.userRateLimit;
      if (!rule || app.env.RATE_LIMIT === 'off') return;
      const check = async (request: FastifyRequest, reply: FastifyReply) => {
        if (!request.auth) return;
        try {
          await store.enforce(request.auth.id, rule);
        } catch (error) {
          if (error instanceof AppError && error.status === 429) {
            void reply.header('retry-after', String(error.extra.retryAfterSeconds));
          }
          throw error;
        }
      };
      route.preHandler = [...[route.preHandler ?? []].flat(), check as preHandlerHookHandler];
    });
  },
  { name: 'user-rate-limit', dependencies: ['db'] },
);
