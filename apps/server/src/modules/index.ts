import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/auth.routes';
import curriculaRoutes from './curricula/curricula.routes';

/**
 * Every API module, registered in one place. A module exposes one routes plugin; modules
 * talk to each other only through their index.ts.
 */
export async function registerModules(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(curriculaRoutes, { prefix: '/api/v2' });
}
