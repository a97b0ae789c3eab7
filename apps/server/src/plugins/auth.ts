import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@markwell/contracts';
import { type Access, type AuthUser } from '../lib/access';
import { LRUCache } from 'lru-cache';
import { createActiveUserFinder } from '../modules/auth/index';
import { sendProblem } from './problem-details';
import type { TokenSubject } from '../lib/token-subject';

/** URL prefixes served by third-party plugins (docs UI, static files): public read-only assets. */
const EXEMPT_PREFIXES = ['/api/docs', '/uploads/', '/assets/'];

/** Most users the auth lookup cache holds (least recently used evicted first). */
const AUTH_CACHE_ENTRIES = 10_000;

/** What the caches below need of a map. */
interface ExpiringMap<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
  delete(key: K): unknown;
  clear(): void;
}

/** Entries kept `seconds` (not refreshed by a read), the least recently used evicted first; 0 keeps none. */
function expiringMap<K extends object | string | number, V extends object>(seconds: number): ExpiringMap<K, V> {
  if (seconds <= 0)
    return { get: () => undefined, set: () => undefined, delete: () => undefined, clear: () => undefined };
  return new LRUCache<K, V>({ max: AUTH_CACHE_ENTRIES, ttl: seconds * 1000 });
}

/** The NOTIFY channel that tells every process which signed-in user changed. */
const AUTH_CHANNEL = 'markwell_auth_users';
/** The payload that means "every user". */
const ALL_USERS = '*';

interface TokenPayload {
  sub: number;
  username: string;
  roles: string[];
  /** The user's token version when it was signed; tokens signed before versions existed carry none (0). */
  ver?: number;
  /** Expiry, in seconds since the epoch. */
  exp?: number;
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
    signToken(user: TokenSubject): string;
    /**
     * Drops a user from the per-request lookup cache of every process on the database: call it
     * after changing the user's row (active, role or school flags, token version, name, avatar).
     * Resolves once the other processes have been told.
     */
    forgetAuthUser(userId: number): Promise<void>;
    /** Drops every cached user everywhere: after a change that touches many (a school deactivated). */
    forgetAllAuthUsers(): Promise<void>;
  }
}

export default fp(
  async function auth(app: FastifyInstance) {
    await app.register(fastifyJwt, {
      secret: app.env.jwtSecret,
      sign: { expiresIn: app.env.JWT_TTL },
    });
    app.decorateRequest('auth', null);
    app.decorate('signToken', (user: TokenSubject) =>
      app.jwt.sign({ sub: user.id, username: user.email, roles: symfonyRoles(user.role), ver: user.tokenVersion }),
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
    // AUTH_CACHE_SECONDS. A change drops the entry in this process at once and, through NOTIFY on
    // the database, in every other process and instance too; the time limit only bounds what a
    // lost notification could leave behind (the listener also clears everything when it reconnects).
    const findActiveUser = createActiveUserFinder(app.db);
    const users = expiringMap<number, Promise<AuthUser | null>>(app.env.AUTH_CACHE_SECONDS);
    const forgetLocally = (payload: string) => (payload === ALL_USERS ? users.clear() : users.delete(Number(payload)));
    async function forgetEverywhere(payload: string) {
      forgetLocally(payload);
      try {
        await app.database.notify(AUTH_CHANNEL, payload);
      } catch (err) {
        // The change itself is saved; other processes catch up within AUTH_CACHE_SECONDS.
        app.log.warn({ err }, 'could not tell other processes about a changed user');
      }
    }
    app.decorate('forgetAuthUser', (userId: number) => forgetEverywhere(String(userId)));
    app.decorate('forgetAllAuthUsers', () => forgetEverywhere(ALL_USERS));
    if (app.env.AUTH_CACHE_SECONDS > 0) {
      let stopListening: (() => Promise<void>) | undefined;
      app.addHook('onReady', async () => {
        stopListening = await app.database.listen(AUTH_CHANNEL, forgetLocally);
      });
      app.addHook('onClose', async () => stopListening?.());
    }

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

    // A student saving answers sends the same token many times a minute: its signature is checked
    // once per AUTH_CACHE_SECONDS, not on every request. Keyed by the whole token, so only the very
    // token that was verified hits; its expiry is still checked on every hit, and revocation does
    // not depend on this cache (the token version is compared with the user's on every request).
    const verifiedTokens = expiringMap<string, TokenPayload>(app.env.AUTH_CACHE_SECONDS);
    function verifiedPayload(token: string): TokenPayload | null {
      const hit = verifiedTokens.get(token);
      if (hit && (hit.exp === undefined || hit.exp * 1000 > Date.now())) return hit;
      try {
        const payload = app.jwt.verify<TokenPayload>(token);
        verifiedTokens.set(token, payload);
        return payload;
      } catch {
        return null;
      }
    }

    async function loadUser(request: FastifyRequest): Promise<AuthUser | null> {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return null;
      const payload = verifiedPayload(header.slice(7));
      if (!payload) return null;
      const user = await cachedUser(Number(payload.sub));
      // A token older than the user's last log out, password change or reset is revoked.
      return user && user.tokenVersion === (payload.ver ?? 0) ? user : null;
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
      if (request.auth.mustChangePassword && !request.routeOptions.config?.allowedBeforePasswordChange) {
        return sendProblem(request, reply, {
          status: 403,
          code: 'password_change_required',
          detail: 'You signed in with a one-time password: choose your own password first.',
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
