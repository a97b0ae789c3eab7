import type { FastifyInstance } from 'fastify';
import { academyRoutes, academyStaffRoutes } from './academy/index';
import { accountsRoutes } from './accounts/index';
import { assignmentsRoutes, markingDigestJob } from './assignments/index';
import { attemptsJobs, attemptsRoutes } from './attempts/index';
import { authJobs, authRoutes } from './auth/index';
import { billingJobs, billingRoutes } from './billing/index';
import { blogRoutes } from './blog/index';
import { cmsRoutes, siteRoutes } from './cms/index';
import { contactRoutes } from './contact/index';
import { curriculaRoutes } from './curricula/index';
import { dashboardsRoutes } from './dashboards/index';
import { dataProtectionJobs, dataProtectionRoutes } from './data-protection/index';
import { checkpointLinksRoutes, examTemplatesRoutes } from './exam-templates/index';
import { healthRoutes } from './health/index';
import { importsRoutes } from './imports/index';
import { learningRoutes } from './learning/index';
import { markingJobs, markingRoutes } from './marking/index';
import { messagesRoutes } from './messages/index';
import { mockExportRoutes, mocksRoutes } from './mocks/index';
import { notificationsRoutes } from './notifications/index';
import { questionsRoutes } from './questions/index';
import { rosterRoutes } from './roster/index';
import { schoolAdminRoutes } from './school-admin/index';
import { schoolsRoutes } from './schools/index';
import { ssoRoutes } from './sso/index';
import { tipsRoutes } from './tips/index';

/**
 * Every API module, registered in one place. A module exposes its routes plugin, and the plugin of
 * its background jobs where it has any, from its index.ts; modules talk to each other only through
 * their index.ts.
 */
export async function registerModules(app: FastifyInstance) {
  await app.register(attemptsRoutes, { prefix: '/api/v2' });
  await app.register(attemptsJobs);
  await app.register(authRoutes);
  await app.register(authJobs);
  await app.register(assignmentsRoutes, { prefix: '/api/v2' });
  await app.register(markingDigestJob);
  await app.register(curriculaRoutes, { prefix: '/api/v2' });
  await app.register(healthRoutes);
  await app.register(examTemplatesRoutes, { prefix: '/api/v2' });
  await app.register(checkpointLinksRoutes, { prefix: '/api/v2' });
  await app.register(importsRoutes);
  await app.register(cmsRoutes, { prefix: '/api/v2' });
  await app.register(blogRoutes, { prefix: '/api/v2' });
  await app.register(notificationsRoutes, { prefix: '/api/v2' });
  await app.register(messagesRoutes, { prefix: '/api/v2' });
  await app.register(contactRoutes, { prefix: '/api/v2' });
  // sitemap.xml, robots.txt and the crawlers' <head> of public pages, at the site root
  await app.register(siteRoutes);
  await app.register(questionsRoutes, { prefix: '/api/v2' });
  await app.register(schoolsRoutes, { prefix: '/api/v2' });
  await app.register(schoolAdminRoutes, { prefix: '/api/v2' });
  await app.register(rosterRoutes, { prefix: '/api/v2' });
  await app.register(accountsRoutes, { prefix: '/api/v2' });
  await app.register(academyRoutes, { prefix: '/api/v2' });
  await app.register(academyStaffRoutes, { prefix: '/api/v2' });
  await app.register(markingRoutes, { prefix: '/api/v2' });
  await app.register(markingJobs);
  await app.register(billingRoutes, { prefix: '/api/v2' });
  await app.register(billingJobs);
  await app.register(dashboardsRoutes, { prefix: '/api/v2' });
  await app.register(mocksRoutes, { prefix: '/api/v2' });
  await app.register(learningRoutes, { prefix: '/api/v2' });
  await app.register(tipsRoutes, { prefix: '/api/v2' });
  await app.register(ssoRoutes, { prefix: '/api/v2' });
  await app.register(dataProtectionRoutes, { prefix: '/api/v2' });
  await app.register(dataProtectionJobs);
  // the admin CSV exports keep their legacy paths outside /api/v2
  await app.register(mockExportRoutes);
}
