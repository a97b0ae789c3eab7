import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schools';

// Public site and content management. Images are stored under generated names in
// the storage "images" area; the columns hold the stored name only, never a user's file name.

const seoColumns = () => ({
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  metaKeywords: text('meta_keywords'),
  metaAuthor: text('meta_author'),
  ogTitle: text('og_title'),
  ogDescription: text('og_description'),
  ogType: text('og_type'),
  ogUrl: text('og_url'),
  ogImageAlt: text('og_image_alt'),
  twitterTitle: text('twitter_title'),
  twitterDescription: text('twitter_description'),
  twitterCreator: text('twitter_creator'),
  twitterSite: text('twitter_site'),
  twitterCard: text('twitter_card'),
  twitterImageAlt: text('twitter_image_alt'),
});

/** A CMS page shown at /pages/{slug}. */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    image: text('image'),
    video: text('video'),
    videoCaptions: text('video_captions'),
    ...seoColumns(),
    public: boolean('public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_pages_slug_unique').on(t.slug)],
);

/** A section of the public home page (cmshomepagesections). */
export const cmsHomeSections = pgTable(
  'cms_home_sections',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML (sectionBody). */
    sectionBody: text('section_body').notNull().default(''),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_home_sections_key_unique').on(t.key)],
);

export const teaserPages = pgTable(
  'teaser_pages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull().default(''),
    photo: text('photo'),
    public: boolean('public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teaser_pages_slug_unique').on(t.slug)],
);

/** Head tags of a public path that is not a CMS page ("/", "/blog", ...). */
export const seoPages = pgTable(
  'seo_pages',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    ...seoColumns(),
    ogImage: text('og_image'),
    twitterImage: text('twitter_image'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seo_pages_path_unique').on(t.path)],
);

/** A blog post (type 1) or a free resource (type 2). */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull().default(1),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull().default(''),
    image: text('image'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    author: text('author').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    // The public lists (one type, published, newest first) and the staff list (last edited first).
    index('blog_posts_public_list_idx').on(
      t.type,
      t.published,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('blog_posts_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** A downloadable file of a post (free resources). */
export const blogFiles = pgTable(
  'blog_files',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_files_post_idx').on(t.postId), index('blog_files_stored_name_idx').on(t.storedName)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set on a notification that is raised at most once per user ("marking-digest:2026-11-29"):
     * the unique index below makes a second raise, from any instance, a no-op.
     */
    onceKey: text('once_key'),
  },
  (t) => [
    uniqueIndex('notifications_user_once_key_idx')
      .on(t.userId, t.onceKey)
      .where(sql`${t.onceKey} is not null`),
    // The inbox order (newest first, id breaking ties) is the keyset of its pages.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The unread ones only: the header counter and the inbox's unread count read just these.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  work: text('work').notNull().default(''),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  vouchers: boolean('vouchers').notNull().default(false),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the platform admin marked it handled; null while it is still to handle. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
});

export const problemReportTypes = ['question', 'page', 'other'] as const;

export const problemReports = pgTable('problem_reports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  type: text('type', { enum: problemReportTypes }).notNull(),
  /** Not a foreign key: a report outlives the question it is about. */
  questionId: integer('question_id'),
  url: text('url'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
