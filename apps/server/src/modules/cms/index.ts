import type { FastifyInstance } from 'fastify';
import { blogRoutes } from '../blog/index';
import { contactRoutes } from '../contact/index';
import { notificationsRoutes } from '../notifications/index';
import cmsRoutes from './cms.routes';
import siteRoutes from './site.routes';

/**
 * The public site and content management (issue 4): CMS, blog, notifications, contact and
 * problem reports under /api/v2, plus sitemap.xml, robots.txt and the crawler <head> at the root.
 */
export default async function publicSiteModules(app: FastifyInstance) {
  await app.register(cmsRoutes, { prefix: '/api/v2' });
  await app.register(blogRoutes, { prefix: '/api/v2' });
  await app.register(notificationsRoutes, { prefix: '/api/v2' });
  await app.register(contactRoutes, { prefix: '/api/v2' });
  await app.register(siteRoutes);
}

export { publicCache, PUBLIC_CACHE_CONTROL } from './public-cache';
