import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogFiles, blogPosts } from '../../db/schema/index';
import { rowsOf } from '../../db/sql';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostInsert = typeof blogPosts.$inferInsert;
export type BlogFileRow = typeof blogFiles.$inferSelect;

/** `ILIKE` pattern matching the text literally (%, _ and \ escaped). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PostFilter {
  type?: number | undefined;
  published?: boolean | undefined;
  query?: string | undefined;
  tag?: string | undefined;
}

function whereOf(filter: PostFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.type !== undefined) conditions.push(eq(blogPosts.type, filter.type));
  if (filter.published !== undefined) conditions.push(eq(blogPosts.published, filter.published));
  if (filter.query) {
    // Spelled exactly as the trigram index blog_posts_search_trgm_idx is built, so it can serve it.
    conditions.push(sql`(${blogPosts.title} || ' ' || ${blogPosts.excerpt}) ILIKE ${containsPattern(filter.query)}`);
  }
  if (filter.tag) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM unnest(${blogPosts.tags}) AS t(name) WHERE lower(t.name) = lower(${filter.tag}))`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Drizzle queries of the blog module. */
export function createBlogRepository(db: Db) {
  return {
    /** One page in the list's order. */
    listPosts(filter: PostFilter, page: { limit: number; offset: number }, order: 'published' | 'updated') {
      return db
        .select()
        .from(blogPosts)
        .where(whereOf(filter))
        .orderBy(
          ...(order === 'published'
            ? [desc(blogPosts.publishedAt), desc(blogPosts.id)]
            : [desc(blogPosts.updatedAt), desc(blogPosts.id)]),
        )
        .limit(page.limit)
        .offset(page.offset);
    },

    /** How many posts match; with `cap`, counting at most `cap + 1` rows (more than `cap` answers `cap + 1`). */
    async countPosts(filter: PostFilter, cap?: number) {
      const query = db
        .select({ one: sql`1` })
        .from(blogPosts)
        .where(whereOf(filter));
      const matching = (cap === undefined ? query : query.limit(cap + 1)).as('matching');
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matching);
      return row?.n ?? 0;
    },

    /** Tag names of published posts with how many posts carry each. */
    async tagCounts(type?: number) {
      const typeFilter = type === undefined ? sql`` : sql` AND p.type = ${type}`;
      const rows = await rowsOf<{ name: string; count: number | string }>(
        db,
        sql`SELECT t.name AS name, count(*) AS count
            FROM ${blogPosts} AS p, unnest(p.tags) AS t(name)
            WHERE p.published = true${typeFilter}
            GROUP BY t.name
            ORDER BY count(*) DESC, t.name ASC`,
      );
      return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
    },

    async findPost(id: number): Promise<BlogPostRow | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row;
    },
    async findPostBySlug(slug: string): Promise<BlogPostRow | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
      return row;
    },
    async insertPost(values: BlogPostInsert): Promise<BlogPostRow> {
      const [row] = await db.insert(blogPosts).values(values).returning();
      return row!;
    },
    async updatePost(id: number, values: Partial<BlogPostInsert>) {
      const [row] = await db
        .update(blogPosts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(blogPosts.id, id))
        .returning();
      return row;
    },
    async deletePost(id: number) {
      return db.transaction(async (tx) => {
        const files = await tx
          .select({ storedName: blogFiles.storedName })
          .from(blogFiles)
          .where(eq(blogFiles.postId, id));
        const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ image: blogPosts.image });
        return row ? { image: row.image, files: files.map((f) => f.storedName) } : undefined;
      });
    },
    listPublishedSlugs() {
      return db
        .select({ slug: blogPosts.slug, type: blogPosts.type, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(eq(blogPosts.published, true))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
    },

    // --- files
    filesOf(postIds: number[]) {
      if (postIds.length === 0) return Promise.resolve([] as BlogFileRow[]);
      return db.select().from(blogFiles).where(inArray(blogFiles.postId, postIds)).orderBy(asc(blogFiles.id));
    },
    async findFileByStoredName(storedName: string): Promise<BlogFileRow | null> {
      const [row] = await db.select().from(blogFiles).where(eq(blogFiles.storedName, storedName)).limit(1);
      return row ?? null;
    },

    async insertFile(values: typeof blogFiles.$inferInsert): Promise<BlogFileRow> {
      const [row] = await db.insert(blogFiles).values(values).returning();
      return row!;
    },
    async deleteFile(postId: number, fileId: number) {
      const [row] = await db
        .delete(blogFiles)
        .where(and(eq(blogFiles.id, fileId), eq(blogFiles.postId, postId)))
        .returning();
      return row;
    },
  };
}
