import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cmsPageSchema,
  cmsPageSummarySchema,
  createCmsPageBodySchema,
  homeSectionSchema,
  idParamsSchema,
  okSchema,
  publicHomeSchema,
  seoPageSchema,
  slugParamsSchema,
  teaserPageSchema,
  updateCmsPageBodySchema,
  updateHomeSectionBodySchema,
  updateSeoPageBodySchema,
  updateTeaserPageBodySchema,
} from '@markwell/contracts';
import { STAFF } from '../../lib/access';
import { invalidateContentCacheOnWrite } from '../../plugins/content-cache';
import { imageFieldRoutes } from '../../lib/image-field';
import { createCmsService } from './cms.service';
import menusRoutes from './menus.routes';
import { publicCache } from '../../lib/public-cache';

/** CMS pages, home page sections, teaser and SEO pages (content staff), and their public reads. */
export default async function cmsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCmsService(app.db, app.storage);
  invalidateContentCacheOnWrite(fastify);
  // The site menus: a child plugin, so the hook above drops the content cache on their writes too.
  await app.register(menusRoutes);

  // --- public reads
  app.get(
    '/public/pages/:slug',
    {
      config: { access: 'public' },
      onSend: publicCache,
      schema: {
        tags: ['public site'],
        summary: 'A public CMS page by slug (404 page_not_found when missing or not public)',
        description:
          'A published CMS page with its sanitised content and SEO fields. A missing page and an unpublished one answer the same 404; answers carry an ETag and short cache lifetime (304 when unchanged).',
        security: [],
        params: slugParamsSchema,
        response: { 200: cmsPageSchema },
      },
    },
    (req) => service.publicPage(req.params.slug),
  );

  app.get(
    '/public/home',
    {
      config: { access: 'public' },
      onSend: publicCache,
      schema: {
        tags: ['public site'],
        summary: 'The sections of the public home page, in order',
        description:
          'Every home page section (key, title, sanitised body) in display order, for the public home page; answers carry an ETag and short cache lifetime (304 when unchanged).',
        security: [],
        response: { 200: publicHomeSchema },
      },
    },
    () => service.publicHome(),
  );

  // --- CMS pages
  const pages = ['cms pages'];
  app.post(
    '/cmspages',
    {
      config: { access: STAFF, problems: { 409: 'Another page already uses this slug (`slug_taken`).' } },
      schema: {
        tags: pages,
        summary: 'Create a CMS page',
        description:
          'Creates a page with a unique slug; its HTML content is sanitised before it is stored. New pages are not public unless `public` is set.',
        body: createCmsPageBodySchema,
        response: { 201: cmsPageSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createPage(req.body)),
  );

  app.get(
    '/cmspages',
    {
      config: { access: STAFF },
      schema: {
        tags: pages,
        summary: 'All CMS pages, public or not',
        description: 'A summary of every CMS page (title, slug, image, public flag, dates), for the staff list.',
        response: { 200: z.array(cmsPageSummarySchema) },
      },
    },
    () => service.listPages(),
  );

  app.get(
    '/cmspages/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: pages,
        summary: 'One CMS page with every SEO field',
        description: 'The page as staff edit it, published or not, with its content, video and SEO fields.',
        params: idParamsSchema,
        response: { 200: cmsPageSchema },
      },
    },
    (req) => service.getPage(req.params.id),
  );

  app.patch(
    '/cmspages/:id',
    {
      config: { access: STAFF, problems: { 409: 'Another page already uses this slug (`slug_taken`).' } },
      schema: {
        tags: pages,
        summary: 'Edit a CMS page (content is sanitised)',
        description:
          'Changes only the fields sent; HTML content is sanitised before it is stored, and a new slug must be free.',
        params: idParamsSchema,
        body: updateCmsPageBodySchema,
        response: { 200: cmsPageSchema },
      },
    },
    (req) => service.updatePage(req.params.id, req.body),
  );

  app.delete(
    '/cmspages/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: pages,
        summary: 'Delete a CMS page and its image',
        description: 'Deletes the page for good and removes its image file.',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.deletePage(req.params.id),
  );

  imageFieldRoutes(app, {
    uploadPath: '/cmspages/:id/photos',
    removePath: '/cmspages/:id/photo',
    access: STAFF,
    tags: pages,
    uploadSummary: "Upload the page's image (multipart; PNG/JPEG/GIF/WebP), replacing the previous one",
    removeSummary: "Remove the page's image",
    image: "the page's image",
    response: cmsPageSchema,
    field: service.pageImage,
  });

  // --- home page sections
  const sections = ['home page sections'];
  app.get(
    '/cmshomepagesections',
    {
      config: { access: STAFF },
      schema: {
        tags: sections,
        summary: 'Home page sections, in order',
        description: 'Every section of the public home page in display order, as staff edit them.',
        response: { 200: z.array(homeSectionSchema) },
      },
    },
    () => service.listSections(),
  );

  app.get(
    '/cmshomepagesections/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: sections,
        summary: 'One home page section',
        description: 'One section of the public home page with its key, title and body.',
        params: idParamsSchema,
        response: { 200: homeSectionSchema },
      },
    },
    (req) => service.getSection(req.params.id),
  );

  app.patch(
    '/cmshomepagesections/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: sections,
        summary: 'Edit a home page section (sectionBody is sanitised)',
        description:
          "Replaces the section's body (sanitised HTML) and, when sent, its title; sections are fixed, so none is created or deleted.",
        params: idParamsSchema,
        body: updateHomeSectionBodySchema,
        response: { 200: homeSectionSchema },
      },
    },
    (req) => service.updateSection(req.params.id, req.body),
  );

  // --- teaser pages
  const teasers = ['teaser pages'];
  app.get(
    '/teaserpages',
    {
      config: { access: STAFF },
      schema: {
        tags: teasers,
        summary: 'Teaser pages',
        description: 'Every teaser page with its slug, content, photo and public flag.',
        response: { 200: z.array(teaserPageSchema) },
      },
    },
    () => service.listTeasers(),
  );

  app.get(
    '/teaserpages/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: teasers,
        summary: 'One teaser page',
        description: 'One teaser page as staff edit it, published or not.',
        params: idParamsSchema,
        response: { 200: teaserPageSchema },
      },
    },
    (req) => service.getTeaser(req.params.id),
  );

  app.patch(
    '/teaserpages/:id',
    {
      config: { access: STAFF, problems: { 409: 'Another page already uses this slug (`slug_taken`).' } },
      schema: {
        tags: teasers,
        summary: 'Edit a teaser page',
        description: 'Changes only the fields sent; HTML content is sanitised and a new slug must be free.',
        params: idParamsSchema,
        body: updateTeaserPageBodySchema,
        response: { 200: teaserPageSchema },
      },
    },
    (req) => service.updateTeaser(req.params.id, req.body),
  );

  imageFieldRoutes(app, {
    uploadPath: '/teaserpages/:id/photos',
    removePath: '/teaserpages/:id/photo',
    access: STAFF,
    tags: teasers,
    uploadSummary: "Upload the teaser's photo (multipart), replacing the previous one",
    removeSummary: "Remove the teaser's photo",
    image: "the teaser's photo",
    response: teaserPageSchema,
    field: service.teaserPhoto,
  });

  // --- SEO pages
  const seo = ['seo pages'];
  app.get(
    '/seopages',
    {
      config: { access: STAFF },
      schema: {
        tags: seo,
        summary: 'SEO pages (head tags of public paths)',
        description: 'Every SEO page: the meta, Open Graph and Twitter tags served in the <head> of one public path.',
        response: { 200: z.array(seoPageSchema) },
      },
    },
    () => service.listSeoPages(),
  );

  app.get(
    '/seopages/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: seo,
        summary: 'One SEO page',
        description: 'The head tags of one public path, with its Open Graph and Twitter images.',
        params: idParamsSchema,
        response: { 200: seoPageSchema },
      },
    },
    (req) => service.getSeoPage(req.params.id),
  );

  app.patch(
    '/seopages/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: seo,
        summary: 'Edit the meta, Open Graph and Twitter fields of an SEO page',
        description: 'Changes only the fields sent; crawlers get the new tags on their next visit to the path.',
        params: idParamsSchema,
        body: updateSeoPageBodySchema,
        response: { 200: seoPageSchema },
      },
    },
    (req) => service.updateSeoPage(req.params.id, req.body),
  );

  for (const kind of ['og', 'twitter'] as const) {
    const label = kind === 'og' ? 'Open Graph' : 'Twitter card';
    imageFieldRoutes(app, {
      uploadPath: `/seopages/:id/${kind}photos`,
      removePath: `/seopages/:id/${kind}photo`,
      access: STAFF,
      tags: seo,
      uploadSummary: `Upload the ${label} image (multipart), replacing the previous one`,
      removeSummary: `Remove the ${label} image`,
      image: `the ${label} image`,
      response: seoPageSchema,
      field: service.seoImages[kind],
    });
  }
}
