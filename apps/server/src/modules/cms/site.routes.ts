import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicCache } from '../../lib/public-cache';
import { createSiteService } from './site.service';

/**
 * Crawler-facing parts of the public site: the <head> of public pages (through the web plugin),
 * sitemap.xml and robots.txt.
 */
export default async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.env.PUBLIC_URL?.replace(/\/+$/, '');
  const site = createSiteService(app.db, app.storage, publicUrl);
  // Absolute URLs of these publicly cached files come from configuration, never from the request.
  const siteUrl = app.env.siteUrl;

  app.addPageHead((path) => site.pageHead(path));

  app.get(
    '/sitemap.xml',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public site'],
        summary: 'The sitemap of the public site',
        description:
          'An XML sitemap (sitemaps.org) of the home page, the blog, free resources, every public CMS page and every published post, with absolute URLs and last-modified dates. When there are more URLs than one file holds (10,000) it is a sitemap index naming /sitemap-1.xml, /sitemap-2.xml… Built once per content change.',
        produces: ['application/xml'],
      },
      onSend: publicCache,
    },
    async (_request, reply) => reply.type('application/xml; charset=utf-8').send(await site.sitemapXml(siteUrl)),
  );

  app.get(
    '/sitemap-:page.xml',
    {
      config: { access: 'public', problems: { 404: 'No sitemap file has this number (past the last one).' } },
      schema: {
        tags: ['public site'],
        summary: 'One numbered file of a large sitemap',
        description:
          'The URLs of file N (from 1) named by the sitemap index at /sitemap.xml, 10,000 a file; a number past the last file is a 404.',
        produces: ['application/xml'],
        params: z.object({ page: z.coerce.number().int().min(1).max(10_000).describe('File number, from 1') }),
      },
      onSend: publicCache,
    },
    async (request, reply) =>
      reply.type('application/xml; charset=utf-8').send(await site.sitemapFileXml(siteUrl, request.params.page)),
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
    async (_request, reply) => reply.type('text/plain; charset=utf-8').send(site.robotsTxt(siteUrl)),
  );
}
