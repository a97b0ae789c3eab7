import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STAFF } from '../../lib/access';
import { publicCache } from '../../lib/public-cache';
import { createMenusService } from './menus.service';

/**
 * The public site's header and footer menus: content staff edit them; visitors read them, and
 * crawlers find them in the server-rendered HTML of public pages. Registered inside the CMS
 * routes, so every write drops the public content cache like any other CMS write.
 */
export default async function menusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createMenusService(app.db);
  app.addShellBody((path) => service.shellMenusHtml(path));

  routeEndpoint(
    app,
    cmsEndpoints.getPublicMenus,
    { config: { access: 'public' }, onSend: publicCache, schema: { tags: ['public site'], security: [] } },
    () => service.publicMenus(),
  );

  const tags = ['site menus'];
  routeEndpoint(app, cmsEndpoints.getCmsmenuitems, { config: { access: STAFF }, schema: { tags } }, () =>
    service.listItems(),
  );

  routeEndpoint(
    app,
    cmsEndpoints.postCmsmenuitems,
    {
      config: {
        access: STAFF,
        problems: {
          400: 'Invalid fields, or `unknown_page`: the target page id names no CMS page.',
          409: 'The menu already holds its most items (`menu_full`).',
        },
      },
      schema: { tags },
    },
    async (req, reply) => reply.code(201).send(await service.createItem(req.body)),
  );

  routeEndpoint(app, cmsEndpoints.getCmsmenuitemsById, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.getItem(req.params.id),
  );

  routeEndpoint(
    app,
    cmsEndpoints.patchCmsmenuitemsById,
    {
      config: {
        access: STAFF,
        problems: { 400: 'Invalid fields, or `unknown_page`: the target page id names no CMS page.' },
      },
      schema: { tags },
    },
    (req) => service.updateItem(req.params.id, req.body),
  );

  routeEndpoint(app, cmsEndpoints.deleteCmsmenuitemsById, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.deleteItem(req.params.id),
  );

  routeEndpoint(
    app,
    cmsEndpoints.putCmsmenusByMenuOrder,
    {
      config: {
        access: STAFF,
        problems: { 400: 'Invalid fields, or `menu_order_mismatch`: `ids` is not every item of the menu once.' },
      },
      schema: { tags },
    },
    (req) => service.reorder(req.params.menu, req.body.ids),
  );
}
