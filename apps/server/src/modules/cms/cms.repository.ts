import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsHomeSections, cmsPages, seoPages, teaserPages } from '../../db/schema/index';

export type CmsPageRow = typeof cmsPages.$inferSelect;
export type CmsPageInsert = typeof cmsPages.$inferInsert;
export type HomeSectionRow = typeof cmsHomeSections.$inferSelect;
export type TeaserPageRow = typeof teaserPages.$inferSelect;
export type SeoPageRow = typeof seoPages.$inferSelect;

/** Drizzle queries of the CMS module (pages, home sections, teaser and SEO pages). */
export function createCmsRepository(db: Db) {
  return {
    // --- CMS pages
    listPages() {
      return db
        .select({
          id: cmsPages.id,
          title: cmsPages.title,
          slug: cmsPages.slug,
          image: cmsPages.image,
          public: cmsPages.public,
          createdAt: cmsPages.createdAt,
          updatedAt: cmsPages.updatedAt,
        })
        .from(cmsPages)
        .orderBy(asc(cmsPages.title), asc(cmsPages.id));
    },
    async findPage(id: number): Promise<CmsPageRow | undefined> {
      const [row] = await db.select().from(cmsPages).where(eq(cmsPages.id, id));
      return row;
    },
    async findPageBySlug(slug: string): Promise<CmsPageRow | undefined> {
      const [row] = await db.select().from(cmsPages).where(eq(cmsPages.slug, slug));
      return row;
    },
    async insertPage(values: CmsPageInsert): Promise<CmsPageRow> {
      const [row] = await db.insert(cmsPages).values(values).returning();
      return row!;
    },
    async updatePage(id: number, values: Partial<CmsPageInsert>): Promise<CmsPageRow | undefined> {
      const [row] = await db
        .update(cmsPages)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(cmsPages.id, id))
        .returning();
      return row;
    },
    async deletePage(id: number) {
      const [row] = await db.delete(cmsPages).where(eq(cmsPages.id, id)).returning({ image: cmsPages.image });
      return row;
    },
    listPublicPageSlugs() {
      return db
        .select({ slug: cmsPages.slug, updatedAt: cmsPages.updatedAt })
        .from(cmsPages)
        .where(eq(cmsPages.public, true))
        .orderBy(asc(cmsPages.slug));
    },

    // --- Home page sections
    listSections() {
      return db.select().from(cmsHomeSections).orderBy(asc(cmsHomeSections.position), asc(cmsHomeSections.id));
    },
    async findSection(id: number): Promise<HomeSectionRow | undefined> {
      const [row] = await db.select().from(cmsHomeSections).where(eq(cmsHomeSections.id, id));
      return row;
    },
    async updateSection(id: number, values: { sectionBody: string; title?: string }) {
      const [row] = await db
        .update(cmsHomeSections)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(cmsHomeSections.id, id))
        .returning();
      return row;
    },

    // --- Teaser pages
    listTeasers() {
      return db.select().from(teaserPages).orderBy(asc(teaserPages.title), asc(teaserPages.id));
    },
    async findTeaser(id: number): Promise<TeaserPageRow | undefined> {
      const [row] = await db.select().from(teaserPages).where(eq(teaserPages.id, id));
      return row;
    },
    async findTeaserBySlug(slug: string): Promise<TeaserPageRow | undefined> {
      const [row] = await db.select().from(teaserPages).where(eq(teaserPages.slug, slug));
      return row;
    },
    async updateTeaser(id: number, values: Partial<typeof teaserPages.$inferInsert>) {
      const [row] = await db
        .update(teaserPages)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(teaserPages.id, id))
        .returning();
      return row;
    },

    // --- SEO pages
    listSeoPages() {
      return db.select().from(seoPages).orderBy(asc(seoPages.path));
    },
    async findSeoPage(id: number): Promise<SeoPageRow | undefined> {
      const [row] = await db.select().from(seoPages).where(eq(seoPages.id, id));
      return row;
    },
    async findSeoPageByPath(path: string): Promise<SeoPageRow | undefined> {
      const [row] = await db.select().from(seoPages).where(eq(seoPages.path, path));
      return row;
    },
    async updateSeoPage(id: number, values: Partial<typeof seoPages.$inferInsert>) {
      const [row] = await db
        .update(seoPages)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(seoPages.id, id))
        .returning();
      return row;
    },
  };
}

export type CmsRepository = ReturnType<typeof createCmsRepository>;
