import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ssoCallbackQuerySchema, ssoStartParamsSchema, ssoStartQuerySchema } from '@markwell/contracts';
import { ssoEndpoints } from '@markwell/contracts/endpoints/sso';
import { routeEndpoint } from '../../lib/endpoint-route';
import { ADMIN, SCHOOL_ADMIN } from '../../lib/access';
import { cookieOf } from '../../lib/cookies';
import { createSignInDeviceCookies } from '../auth/index';
import { createSsoService, SIGN_IN_REQUEST_SECONDS, SsoRefusal, STATE_COOKIE } from './sso.service';

const tags = ['sso'];

/** OpenID Connect sign-in: admins' provider settings, login buttons, the start and the callback. */
export default async function ssoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSsoService(app.db, {
    siteUrl: app.env.siteUrl,
    secretKey: app.env.SSO_SECRET_KEY ?? app.env.jwtSecret,
  });
  const deviceCookies = createSignInDeviceCookies(app.db, app.env);
  const secure = app.env.siteUrl.startsWith('https:') ? '; Secure' : '';
  const stateCookie = (value: string, maxAge: number) =>
    `${STATE_COOKIE}=${encodeURIComponent(value)}; Path=/api/v2/sso; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;

  routeEndpoint(
    app,
    ssoEndpoints.getSsoProviders,
    {
      config: { access: 'public' },
      schema: { tags, security: [] },
    },
    async (request) => service.providersFor(request.query.email),
  );

  app.get(
    '/sso/:id/start',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Start signing in with a provider: redirects to the provider's authorization page",
        description:
          'Keeps a fresh state, nonce and PKCE verifier server-side for ten minutes, ties the state to this browser with a short-lived cookie, and answers 302 to the provider (authorization code flow, S256).',
        security: [],
        params: ssoStartParamsSchema,
        querystring: ssoStartQuerySchema,
        response: { 302: z.null().describe('To the provider') },
      },
    },
    async (request, reply) => {
      const { url, state } = await service.start(request.params.id, request.query.login_hint);
      return reply.header('set-cookie', stateCookie(state, SIGN_IN_REQUEST_SECONDS)).redirect(url, 302);
    },
  );

  app.get(
    '/sso/callback',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Where the provider sends the browser back: signs in and redirects to the web app',
        description:
          "Uses up the sign-in's state (a replay finds nothing), exchanges the code with openid-client (PKCE verifier; the ID token's signature, issuer, audience, expiry and nonce checked), applies the account-linking rules, sets the device cookie a password login sets, and redirects to `/login/sso#token=…` — or to `/login?sso_error=<code>` when refused. Every outcome is recorded.",
        security: [],
        querystring: ssoCallbackQuerySchema,
        response: { 302: z.null().describe('To the web app') },
      },
    },
    async (request, reply) => {
      reply.header('set-cookie', stateCookie('', 0));
      try {
        const subject = await service.finish(request.query, cookieOf(request.headers.cookie, STATE_COOKIE));
        // This browser is now a known device of the account, as after a password login (added
        // to the Set-Cookie above, not replacing it).
        reply.header('set-cookie', await deviceCookies(subject.id, request.headers.cookie));
        // In the fragment: the token never reaches a server log or a Referer header.
        return reply.redirect(`/login/sso#token=${encodeURIComponent(app.signToken(subject))}`, 302);
      } catch (err) {
        const code = err instanceof SsoRefusal ? err.code : 'sso_failed';
        if (!(err instanceof SsoRefusal)) request.log.error({ err }, 'SSO callback failed');
        return reply.redirect(`/login?sso_error=${code}`, 302);
      }
    },
  );

  routeEndpoint(
    app,
    ssoEndpoints.getSchoolAdminSso,
    {
      config: { access: SCHOOL_ADMIN },
      schema: { tags },
    },
    async (request) => ({ connection: await service.schoolConnection(request.auth!.schoolId!) }),
  );

  routeEndpoint(
    app,
    ssoEndpoints.putSchoolAdminSso,
    {
      config: {
        access: SCHOOL_ADMIN,
        problems: { 400: 'A domain used by another school (`domain_taken`), a missing secret, issuer or tenant.' },
      },
      schema: { tags },
    },
    async (request) => service.saveSchoolConnection(request.auth!.schoolId!, request.body),
  );

  routeEndpoint(
    app,
    ssoEndpoints.deleteSchoolAdminSso,
    {
      config: { access: SCHOOL_ADMIN },
      schema: { tags },
    },
    async (request, reply) => {
      await service.removeSchoolConnection(request.auth!.schoolId!);
      return reply.code(204).send(null);
    },
  );

  routeEndpoint(
    app,
    ssoEndpoints.getAdminSsoConnections,
    {
      config: { access: ADMIN },
      schema: { tags },
    },
    async () => ({ items: await service.platformConnections() }),
  );

  routeEndpoint(
    app,
    ssoEndpoints.postAdminSsoConnections,
    {
      config: { access: ADMIN },
      schema: { tags },
    },
    async (request, reply) => reply.code(201).send(await service.createPlatformConnection(request.body)),
  );

  routeEndpoint(
    app,
    ssoEndpoints.putAdminSsoConnectionsById,
    {
      config: { access: ADMIN },
      schema: { tags },
    },
    async (request) => service.updatePlatformConnection(request.params.id, request.body),
  );

  routeEndpoint(
    app,
    ssoEndpoints.deleteAdminSsoConnectionsById,
    {
      config: { access: ADMIN },
      schema: { tags },
    },
    async (request, reply) => {
      await service.removePlatformConnection(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
