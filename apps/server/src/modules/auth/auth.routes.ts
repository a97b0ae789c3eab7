import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  meSchema,
  problemSchema,
  resetPasswordBodySchema,
} from '@markwell/contracts';
import { parseCookies } from '../../lib/cookies';
import { readImageUpload } from '../../lib/uploads';
import { authServiceOf } from './auth.app';

const FORGOT_PASSWORD_ANSWER =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.';

/** Signing in and out (a JWT), the signed-in user's own account, and the password lifecycle. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = authServiceOf(app);

  app.post(
    '/login_check',
    {
      config: {
        access: 'public',
        problems: {
          401: 'Wrong e-mail or password (`invalid_credentials`); an unknown e-mail answers exactly alike.',
          429: 'Too many attempts for this account, device or address (`too_many_attempts`): Retry-After and the detail say how long to wait.',
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password; answers a JWT (LexikJWT shape)',
        description:
          'Checks the credentials and answers a signed JWT to send as `Authorization: Bearer`, and sets an HttpOnly device cookie that makes this browser a known device of the account. Attempts are counted before the password is checked, per account-and-address (5, then waits growing from 1 to 15 minutes), per account (20, then waits up to a minute) and per address (50); a login carrying a valid device cookie of the account is counted per device (5, then waits from 1 to 15 minutes) and per address instead, so failures from elsewhere never hold up the owner’s own browser. A successful login gives its attempt back, so only failures add up.',
        security: [],
        body: loginBodySchema,
        response: { 200: loginResponseSchema, 401: problemSchema, 403: problemSchema, 429: problemSchema },
      },
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

  app.post(
    '/api/v2/logout',
    {
      config: { access: 'authenticated', allowedBeforePasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: "Log out: revoke the caller's tokens on the server",
        description:
          "Raises the caller's token version, so this token and every other token of the account stop working at once (a 401 from then on).",
        response: { 204: z.null().describe('Logged out') },
      },
    },
    async (request, reply) => {
      await service.logout(request.auth!);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v2/me',
    {
      config: { access: 'authenticated', allowedBeforePasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, with header counters',
        description:
          "The caller's profile (role, school, avatar) with the message and notification counts shown in the header, and whether they must first replace a one-time password.",
        response: { 200: meSchema },
      },
    },
    async (request) => service.me(request.auth!),
  );

  app.post(
    '/api/v2/me/password',
    {
      config: {
        access: 'authenticated',
        allowedBeforePasswordChange: true,
        problems: {
          400: 'The current password is wrong (`wrong_current_password`), or the new one breaks a rule (`password_rejected`, one `errors` entry per rule) or is the current one (`password_unchanged`).',
          429: 'Too many wrong current passwords (`too_many_attempts`), counted like logins.',
        },
      },
      schema: {
        tags: ['auth'],
        summary: "Change the caller's password (current password required); answers a new token",
        description:
          'Checks the current password, then sets the new one (at least 10 characters, not a common or breached password). Every other token of the account stops working; the answer carries the new token for this browser.',
        body: changePasswordBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const user = await service.changePassword(request.auth!, currentPassword, newPassword, request.ip);
      return { token: app.signToken(user) };
    },
  );

  app.post(
    '/api/v2/password-resets',
    {
      config: {
        access: 'public',
        rateLimit: { max: 5, timeWindow: '15 minutes' },
        problems: { 429: 'More than 5 requests from this address in 15 minutes (`rate_limited`).' },
      },
      schema: {
        tags: ['auth'],
        summary: '"Forgot password": e-mail a single-use link valid for one hour',
        description:
          "Answers 202 with the same sentence, in the same time, whether or not an account has this address: the e-mail is prepared by a background job. The link (at most three an hour per account) opens the web app's reset page.",
        security: [],
        body: forgotPasswordBodySchema,
        response: { 202: forgotPasswordResponseSchema },
      },
    },
    async (request, reply) => {
      await service.requestReset(request.body.email);
      return reply.code(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    '/api/v2/password-resets/confirm',
    {
      config: {
        access: 'public',
        rateLimit: { max: 20, timeWindow: '15 minutes' },
        problems: {
          400: 'The link is unknown, used or expired (`reset_link_invalid`), or the password breaks a rule (`password_rejected`).',
        },
      },
      schema: {
        tags: ['auth'],
        summary: "Choose a new password with a reset link's token",
        description:
          'Uses up the link and sets the new password; every token and other reset link of the account stops working. A refused password leaves the link usable. Log in afterwards with the new password.',
        security: [],
        body: resetPasswordBodySchema,
        response: { 204: z.null().describe('Password changed') },
      },
    },
    async (request, reply) => {
      await service.resetPassword(request.body.token, request.body.newPassword);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v2/me/avatar',
    {
      config: {
        access: 'authenticated',
        upload: { file: 'PNG, JPEG, GIF or WebP image (type read from the content)' },
      },
      schema: {
        tags: ['auth'],
        summary: "Upload the caller's avatar (multipart image, checked by content)",
        description:
          "Stores the image as the caller's avatar and removes the previous one; answers the updated profile. A file that is not an image answers 400 `not_an_image`.",
        consumes: ['multipart/form-data'],
        response: { 200: meSchema },
      },
    },
    async (request) => service.setAvatar(request.auth!, await readImageUpload(request)),
  );

  app.delete(
    '/api/v2/me/avatar',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "Remove the caller's avatar",
        description:
          "Clears the caller's avatar and deletes its file; answers the updated profile (also when there was none).",
        response: { 200: meSchema },
      },
    },
    async (request) => service.removeAvatar(request.auth!),
  );
}
