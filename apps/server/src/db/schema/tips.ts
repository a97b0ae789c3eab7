import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schools';

/**
 * A tip shown where it helps: one per place in the app (`place` names it, e.g. the dashboards'
 * Progress tab). The places are the product's; content staff edit each tip's icon, title and
 * text and may hide it. Plain text, shown as text.
 */
export const tips = pgTable('tips', {
  id: serial('id').primaryKey(),
  place: text('place').notNull().unique(),
  icon: text('icon').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  shown: boolean('shown').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
