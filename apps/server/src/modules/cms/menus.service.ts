import {
  MENU_ITEMS_MAX,
  type CreateMenuItemBody,
  type MenuItem,
  type MenuName,
  type MenuTarget,
  type PublicMenus,
  type UpdateMenuItemBody,
} from '@markwell/contracts';
import type { Db } from '../../db/client';
import { contentCacheFor } from '../../lib/content-cache';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { createMenusRepository, type MenuItemRow } from './menus.repository';

/** Where the fixed targets live in the web app (its routes: home, blog, the contact page). */
export const FIXED_TARGET_PATHS = { home: '/', blog: '/blog', contact: '/pages/get-in-touch' } as const;

function targetOf(row: MenuItemRow): MenuTarget {
  switch (row.targetKind) {
    case 'page':
      return { kind: 'page', pageId: row.pageId! };
    case 'link':
      return { kind: 'link', url: row.url! };
    default:
      return { kind: row.targetKind };
  }
}

/** The public href of an item, or null while it points at a page that is not public. */
function hrefOf(row: MenuItemRow): string | null {
  switch (row.targetKind) {
    case 'page':
      return row.pagePublic && row.pageSlug ? `/pages/${row.pageSlug}` : null;
    case 'link':
      return row.url;
    default:
      return FIXED_TARGET_PATHS[row.targetKind];
  }
}

const toItem = (row: MenuItemRow): MenuItem => ({
  id: row.id,
  menu: row.menu,
  position: row.position,
  label: row.label,
  target: targetOf(row),
  href: hrefOf(row),
  page:
    row.targetKind === 'page' && row.pageId !== null && row.pageTitle !== null
      ? { id: row.pageId, title: row.pageTitle, slug: row.pageSlug!, public: row.pagePublic! }
      : null,
});

const targetColumns = (target: MenuTarget) => ({
  targetKind: target.kind,
  pageId: target.kind === 'page' ? target.pageId : null,
  url: target.kind === 'link' ? target.url : null,
});

/** App areas: their pages are the signed-in app, which has its own navigation. */
const APP_AREAS = /^\/(teacher|student|school|staff|admin|login|account|messages|notifications|report-problem)(\/|$)/;

function renderMenu(label: string, links: PublicMenus['header']) {
  if (!links.length) return '';
  const items = links.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></li>`).join('');
  return `<nav aria-label="${label}"><ul>${items}</ul></nav>`;
}

/**
 * The public site's header and footer menus: staff edit them, visitors (and crawlers, through
 * the server-rendered HTML of every public page) read the links whose target is public.
 */
export function createMenusService(db: Db) {
  const repo = createMenusRepository(db);
  const cache = contentCacheFor(db);

  async function checkTarget(target: MenuTarget) {
    if (target.kind === 'page' && !(await repo.pageExists(target.pageId)))
      throw badRequest('unknown_page', 'No CMS page has this id: choose one of the pages listed');
  }

  async function getItem(id: number) {
    const row = await repo.findItem(id);
    if (!row) throw notFound('Menu item');
    return toItem(row);
  }

  const publicMenus = () =>
    cache.get('menus:public', async (): Promise<PublicMenus> => {
      const menus: PublicMenus = { header: [], footer: [] };
      for (const row of await repo.listItems()) {
        const href = hrefOf(row);
        if (href) menus[row.menu].push({ label: row.label, href });
      }
      return menus;
    });

  return {
    /** Both menus as staff edit them, each in order. */
    async listItems() {
      return (await repo.listItems()).map(toItem);
    },

    getItem,

    /**
     * Adds an item at the end of its menu.
     * @throws AppError 400 for a page id of no page, 409 `menu_full` past MENU_ITEMS_MAX items.
     */
    async createItem(body: CreateMenuItemBody) {
      await checkTarget(body.target);
      const row = await repo.insertItem(
        { menu: body.menu, label: body.label, ...targetColumns(body.target) },
        MENU_ITEMS_MAX,
      );
      if (!row) throw conflict('menu_full', `A menu holds at most ${MENU_ITEMS_MAX} links: remove one first`);
      return getItem(row.id);
    },

    /** Changes an item's label and/or target. @throws AppError 404 for a missing item. */
    async updateItem(id: number, body: UpdateMenuItemBody) {
      if (body.target) await checkTarget(body.target);
      const row = await repo.updateItem(id, {
        ...(body.label !== undefined ? { label: body.label } : {}),
        ...(body.target ? targetColumns(body.target) : {}),
      });
      if (!row) throw notFound('Menu item');
      return getItem(id);
    },

    async deleteItem(id: number) {
      if (!(await repo.deleteItem(id))) throw notFound('Menu item');
      return { success: true as const };
    },

    /**
     * Puts a menu's items in the order of `ids`, which must name each of its items once.
     * @throws AppError 400 `menu_order_mismatch` otherwise.
     */
    async reorder(menu: MenuName, ids: number[]) {
      const current = await repo.menuItemIds(menu);
      const same = current.length === ids.length && ids.every((id) => current.includes(id));
      if (!same) throw badRequest('menu_order_mismatch', `Send every item of the ${menu} menu once, in the new order`);
      await repo.reorder(menu, ids);
      return (await repo.listItems()).filter((r) => r.menu === menu).map(toItem);
    },

    /** The links visitors see: items whose page is not public are left out. */
    publicMenus,

    /**
     * The menus as plain HTML links for the server-rendered shell of a public path (crawlers read
     * them before any script runs; the web app replaces them with its own header and footer).
     * Null for the signed-in app's areas and when both menus are empty.
     */
    async shellMenusHtml(path: string): Promise<string | null> {
      if (APP_AREAS.test(path)) return null;
      const menus = await publicMenus();
      const html = renderMenu('Main', menus.header) + renderMenu('Footer', menus.footer);
      return html || null;
    },
  };
}
