import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBodySchema, loginResponseSchema, meSchema, problemSchema } from '@markwell/contracts';
import { readImageUpload } from '../../lib/uploads';
import { createAuthService } from './auth.service';

/** Signing in (a JWT) and the signed-in user's own account: header values and avatar. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAuthService(app.db, app.headerCounters, app.storage);

  app.post(
    '/login_check',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password; answers a JWT (LexikJWT shape)',
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
      schema: { tags: ['auth'], summary: 'The signed-in user, with header counters', response: { 200: meSchema } },
    },
    async (request) => service.me(request.auth!),
  );

  app.post(
    '/api/v2/me/avatar',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "Upload the caller's avatar (multipart image, checked by content)",
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
      schema: { tags: ['auth'], summary: "Remove the caller's avatar", response: { 200: meSchema } },
    },
    async (request) => service.removeAvatar(request.auth!),
  );
}
