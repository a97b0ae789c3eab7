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
import { imageFieldRoutes } from '../../lib/image-field';
import { createCmsService } from './cms.service';
import { publicCache } from '../../lib/public-cache';

/** CMS pages, home page sections, teaser and SEO pages (content staff), and their public reads. */
export default async function cmsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCmsService(app.db, app.storage);

  // --- public reads
  app.get(
    '/public/pages/:slug',
    {
      config: { access: 'public' },
      onSend: publicCache,
      schema: {
        tags: ['public site'],
        summary: 'A public CMS page by slug (404 page_not_found when missing or not public)',
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
      config: { access: STAFF },
      schema: {
        tags: pages,
        summary: 'Create a CMS page',
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
        params: idParamsSchema,
        response: { 200: cmsPageSchema },
      },
    },
    (req) => service.getPage(req.params.id),
  );

  app.patch(
    '/cmspages/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: pages,
        summary: 'Edit a CMS page (content is sanitised)',
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
      schema: { tags: teasers, summary: 'Teaser pages', response: { 200: z.array(teaserPageSchema) } },
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
        params: idParamsSchema,
        response: { 200: teaserPageSchema },
      },
    },
    (req) => service.getTeaser(req.params.id),
  );

  app.patch(
    '/teaserpages/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: teasers,
        summary: 'Edit a teaser page',
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
        response: { 200: z.array(seoPageSchema) },
      },
    },
    () => service.listSeoPages(),
  );

  app.get(
    '/seopages/:id',
    {
      config: { access: STAFF },
      schema: { tags: seo, summary: 'One SEO page', params: idParamsSchema, response: { 200: seoPageSchema } },
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
      response: seoPageSchema,
      field: service.seoImages[kind],
    });
  }
}
