import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBodySchema, loginResponseSchema, meSchema, problemSchema } from '@markwell/contracts';
import { createAuthService } from './auth.service';

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAuthService(app.db);

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
}
