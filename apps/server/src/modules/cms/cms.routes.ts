import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { routeEndpoint } from '../../lib/endpoint-route';
import { cmsPageSchema, seoPageSchema, teaserPageSchema } from '@markwell/contracts';
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
  routeEndpoint(
    app,
    cmsEndpoints.getPublicPagesBySlug,
    { config: { access: 'public' }, onSend: publicCache, schema: { tags: ['public site'], security: [] } },
    (req) => service.publicPage(req.params.slug),
  );

  routeEndpoint(
    app,
    cmsEndpoints.getPublicHome,
    { config: { access: 'public' }, onSend: publicCache, schema: { tags: ['public site'], security: [] } },
    () => service.publicHome(),
  );

  // --- CMS pages
  const pages = ['cms pages'];
  routeEndpoint(
    app,
    cmsEndpoints.postCmspages,
    {
      config: { access: STAFF, problems: { 409: 'Another page already uses this slug (`slug_taken`).' } },
      schema: { tags: pages },
    },
    async (req, reply) => reply.code(201).send(await service.createPage(req.body)),
  );

  routeEndpoint(app, cmsEndpoints.getCmspages, { config: { access: STAFF }, schema: { tags: pages } }, () =>
    service.listPages(),
  );

  routeEndpoint(app, cmsEndpoints.getCmspagesById, { config: { access: STAFF }, schema: { tags: pages } }, (req) =>
    service.getPage(req.params.id),
  );

  routeEndpoint(
    app,
    cmsEndpoints.patchCmspagesById,
    {
      config: { access: STAFF, problems: { 409: 'Another page already uses this slug (`slug_taken`).' } },
      schema: { tags: pages },
    },
    (req) => service.updatePage(req.params.id, req.body),
  );

  routeEndpoint(app, cmsEndpoints.deleteCmspagesById, { config: { access: STAFF }, schema: { tags: pages } }, (req) =>
    service.deletePage(req.params.id),
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
  routeEndpoint(
    app,
    cmsEndpoints.getCmshomepagesections,
    { config: { access: STAFF }, schema: { tags: sections } },
    () => service.listSections(),
  );

  routeEndpoint(
    app,
    cmsEndpoints.getCmshomepagesectionsById,
    { config: { access: STAFF }, schema: { tags: sections } },
    (req) => service.getSection(req.params.id),
  );

  routeEndpoint(
    app,
    cmsEndpoints.patchCmshomepagesectionsById,
    { config: { access: STAFF }, schema: { tags: sections } },
    (req) => service.updateSection(req.params.id, req.body),
  );

  // --- teaser pages
  const teasers = ['teaser pages'];
  routeEndpoint(app, cmsEndpoints.getTeaserpages, { config: { access: STAFF }, schema: { tags: teasers } }, () =>
    service.listTeasers(),
  );

  routeEndpoint(app, cmsEndpoints.getTeaserpagesById, { config: { access: STAFF }, schema: { tags: teasers } }, (req) =>
    service.getTeaser(req.params.id),
  );

  routeEndpoint(
    app,
    cmsEndpoints.patchTeaserpagesById,
    {
      config: { access: STAFF, problems: { 409: 'Another page already uses this slug (`slug_taken`).' } },
      schema: { tags: teasers },
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
  routeEndpoint(app, cmsEndpoints.getSeopages, { config: { access: STAFF }, schema: { tags: seo } }, () =>
    service.listSeoPages(),
  );

  routeEndpoint(app, cmsEndpoints.getSeopagesById, { config: { access: STAFF }, schema: { tags: seo } }, (req) =>
    service.getSeoPage(req.params.id),
  );

  routeEndpoint(app, cmsEndpoints.patchSeopagesById, { config: { access: STAFF }, schema: { tags: seo } }, (req) =>
    service.updateSeoPage(req.params.id, req.body),
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
