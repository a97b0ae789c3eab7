import type { FastifyInstance } from 'fastify';
import { assignmentsRoutes } from './assignments/index';
import { attemptsRoutes } from './attempts/index';
import authRoutes from './auth/auth.routes';
import curriculaRoutes from './curricula/curricula.routes';
import { examTemplatesRoutes } from './exam-templates/index';
import importsRoutes from './imports/imports.routes';
import publicSiteModules from './cms/index';
import questionsRoutes from './questions/questions.routes';
import schoolsRoutes from './schools/schools.routes';
import schoolAdminRoutes from './school-admin/school-admin.routes';

/**
 * Every API module, registered in one place. A module exposes one routes plugin; modules
 * talk to each other only through their index.ts.
 */
export async function registerModules(app: FastifyInstance) {
  await app.register(attemptsRoutes, { prefix: '/api/v2' });
  await app.register(authRoutes);
  await app.register(assignmentsRoutes, { prefix: '/api/v2' });
  await app.register(curriculaRoutes, { prefix: '/api/v2' });
  await app.register(examTemplatesRoutes, { prefix: '/api/v2' });
  await app.register(importsRoutes);
  await app.register(publicSiteModules);
  await app.register(questionsRoutes, { prefix: '/api/v2' });
  await app.register(schoolsRoutes, { prefix: '/api/v2' });
  await app.register(schoolAdminRoutes, { prefix: '/api/v2' });
}
