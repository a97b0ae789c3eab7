import type {
  CmsPage,
  CmsPageSummary,
  CreateCmsPageBody,
  HomeSection,
  PublicHome,
  SeoFields,
  SeoPage,
  TeaserPage,
  UpdateCmsPageBody,
  UpdateHomeSectionBody,
  UpdateSeoPageBody,
  UpdateTeaserPageBody,
} from '@markwell/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, notFound } from '../../lib/errors';
import { createImageField } from '../../lib/image-field';
import { contentCacheFor } from '../../lib/content-cache';
import { sanitizeRichHtml } from '../../lib/sanitize-html';
import type { Storage } from '../../plugins/storage';
import {
  createCmsRepository,
  type CmsPageRow,
  type HomeSectionRow,
  type SeoPageRow,
  type TeaserPageRow,
} from './cms.repository';

/** The shared SEO fields: JSON name (snake_case) to column name. */
export const SEO_FIELDS = {
  meta_title: 'metaTitle',
  meta_description: 'metaDescription',
  meta_keywords: 'metaKeywords',
  meta_author: 'metaAuthor',
  og_title: 'ogTitle',
  og_description: 'ogDescription',
  og_type: 'ogType',
  og_url: 'ogUrl',
  og_image_alt: 'ogImageAlt',
  twitter_title: 'twitterTitle',
  twitter_description: 'twitterDescription',
  twitter_creator: 'twitterCreator',
  twitter_site: 'twitterSite',
  twitter_card: 'twitterCard',
  twitter_image_alt: 'twitterImageAlt',
} as const;
type SeoColumn = (typeof SEO_FIELDS)[keyof typeof SEO_FIELDS];
type SeoRow = Record<SeoColumn, string | null>;

const emptyToNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v.trim() === '' ? null : v;

export function seoToJson(row: SeoRow): SeoFields {
  const out = {} as Record<string, string | null>;
  for (const [json, column] of Object.entries(SEO_FIELDS)) out[json] = row[column];
  return out as SeoFields;
}

/** The SEO columns present in a request body ('' clears a field). */
export function seoFromBody(
  body: Partial<Record<keyof typeof SEO_FIELDS, string | null | undefined>>,
): Partial<SeoRow> {
  const out: Partial<SeoRow> = {};
  for (const [json, column] of Object.entries(SEO_FIELDS) as [keyof typeof SEO_FIELDS, SeoColumn][]) {
    const value = emptyToNull(body[json]);
    if (value !== undefined) out[column] = value;
  }
  return out;
}

const pageNotFound = () => new AppError(404, 'page_not_found', 'Page not found');

export function createCmsService(db: Db, storage: Storage) {
  const repo = createCmsRepository(db);
  // Public reads are sanitised once per load of the content cache, not on every request.
  const cache = contentCacheFor(db);
  const imageUrl = (name: string | null) => (name ? storage.url('images', name) : null);

  function pageToJson(row: CmsPageRow): CmsPage {
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      // Sanitised on save and again on every read, so a rule added later also covers old content.
      content: sanitizeRichHtml(row.content),
      image: imageUrl(row.image),
      video: row.video,
      video_captions: row.videoCaptions,
      ...seoToJson(row),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      public: row.public,
    };
  }

  const sectionToJson = (row: HomeSectionRow): HomeSection => ({
    id: row.id,
    key: row.key,
    title: row.title,
    sectionBody: sanitizeRichHtml(row.sectionBody),
    position: row.position,
  });

  const teaserToJson = (row: TeaserPageRow): TeaserPage => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: sanitizeRichHtml(row.content),
    photo: imageUrl(row.photo),
    public: row.public,
  });

  const seoPageToJson = (row: SeoPageRow): SeoPage => ({
    id: row.id,
    path: row.path,
    ...seoToJson(row),
    og_image: imageUrl(row.ogImage),
    twitter_image: imageUrl(row.twitterImage),
    updated_at: row.updatedAt.toISOString(),
  });

  /** A finder by id that throws `<what> not found` (404) instead of answering nothing. */
  const must =
    <Row>(find: (id: number) => Promise<Row | undefined>, what: string) =>
    async (id: number) => {
      const row = await find(id);
      if (!row) throw notFound(what);
      return row;
    };
  const mustPage = must(repo.findPage, 'Page');
  const mustTeaser = must(repo.findTeaser, 'Teaser page');
  const mustSeoPage = must(repo.findSeoPage, 'SEO page');
  const mustSection = must(repo.findSection, 'Home page section');

  const slugTaken = () => conflict('slug_taken', 'Another page already uses this slug');

  const seoImage = (column: 'ogImage' | 'twitterImage') =>
    createImageField(storage, {
      find: mustSeoPage,
      current: (row) => row[column],
      save: async (id, stored) => seoPageToJson((await repo.updateSeoPage(id, { [column]: stored }))!),
    });

  return {
    // --- CMS pages
    async listPages(): Promise<CmsPageSummary[]> {
      const rows = await repo.listPages();
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        slug: r.slug,
        image: imageUrl(r.image),
        public: r.public,
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
      }));
    },

    async getPage(id: number) {
      return pageToJson(await mustPage(id));
    },

    /** Creates a page; the slug must be free. The content is sanitised before it is stored. */
    async createPage(body: CreateCmsPageBody & { content: string; public: boolean }) {
      if (await repo.findPageBySlug(body.slug)) throw slugTaken();
      try {
        const row = await repo.insertPage({
          title: body.title,
          slug: body.slug,
          content: sanitizeRichHtml(body.content),
          video: emptyToNull(body.video) ?? null,
          videoCaptions: emptyToNull(body.video_captions) ?? null,
          public: body.public,
          ...seoFromBody(body),
        });
        return pageToJson(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    async updatePage(id: number, body: UpdateCmsPageBody) {
      const page = await mustPage(id);
      if (body.slug && body.slug !== page.slug && (await repo.findPageBySlug(body.slug))) throw slugTaken();
      try {
        const row = await repo.updatePage(id, {
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.slug !== undefined ? { slug: body.slug } : {}),
          ...(body.content !== undefined ? { content: sanitizeRichHtml(body.content) } : {}),
          ...(body.video !== undefined ? { video: emptyToNull(body.video) } : {}),
          ...(body.video_captions !== undefined ? { videoCaptions: emptyToNull(body.video_captions) } : {}),
          ...(body.public !== undefined ? { public: body.public } : {}),
          ...seoFromBody(body),
        });
        if (!row) throw notFound('Page');
        return pageToJson(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    async deletePage(id: number) {
      const row = await repo.deletePage(id);
      if (!row) throw notFound('Page');
      if (row.image) await storage.remove('images', row.image);
      return { success: true as const };
    },

    pageImage: createImageField(storage, {
      find: mustPage,
      current: (row) => row.image,
      save: async (id, image) => pageToJson((await repo.updatePage(id, { image }))!),
    }),

    /** A public page by slug; missing and non-public pages are the same 404. */
    async publicPage(slug: string) {
      const page = await cache.get(`page:${slug}`, async () => {
        const row = await repo.findPageBySlug(slug);
        return row && row.public ? pageToJson(row) : null;
      });
      if (!page) throw pageNotFound();
      return page;
    },

    /** The raw public page (for the crawler head), or null. */
    async findPublicPage(slug: string) {
      const row = await repo.findPageBySlug(slug);
      return row && row.public ? row : null;
    },
    findSeoPageByPath: (path: string) => repo.findSeoPageByPath(path),
    listPublicPageSlugs: () => repo.listPublicPageSlugs(),
    imageUrl,

    // --- Home page sections
    async listSections() {
      return (await repo.listSections()).map(sectionToJson);
    },
    async getSection(id: number) {
      return sectionToJson(await mustSection(id));
    },
    async updateSection(id: number, body: UpdateHomeSectionBody) {
      await mustSection(id);
      const row = await repo.updateSection(id, {
        sectionBody: sanitizeRichHtml(body.sectionBody),
        ...(body.title !== undefined ? { title: body.title } : {}),
      });
      return sectionToJson(row!);
    },
    publicHome: (): Promise<PublicHome> =>
      cache.get('home', async () => ({
        sections: (await repo.listSections()).map((r) => ({
          id: r.id,
          key: r.key,
          title: r.title,
          sectionBody: sanitizeRichHtml(r.sectionBody),
        })),
      })),

    // --- Teaser pages
    async listTeasers() {
      return (await repo.listTeasers()).map(teaserToJson);
    },
    async getTeaser(id: number) {
      return teaserToJson(await mustTeaser(id));
    },
    async updateTeaser(id: number, body: UpdateTeaserPageBody) {
      const teaser = await mustTeaser(id);
      if (body.slug && body.slug !== teaser.slug && (await repo.findTeaserBySlug(body.slug))) throw slugTaken();
      try {
        const row = await repo.updateTeaser(id, {
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.slug !== undefined ? { slug: body.slug } : {}),
          ...(body.content !== undefined ? { content: sanitizeRichHtml(body.content) } : {}),
          ...(body.public !== undefined ? { public: body.public } : {}),
        });
        return teaserToJson(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },
    teaserPhoto: createImageField(storage, {
      find: mustTeaser,
      current: (row) => row.photo,
      save: async (id, photo) => teaserToJson((await repo.updateTeaser(id, { photo }))!),
    }),

    // --- SEO pages
    async listSeoPages() {
      return (await repo.listSeoPages()).map(seoPageToJson);
    },
    async getSeoPage(id: number) {
      return seoPageToJson(await mustSeoPage(id));
    },
    async updateSeoPage(id: number, body: UpdateSeoPageBody) {
      await mustSeoPage(id);
      return seoPageToJson((await repo.updateSeoPage(id, seoFromBody(body)))!);
    },
    seoImages: { og: seoImage('ogImage'), twitter: seoImage('twitterImage') },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
