import { z } from 'zod';
import { dbId, safeLinkSchema } from './common';

// The public site's header and footer menus, managed by content staff. A menu item points at a
// CMS page, the blog, the contact page, the home page, or a checked link (an http(s) URL or a
// path on this site); a link to a page that is not public is left out of the public menus.

export const MENU_NAMES = ['header', 'footer'] as const;
export const menuNameSchema = z.enum(MENU_NAMES).describe('Which menu: the site header or the footer');
export type MenuName = z.infer<typeof menuNameSchema>;

/** Items one menu holds at most: a header with more links than this no longer fits a phone. */
export const MENU_ITEMS_MAX = 12;

export const menuTargetSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('page'), pageId: dbId.describe('The CMS page linked to') }),
    z.object({ kind: z.literal('blog') }),
    z.object({ kind: z.literal('contact') }),
    z.object({ kind: z.literal('home') }),
    z.object({ kind: z.literal('link'), url: safeLinkSchema }),
  ])
  .describe('What the item opens: a CMS page, the blog, the contact page, the home page, or a checked link');
export type MenuTarget = z.infer<typeof menuTargetSchema>;
export type MenuTargetKind = MenuTarget['kind'];

const labelSchema = z.string().trim().min(1).max(60).describe('The text of the link (plain text)');

/** A menu item as staff edit it. */
export const menuItemSchema = z.object({
  id: z.number().int(),
  menu: menuNameSchema,
  position: z.number().int().describe('Place in its menu, from 0'),
  label: z.string(),
  target: menuTargetSchema,
  href: z.string().nullable().describe('Where the link goes on the public site; null while its page is not public'),
  page: z
    .object({ id: z.number().int(), title: z.string(), slug: z.string(), public: z.boolean() })
    .nullable()
    .describe('The CMS page of a page item'),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuItemsSchema = z.array(menuItemSchema);

export const createMenuItemBodySchema = z.object({
  menu: menuNameSchema,
  label: labelSchema,
  target: menuTargetSchema,
});
export type CreateMenuItemBody = z.infer<typeof createMenuItemBodySchema>;

export const updateMenuItemBodySchema = z
  .object({ label: labelSchema.optional(), target: menuTargetSchema.optional() })
  .refine((b) => b.label !== undefined || b.target !== undefined, { message: 'Send a label or a target to change' });
export type UpdateMenuItemBody = z.infer<typeof updateMenuItemBodySchema>;

export const menuParamsSchema = z.object({ menu: menuNameSchema });

export const reorderMenuBodySchema = z.object({
  ids: z
    .array(dbId)
    .max(MENU_ITEMS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'An item is listed twice' })
    .describe('Every item of the menu, once each, in the new order'),
});
export type ReorderMenuBody = z.infer<typeof reorderMenuBodySchema>;

/** One link of a public menu. */
export const publicMenuLinkSchema = z.object({
  label: z.string(),
  href: z.string().describe('A path on this site or an http(s) URL'),
});
export type PublicMenuLink = z.infer<typeof publicMenuLinkSchema>;

export const publicMenusSchema = z.object({
  header: z.array(publicMenuLinkSchema),
  footer: z.array(publicMenuLinkSchema),
});
export type PublicMenus = z.infer<typeof publicMenusSchema>;
