import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  schoolSsoSchema,
  ssoCallbackQuerySchema,
  ssoConnectionBodySchema,
  ssoConnectionIdParamsSchema,
  ssoConnectionListSchema,
  ssoConnectionSchema,
  ssoProvidersQuerySchema,
  ssoProvidersSchema,
  ssoStartParamsSchema,
  ssoStartQuerySchema,
} from '@markwell/contracts';
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

  app.get(
    '/sso/providers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The "Sign in with …" buttons for an e-mail (or the platform-wide ones)',
        description:
          "With `email`: the enabled providers listing its domain (its school's and platform-wide), and whether its school refuses passwords for this person. Without: the platform-wide providers.",
        security: [],
        querystring: ssoProvidersQuerySchema,
        response: { 200: ssoProvidersSchema },
      },
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

  app.get(
    '/school-admin/sso',
    {
      config: { access: SCHOOL_ADMIN },
      schema: {
        tags,
        summary: "The school's identity provider settings (never the secret)",
        description:
          "The school's connection to its identity provider: preset, issuer, client id, e-mail domains and switches; the client secret is never answered.",
        response: { 200: schoolSsoSchema },
      },
    },
    async (request) => ({ connection: await service.schoolConnection(request.auth!.schoolId!) }),
  );

  app.put(
    '/school-admin/sso',
    {
      config: {
        access: SCHOOL_ADMIN,
        problems: { 400: 'A domain used by another school (`domain_taken`), a missing secret, issuer or tenant.' },
      },
      schema: {
        tags,
        summary: 'Connect the school to an identity provider, or change the connection',
        description:
          'Google Workspace, Microsoft Entra ID (by tenant) or any OpenID Connect issuer; the client secret is stored encrypted and may be left out to keep the stored one. The school may require sign-in through it for students, teachers or both.',
        body: ssoConnectionBodySchema,
        response: { 200: ssoConnectionSchema },
      },
    },
    async (request) => service.saveSchoolConnection(request.auth!.schoolId!, request.body),
  );

  app.delete(
    '/school-admin/sso',
    {
      config: { access: SCHOOL_ADMIN },
      schema: {
        tags,
        summary: "Disconnect the school's identity provider (passwords work again)",
        description:
          "Removes the school's connection: its people sign in with their Markwell passwords again, whatever the school required.",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.removeSchoolConnection(request.auth!.schoolId!);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/sso-connections',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Platform-wide identity providers',
        description:
          'The identity providers every school may use for sign-in, with their e-mail domains; never their secrets.',
        response: { 200: ssoConnectionListSchema },
      },
    },
    async () => ({ items: await service.platformConnections() }),
  );

  app.post(
    '/admin/sso-connections',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a platform-wide identity provider',
        description:
          'Signs in existing people of any school whose e-mail domain it lists; requires nothing of any school.',
        body: ssoConnectionBodySchema,
        response: { 201: ssoConnectionSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createPlatformConnection(request.body)),
  );

  app.put(
    '/admin/sso-connections/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change a platform-wide identity provider',
        description:
          "Changes a platform-wide provider's settings; a secret left out keeps the stored one. A school's own connection is 404 here.",
        params: ssoConnectionIdParamsSchema,
        body: ssoConnectionBodySchema,
        response: { 200: ssoConnectionSchema },
      },
    },
    async (request) => service.updatePlatformConnection(request.params.id, request.body),
  );

  app.delete(
    '/admin/sso-connections/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Remove a platform-wide identity provider',
        description:
          "Removes a platform-wide provider: its sign-in button goes, and people sign in as before. A school's own connection is 404 here.",
        params: ssoConnectionIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.removePlatformConnection(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
