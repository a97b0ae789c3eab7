import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from '../lib/access';

/** How many unread items of one kind a user has (header badges). */
export type CounterSource = (user: AuthUser) => Promise<number>;

/** The header's badges: modules that own messages or notifications add their source here. */
export interface HeaderCounters {
  messages: CounterSource[];
  notifications: CounterSource[];
}

declare module 'fastify' {
  interface FastifyInstance {
    headerCounters: HeaderCounters;
  }
}

/** One registry per app instance, so apps built side by side (tests) never count each other's sources. */
export default fp(
  async function headerCountersPlugin(app: FastifyInstance) {
    app.decorate('headerCounters', { messages: [], notifications: [] } satisfies HeaderCounters);
  },
  { name: 'header-counters' },
);
