import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authEndpoints } from '@markwell/contracts/endpoints/auth';
import { routeEndpoint } from '../../lib/endpoint-route';
import { parseCookies } from '../../lib/cookies';
import { readImageUpload } from '../../lib/uploads';
import { authServiceOf } from './auth.app';

const FORGOT_PASSWORD_ANSWER =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.';

/** Signing in and out (a JWT), the signed-in user's own account, and the password lifecycle. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = authServiceOf(app);

  routeEndpoint(
    app,
    authEndpoints.postLoginCheck,
    {
      config: {
        access: 'public',
        problems: {
          401: 'Wrong e-mail or password (`invalid_credentials`); an unknown e-mail answers exactly alike.',
          429: 'Too many attempts for this account, device or address (`too_many_attempts`): Retry-After and the detail say how long to wait.',
        },
      },
      schema: { tags: ['auth'], security: [] },
    },
    async (request, reply) => {
      const { subject: user, setCookies } = await service.login(
        request.body.username,
        request.body.password,
        request.ip,
        parseCookies(request.headers.cookie),
      );
      reply.header('set-cookie', setCookies);
      await app.audit.record({
        actorId: user.id,
        actorRole: user.role,
        subjectUserId: user.id,
        objectKind: 'user',
        objectId: user.id,
        action: 'sign_in',
      });
      return { token: app.signToken(user) };
    },
  );

  routeEndpoint(
    app,
    authEndpoints.postLogout,
    {
      config: { access: 'authenticated', allowedBeforePasswordChange: true },
      schema: { tags: ['auth'] },
    },
    async (request, reply) => {
      await service.logout(request.auth!);
      return reply.code(204).send(null);
    },
  );

  routeEndpoint(
    app,
    authEndpoints.getMe,
    {
      config: { access: 'authenticated', allowedBeforePasswordChange: true },
      schema: { tags: ['auth'] },
    },
    async (request) => service.me(request.auth!),
  );

  routeEndpoint(
    app,
    authEndpoints.postMePassword,
    {
      config: {
        access: 'authenticated',
        allowedBeforePasswordChange: true,
        problems: {
          400: 'The current password is wrong (`wrong_current_password`), or the new one breaks a rule (`password_rejected`, one `errors` entry per rule) or is the current one (`password_unchanged`).',
          429: 'Too many wrong current passwords (`too_many_attempts`), counted like logins.',
        },
      },
      schema: { tags: ['auth'] },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const user = await service.changePassword(request.auth!, currentPassword, newPassword, request.ip);
      return { token: app.signToken(user) };
    },
  );

  routeEndpoint(
    app,
    authEndpoints.postPasswordResets,
    {
      config: {
        access: 'public',
        rateLimit: { max: 5, timeWindow: '15 minutes' },
        problems: { 429: 'More than 5 requests from this address in 15 minutes (`rate_limited`).' },
      },
      schema: { tags: ['auth'], security: [] },
    },
    async (request, reply) => {
      await service.requestReset(request.body.email);
      return reply.code(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  routeEndpoint(
    app,
    authEndpoints.postPasswordResetsConfirm,
    {
      config: {
        access: 'public',
        rateLimit: { max: 20, timeWindow: '15 minutes' },
        problems: {
          400: 'The link is unknown, used or expired (`reset_link_invalid`), or the password breaks a rule (`password_rejected`).',
        },
      },
      schema: { tags: ['auth'], security: [] },
    },
    async (request, reply) => {
      await service.resetPassword(request.body.token, request.body.newPassword);
      return reply.code(204).send(null);
    },
  );

  routeEndpoint(
    app,
    authEndpoints.postMeAvatar,
    {
      config: {
        access: 'authenticated',
        upload: { file: 'PNG, JPEG, GIF or WebP image (type read from the content)' },
      },
      schema: { tags: ['auth'], consumes: ['multipart/form-data'] },
    },
    async (request) => service.setAvatar(request.auth!, await readImageUpload(request)),
  );

  routeEndpoint(
    app,
    authEndpoints.deleteMeAvatar,
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'] },
    },
    async (request) => service.removeAvatar(request.auth!),
  );
}
