import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authServiceOf } from './auth.app';
import { RESET_MAIL_QUEUE } from './auth.service';

/**
 * The password-reset mail, sent off the request: "forgot password" answers the same at once
 * whether or not the address has an account, and the job mails the link when it does.
 */
export default async function authJobs(app: FastifyInstance) {
  const service = authServiceOf(app);
  app.jobs.handle(RESET_MAIL_QUEUE, z.object({ email: z.string() }), ({ email }) => service.sendResetLink(email));
}
