import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cmsPages } from './cms';

export const menuNames = ['header', 'footer'] as const;
export const menuTargetKinds = ['page', 'blog', 'contact', 'home', 'link'] as const;

/**
 * One link of the public site's header or footer menu. A page item follows its CMS page (a
 * renamed slug keeps working) and goes with it when the page is deleted; `url` holds a checked
 * link (http(s) or a path on this site) for link items only.
 */
export const siteMenuItems = pgTable(
  'site_menu_items',
  {
    id: serial('id').primaryKey(),
    menu: text('menu', { enum: menuNames }).notNull(),
    position: integer('position').notNull().default(0),
    label: text('label').notNull(),
    targetKind: text('target_kind', { enum: menuTargetKinds }).notNull(),
    pageId: integer('page_id').references(() => cmsPages.id, { onDelete: 'cascade' }),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_menu_items_menu_position_idx').on(t.menu, t.position, t.id),
    check(
      'site_menu_items_target_check',
      sql`(${t.targetKind} = 'page') = (${t.pageId} is not null) and (${t.targetKind} = 'link') = (${t.url} is not null)`,
    ),
  ],
);
