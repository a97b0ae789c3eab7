import {
  BLOG_COUNT_CAP,
  BLOG_PAGE_SIZE,
  type BlogFile,
  type BlogList,
  type BlogPost,
  type BlogPostSummary,
  type BlogType,
  type CreateBlogPostBody,
  type StaffBlogList,
  type UpdateBlogPostBody,
} from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { isUniqueViolation } from '../../lib/db-errors';
import { contentCacheFor } from '../../lib/content-cache';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { createImageField } from '../../lib/image-field';
import { sanitizeRichHtml } from '../../lib/sanitize-html';
import { safeDownloadName } from '../../lib/download-name';
import type { CheckedFile } from '../../lib/uploads';
import type { Storage } from '../../plugins/storage';
import { createBlogRepository, type BlogFileRow, type BlogPostRow, type PostFilter } from './blog.repository';

/** Downloadable file types of free resources, recognised by content (never by name). */
export const DOWNLOAD_TYPES = new Map([
  ['application/pdf', 'pdf'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['application/zip', 'zip'],
]);

/** The name a stored file is offered under, with the extension of its detected type. */
export function downloadNameOf(f: Pick<BlogFileRow, 'originalName' | 'mime' | 'storedName'>): string {
  const extension = DOWNLOAD_TYPES.get(f.mime) ?? f.storedName.slice(f.storedName.lastIndexOf('.') + 1);
  return safeDownloadName(f.originalName, extension);
}

/** Trims, collapses spaces and drops case-insensitive duplicates, keeping the first spelling. */
export function normaliseTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, ' ').trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

const postNotFound = () => new AppError(404, 'post_not_found', 'Post not found');

export function createBlogService(db: Db, storage: Storage) {
  const repo = createBlogRepository(db);
  // Tag counts and list totals change only when a post does (the blog routes drop the cache then).
  const cache = contentCacheFor(db);

  /** A capped count (a search or filter), as total and whether it was capped. */
  async function cappedCount(filter: PostFilter) {
    const n = await repo.countPosts(filter, BLOG_COUNT_CAP);
    return { total: Math.min(n, BLOG_COUNT_CAP), capped: n > BLOG_COUNT_CAP };
  }

  const summary = (row: BlogPostRow): BlogPostSummary => ({
    id: row.id,
    type: row.type as BlogType,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    image: row.image ? storage.url('images', row.image) : null,
    tags: row.tags,
    published: row.published,
    published_at: row.publishedAt?.toISOString() ?? null,
    author: row.author,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });

  const fileToJson = (f: BlogFileRow): BlogFile => ({
    id: f.id,
    // Names stored before the extension was forced are made safe on the way out too.
    name: downloadNameOf(f),
    url: storage.url('files', f.storedName),
    mime: f.mime,
    size: f.size,
  });

  async function full(row: BlogPostRow): Promise<BlogPost> {
    const files = await repo.filesOf([row.id]);
    return { ...summary(row), content: sanitizeRichHtml(row.content), files: files.map(fileToJson) };
  }

  async function mustPost(id: number) {
    const row = await repo.findPost(id);
    if (!row) throw notFound('Post');
    return row;
  }

  const slugTaken = () => conflict('slug_taken', 'Another post already uses this slug');

  return {
    /**
     * Published posts, newest first, nine a page (GET /blogs): of one type (the blog by default),
     * or, filtered by a tag with no type named, of both kinds as the tag counts of /blog/tags are.
     */
    async publicList(query: {
      page: number;
      type?: BlogType | undefined;
      query?: string | undefined;
      tag?: string | undefined;
    }): Promise<BlogList> {
      const type = query.type ?? (query.tag ? undefined : 1);
      const filter = {
        type,
        published: true,
        query: query.query || undefined,
        tag: query.tag || undefined,
      };
      const [rows, { total, capped }] = await Promise.all([
        repo.listPosts(filter, { limit: BLOG_PAGE_SIZE, offset: (query.page - 1) * BLOG_PAGE_SIZE }, 'published'),
        filter.query || filter.tag
          ? cappedCount(filter)
          : // The whole list of a type: counted exactly, once per change of the blog.
            cache.get(`blog:count:${type ?? 'all'}`, async () => ({
              total: await repo.countPosts(filter),
              capped: false,
            })),
      ]);
      return {
        items: rows.map(summary),
        total,
        total_capped: capped,
        page: query.page,
        pages: Math.ceil(total / BLOG_PAGE_SIZE),
      };
    },

    /** Tags of published posts with their counts, aggregated once per change of the blog. */
    tags: (type?: BlogType) => cache.get(`blog:tags:${type ?? 'all'}`, () => repo.tagCounts(type)),

    /** One published post by slug; drafts are the same 404 as missing posts. */
    async publicPost(slug: string) {
      const row = await repo.findPostBySlug(slug);
      if (!row || !row.published) throw postNotFound();
      return full(row);
    },

    async findPublishedBySlug(slug: string) {
      const row = await repo.findPostBySlug(slug);
      return row?.published ? summary(row) : null;
    },
    listPublishedSlugs: () => repo.listPublishedSlugs(),

    // --- staff
    async staffList(query: {
      type?: BlogType | undefined;
      published?: boolean | undefined;
      query?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<StaffBlogList> {
      const filter = { type: query.type, published: query.published, query: query.query || undefined };
      const [rows, { total, capped }] = await Promise.all([
        repo.listPosts(filter, { limit: query.limit, offset: query.offset }, 'updated'),
        cappedCount(filter),
      ]);
      return { items: rows.map(summary), total, total_capped: capped };
    },

    async getPost(id: number) {
      return full(await mustPost(id));
    },

    async createPost(
      user: AuthUser,
      body: Required<Omit<CreateBlogPostBody, 'author'>> & { author?: string | undefined },
    ) {
      if (await repo.findPostBySlug(body.slug)) throw slugTaken();
      try {
        const row = await repo.insertPost({
          type: body.type,
          title: body.title,
          slug: body.slug,
          excerpt: body.excerpt,
          content: sanitizeRichHtml(body.content),
          tags: normaliseTags(body.tags),
          published: body.published,
          publishedAt: body.published ? new Date() : null,
          author: body.author?.trim() || user.name,
          authorId: user.id,
        });
        return full(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    /** Edits a post; publishing stamps published_at the first time, unpublishing keeps it. */
    async updatePost(id: number, body: UpdateBlogPostBody) {
      const post = await mustPost(id);
      if (body.slug && body.slug !== post.slug && (await repo.findPostBySlug(body.slug))) throw slugTaken();
      try {
        const row = await repo.updatePost(id, {
          ...(body.type !== undefined ? { type: body.type } : {}),
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.slug !== undefined ? { slug: body.slug } : {}),
          ...(body.excerpt !== undefined ? { excerpt: body.excerpt } : {}),
          ...(body.content !== undefined ? { content: sanitizeRichHtml(body.content) } : {}),
          ...(body.tags !== undefined ? { tags: normaliseTags(body.tags) } : {}),
          ...(body.author !== undefined ? { author: body.author } : {}),
          ...(body.published !== undefined
            ? { published: body.published, ...(body.published && !post.publishedAt ? { publishedAt: new Date() } : {}) }
            : {}),
        });
        return full(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    async deletePost(id: number) {
      const removed = await repo.deletePost(id);
      if (!removed) throw notFound('Post');
      if (removed.image) await storage.remove('images', removed.image);
      for (const name of removed.files) await storage.remove('files', name);
      return { success: true as const };
    },

    assertPostExists: mustPost,

    image: createImageField(storage, {
      find: mustPost,
      current: (row) => row.image,
      save: async (id, image) => full((await repo.updatePost(id, { image }))!),
    }),

    /** Attaches a downloadable file, checked by content against DOWNLOAD_TYPES. */
    async addFile(id: number, file: CheckedFile) {
      await mustPost(id);
      const extension = DOWNLOAD_TYPES.get(file.mime);
      if (!extension) {
        throw badRequest(
          'file_type_not_allowed',
          'Only PDF, Word, Excel, PowerPoint, PNG, JPEG or ZIP files are accepted',
        );
      }
      const stored = await storage.put('files', file.bytes, extension);
      await repo.insertFile({
        postId: id,
        storedName: stored,
        originalName: safeDownloadName(file.originalName, extension),
        mime: file.mime,
        size: file.bytes.length,
      });
      return full((await repo.findPost(id))!);
    },

    /** The name and type a stored file is downloaded with, or null for a name of no file. */
    async download(storedName: string): Promise<{ name: string; mime: string } | null> {
      const row = await repo.findFileByStoredName(storedName);
      return row ? { name: downloadNameOf(row), mime: row.mime } : null;
    },

    async removeFile(id: number, fileId: number) {
      await mustPost(id);
      const row = await repo.deleteFile(id, fileId);
      if (!row) throw notFound('File');
      await storage.remove('files', row.storedName);
      return full((await repo.findPost(id))!);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
