import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBodySchema, loginResponseSchema, meSchema, problemSchema } from '@markwell/contracts';
import { readImageUpload } from '../../lib/uploads';
import { createAuthService } from './auth.service';

/** Signing in (a JWT) and the signed-in user's own account: header values and avatar. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAuthService(app.db, app.headerCounters, app.storage, (id) => app.forgetAuthUser(id));

  app.post(
    '/login_check',
    {
      config: {
        access: 'public',
        problems: {
          401: 'Wrong e-mail or password (`invalid_credentials`); an unknown e-mail answers exactly alike.',
          429: 'Too many failed attempts for this account or address (`too_many_attempts`): the detail says how many minutes to wait.',
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password; answers a JWT (LexikJWT shape)',
        description:
          'Checks the credentials and answers a signed JWT to send as `Authorization: Bearer`. Only failed attempts count towards the per-account and per-address throttle, so a whole school logging in from one address is never locked out.',
        security: [],
        body: loginBodySchema,
        response: { 200: loginResponseSchema, 401: problemSchema, 429: problemSchema },
      },
    },
    async (request) => {
      const user = await service.login(request.body.username, request.body.password, request.ip);
      return { token: app.signToken(user) };
    },
  );

  app.get(
    '/api/v2/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, with header counters',
        description:
          "The caller's profile (role, school, avatar) with the message and notification counts shown in the header.",
        response: { 200: meSchema },
      },
    },
    async (request) => service.me(request.auth!),
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
