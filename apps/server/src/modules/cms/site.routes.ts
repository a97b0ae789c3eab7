import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicCache } from '../../lib/public-cache';
import { createSiteService } from './site.service';

/**
 * Crawler-facing parts of the public site: the <head> of public pages (through the web plugin),
 * sitemap.xml and robots.txt.
 */
export default async function siteRoutes(app: FastifyInstance) {
  const publicUrl = app.env.PUBLIC_URL?.replace(/\/+$/, '');
  const site = createSiteService(app.db, app.storage, publicUrl);
  const siteUrl = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  app.addPageHead((path) => site.pageHead(path));

  app.get(
    '/sitemap.xml',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public site'],
        summary: 'The sitemap of the public site',
        description:
          'An XML sitemap (sitemaps.org) of the home page, the blog, free resources, every public CMS page and every published post, with absolute URLs and last-modified dates.',
        produces: ['application/xml'],
      },
      onSend: publicCache,
    },
    async (request, reply) =>
      reply.type('application/xml; charset=utf-8').send(await site.sitemapXml(siteUrl(request))),
  );

  app.get(
    '/robots.txt',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public site'],
        summary: 'Crawler rules of the public site',
        description:
          'Plain-text robots rules: everything is allowed except the signed-in apps and the login page, and the sitemap is named.',
        produces: ['text/plain'],
      },
      onSend: publicCache,
    },
    async (request, reply) => reply.type('text/plain; charset=utf-8').send(site.robotsTxt(siteUrl(request))),
  );
}
