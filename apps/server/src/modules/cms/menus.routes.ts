import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createMenuItemBodySchema,
  idParamsSchema,
  menuItemSchema,
  menuItemsSchema,
  menuParamsSchema,
  okSchema,
  publicMenusSchema,
  reorderMenuBodySchema,
  updateMenuItemBodySchema,
} from '@markwell/contracts';
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

  app.get(
    '/public/menus',
    {
      config: { access: 'public' },
      onSend: publicCache,
      schema: {
        tags: ['public site'],
        summary: 'The header and footer menus of the public site',
        description:
          'The links of both menus in order, each a label and a path (or http(s) URL). A link to a CMS page that is not public is left out. Answers carry an ETag and a short cache lifetime (304 when unchanged).',
        security: [],
        response: { 200: publicMenusSchema },
      },
    },
    () => service.publicMenus(),
  );

  const tags = ['site menus'];
  app.get(
    '/cmsmenuitems',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Every item of the header and footer menus, in order (content staff)',
        description:
          "Both menus' items, menu by menu in display order, with their target and, for a page item, the page's title and whether it is public (`href` is null while it is not: visitors do not see the item).",
        response: { 200: menuItemsSchema },
      },
    },
    () => service.listItems(),
  );

  app.post(
    '/cmsmenuitems',
    {
      config: {
        access: STAFF,
        problems: {
          400: 'Invalid fields, or `unknown_page`: the target page id names no CMS page.',
          409: 'The menu already holds its most items (`menu_full`).',
        },
      },
      schema: {
        tags,
        summary: 'Add a link at the end of the header or footer menu (content staff)',
        description:
          'The target is a CMS page (by id: a renamed page keeps its link), the blog, the contact page, the home page, or a link (an http(s) URL or a path on this site; other schemes are refused). Visitors see the change at once.',
        body: createMenuItemBodySchema,
        response: { 201: menuItemSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createItem(req.body)),
  );

  app.get(
    '/cmsmenuitems/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'One menu item (content staff)',
        description: 'The item with its menu, position, label, target and public href.',
        params: idParamsSchema,
        response: { 200: menuItemSchema },
      },
    },
    (req) => service.getItem(req.params.id),
  );

  app.patch(
    '/cmsmenuitems/:id',
    {
      config: {
        access: STAFF,
        problems: { 400: 'Invalid fields, or `unknown_page`: the target page id names no CMS page.' },
      },
      schema: {
        tags,
        summary: "Change a menu item's label or target (content staff)",
        description: 'Changes only the fields sent; the item keeps its menu and place.',
        params: idParamsSchema,
        body: updateMenuItemBodySchema,
        response: { 200: menuItemSchema },
      },
    },
    (req) => service.updateItem(req.params.id, req.body),
  );

  app.delete(
    '/cmsmenuitems/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Remove a link from its menu (content staff)',
        description: 'Deletes the menu item; the page it pointed at is not touched.',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.deleteItem(req.params.id),
  );

  app.put(
    '/cmsmenus/:menu/order',
    {
      config: {
        access: STAFF,
        problems: { 400: 'Invalid fields, or `menu_order_mismatch`: `ids` is not every item of the menu once.' },
      },
      schema: {
        tags,
        summary: 'Put the items of a menu in a new order (content staff)',
        description:
          "`ids` lists every item of the menu once, in the new order; the answer is the menu's items in that order.",
        params: menuParamsSchema,
        body: reorderMenuBodySchema,
        response: { 200: menuItemsSchema },
      },
    },
    (req) => service.reorder(req.params.menu, req.body.ids),
  );
}
