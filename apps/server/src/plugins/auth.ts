import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@markwell/contracts';
import { type Access, type AuthUser } from '../lib/access';
import { TtlCache } from '../lib/ttl-cache';
import { createActiveUserFinder } from '../modules/auth/index';
import { sendProblem } from './problem-details';

/** URL prefixes served by third-party plugins (docs UI, static files): public read-only assets. */
const EXEMPT_PREFIXES = ['/api/docs', '/uploads/', '/assets/'];

/** Most users the auth lookup cache holds (least recently used evicted first). */
const AUTH_CACHE_ENTRIES = 10_000;

interface TokenPayload {
  sub: number;
  username: string;
  roles: string[];
}

/** Symfony-style roles in the token, as LexikJWT clients expect them. */
export function symfonyRoles(role: Role): string[] {
  const map: Record<Role, string[]> = {
    student: ['ROLE_USER', 'ROLE_STUDENT'],
    teacher: ['ROLE_USER', 'ROLE_TEACHER'],
    schooladmin: ['ROLE_USER', 'ROLE_TEACHER', 'ROLE_SCHOOL_ADMIN'],
    staff: ['ROLE_USER', 'ROLE_STAFF'],
    admin: ['ROLE_USER', 'ROLE_STAFF', 'ROLE_ADMIN'],
  };
  return map[role];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the auth plugin, with its access rule (for `npm run routes` and tests). */
    routeTable: { method: string; url: string; access: Access | undefined }[];
    signToken(user: { id: number; email: string; role: Role }): string;
    /**
     * Drops a user from the per-request lookup cache: call it in the process that changed the
     * user's row (active, role or school flags, name, avatar) so the change holds at once.
     */
    forgetAuthUser(userId: number): void;
  }
}

export default fp(
  async function auth(app: FastifyInstance) {
    await app.register(fastifyJwt, {
      secret: app.env.jwtSecret,
      sign: { expiresIn: app.env.JWT_TTL },
    });
    app.decorateRequest('auth', null);
    app.decorate('signToken', (user: { id: number; email: string; role: Role }) =>
      app.jwt.sign({ sub: user.id, username: user.email, roles: symfonyRoles(user.role) }),
    );

    // A route without an access rule is a bug: refuse to start rather than serve it open.
    const routeTable: FastifyInstance['routeTable'] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        routeTable.push({ method: String(method), url: route.url, access: route.config?.access });
      }
      if (route.config?.access) return;
      if (EXEMPT_PREFIXES.some((p) => route.url.startsWith(p)) || route.method === 'HEAD') return;
      if ((route.config as { static?: boolean } | undefined)?.static) return;
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule (config.access)`);
    });

    // A burst of requests from one user costs one lookup: the lookup's promise is kept for
    // AUTH_CACHE_SECONDS. Changes made in this process drop the entry at once (forgetAuthUser);
    // changes made by another process or instance show after at most that many seconds.
    const findActiveUser = createActiveUserFinder(app.db);
    const users = new TtlCache<number, Promise<AuthUser | null>>(app.env.AUTH_CACHE_SECONDS * 1000, AUTH_CACHE_ENTRIES);
    app.decorate('forgetAuthUser', (userId: number) => users.delete(userId));

    function cachedUser(id: number): Promise<AuthUser | null> {
      const hit = users.get(id);
      if (hit) return hit;
      const lookup = findActiveUser(id);
      users.set(id, lookup);
      // A failed lookup (database down) is not remembered.
      lookup.catch(() => {
        if (users.get(id) === lookup) users.delete(id);
      });
      return lookup;
    }

    async function loadUser(request: FastifyRequest): Promise<AuthUser | null> {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return null;
      let payload: TokenPayload;
      try {
        payload = app.jwt.verify<TokenPayload>(header.slice(7));
      } catch {
        return null;
      }
      return cachedUser(Number(payload.sub));
    }

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const access = request.routeOptions.config?.access;
      if (!access) return; // exempt plugin routes and 404s
      const hasToken = Boolean(request.headers.authorization);
      request.auth = hasToken ? await loadUser(request) : null;
      if (access === 'public') return;
      if (!request.auth) {
        return sendProblem(request, reply, {
          status: 401,
          code: 'unauthenticated',
          detail: hasToken ? 'Your session has expired. Please log in again.' : 'Please log in.',
        });
      }
      if (access !== 'authenticated' && !access.includes(request.auth.role)) {
        return sendProblem(request, reply, {
          status: 403,
          code: 'forbidden',
          detail: 'Your role may not use this action',
        });
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
