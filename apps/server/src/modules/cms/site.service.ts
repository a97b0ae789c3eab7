import type { PageHead } from '../../plugins/web';
import type { Db } from '../../db/client';
import { contentCacheFor } from '../../lib/content-cache';
import { notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { htmlToText } from '../../lib/sanitize-html';
import type { Storage } from '../../plugins/storage';
import { createBlogService } from '../blog/index';
import type { SeoPageRow } from './cms.repository';
import { createCmsService, SEO_FIELDS } from './cms.service';

/** App areas crawlers have no business in. */
const DISALLOWED = ['/teacher', '/student', '/school', '/staff', '/admin', '/login'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Seo = Partial<Record<keyof SeoPageRow, string | null | Date | number>>;
const pick = (...values: (string | null | undefined)[]) => values.find((v) => v && v.trim()) ?? null;
const truncate = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** URLs per sitemap file; beyond it sitemap.xml becomes an index of numbered files (the protocol allows 50,000). */
export const SITEMAP_URLS_PER_FILE = 10_000;

interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * What crawlers read of the public site: the <head> of /pages/:slug, blog posts and the paths
 * with an SEO page; sitemap.xml and robots.txt. `publicUrl` (no trailing slash) makes URLs absolute.
 */
export function createSiteService(
  db: Db,
  storage: Storage,
  publicUrl: string | undefined,
  urlsPerFile = SITEMAP_URLS_PER_FILE,
) {
  const cms = createCmsService(db, storage);
  const blog = createBlogService(db, storage);
  // Heads and sitemaps are rebuilt only when content changes (or the cache's time bound passes).
  const cache = contentCacheFor(db);
  /** Absolute when PUBLIC_URL is known; otherwise the path (still valid for same-site previews). */
  const absolute = (path: string | null) =>
    path && !/^https?:\/\//i.test(path) && publicUrl ? `${publicUrl}${path}` : path;

  function headOf(fields: {
    title: string;
    description: string | null;
    path: string;
    image: string | null;
    ogType: string;
    seo: Seo;
  }): PageHead {
    const s = fields.seo as Record<string, string | null | undefined>;
    const title = pick(s.metaTitle, fields.title) ?? fields.title;
    const description = pick(s.metaDescription, fields.description);
    const image = absolute(fields.image);
    return {
      title,
      description,
      keywords: pick(s.metaKeywords),
      author: pick(s.metaAuthor),
      canonicalUrl: publicUrl ? `${publicUrl}${fields.path}` : null,
      og: {
        title: pick(s.ogTitle, title),
        description: pick(s.ogDescription, description),
        type: pick(s.ogType, fields.ogType),
        url: pick(s.ogUrl, absolute(fields.path)),
        image,
        'image:alt': image ? pick(s.ogImageAlt, title) : null,
      },
      twitter: {
        card: pick(s.twitterCard, image ? 'summary_large_image' : 'summary'),
        title: pick(s.twitterTitle, s.ogTitle, title),
        description: pick(s.twitterDescription, s.ogDescription, description),
        site: pick(s.twitterSite),
        creator: pick(s.twitterCreator),
        image: absolute(fields.seo.twitterImage ? cms.imageUrl(String(fields.seo.twitterImage)) : null) ?? image,
        'image:alt': image ? pick(s.twitterImageAlt, s.ogImageAlt, title) : null,
      },
    };
  }

  /** The crawler <head> of a public path, a 404 head for a missing page or post, or null (the default head). */
  async function buildPageHead(path: string): Promise<PageHead | null> {
    const seoPage = await cms.findSeoPageByPath(path);

    // The app's /pages/* takes any path under /pages: only a published page's slug is a page.
    const pageMatch = /^\/pages(?:\/(.*))?$/.exec(path);
    if (pageMatch) {
      const pageSlug = pageMatch[1] ?? '';
      const page = SLUG.test(pageSlug) ? await cms.findPublicPage(pageSlug) : null;
      if (!page) return { title: 'Page not found | Markwell', status: 404 };
      // The page's own fields win; an SEO page for the same path fills the gaps.
      const seo: Seo = { ...seoPage };
      for (const column of Object.values(SEO_FIELDS)) if (page[column]) seo[column] = page[column];
      return headOf({
        title: page.title,
        description: truncate(htmlToText(page.content)) || null,
        path,
        image: page.image ? cms.imageUrl(page.image) : seoPage?.ogImage ? cms.imageUrl(seoPage.ogImage) : null,
        ogType: 'website',
        seo,
      });
    }

    const postMatch = /^\/(blog|free-resources)\/([^/]+)$/.exec(path);
    if (postMatch) {
      const post = SLUG.test(postMatch[2]!) ? await blog.findPublishedBySlug(postMatch[2]!) : null;
      if (!post) return { title: 'Page not found | Markwell', status: 404 };
      return headOf({
        title: post.title,
        description: post.excerpt || null,
        path,
        image: post.image,
        ogType: 'article',
        seo: { metaAuthor: post.author, metaKeywords: post.tags.join(', ') || null },
      });
    }

    if (!seoPage) return null;
    return headOf({
      title: seoPage.metaTitle ?? seoPage.ogTitle ?? 'Markwell',
      description: null,
      path,
      image: seoPage.ogImage ? cms.imageUrl(seoPage.ogImage) : null,
      ogType: 'website',
      seo: seoPage,
    });
  }

  /** Every URL of the sitemap: the home, blog and resources lists, public pages, published posts. */
  const sitemapEntries = () =>
    cache.get('sitemap:entries', async (): Promise<SitemapEntry[]> => {
      const [pages, posts] = await Promise.all([cms.listPublicPageSlugs(), blog.listPublishedSlugs()]);
      return [
        { loc: '/' },
        { loc: '/blog' },
        { loc: '/free-resources' },
        ...pages.map((p) => ({ loc: `/pages/${p.slug}`, lastmod: p.updatedAt })),
        ...posts.map((p) => ({ loc: `/${p.type === 2 ? 'free-resources' : 'blog'}/${p.slug}`, lastmod: p.updatedAt })),
      ];
    });

  const urlset = (base: string, entries: SitemapEntry[]) => {
    const urls = entries.map(
      (e) =>
        `  <url><loc>${escapeHtml(base + e.loc)}</loc>${e.lastmod ? `<lastmod>${day(e.lastmod)}</lastmod>` : ''}</url>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  };

  const latest = (entries: SitemapEntry[]) =>
    entries.reduce<Date | undefined>((max, e) => (e.lastmod && (!max || e.lastmod > max) ? e.lastmod : max), undefined);

  return {
    async pageHead(rawPath: string): Promise<PageHead | null> {
      const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
      return cache.get(`head:${path}`, () => buildPageHead(path));
    },

    /**
     * sitemap.xml: every URL of the site while they fit one file; beyond that a sitemap index
     * naming the numbered files (`sitemapFileXml`).
     */
    sitemapXml: (base: string) =>
      cache.get(`sitemap:${urlsPerFile}:${base}`, async () => {
        const entries = await sitemapEntries();
        if (entries.length <= urlsPerFile) return urlset(base, entries);
        const files: string[] = [];
        for (let n = 1; (n - 1) * urlsPerFile < entries.length; n++) {
          const part = entries.slice((n - 1) * urlsPerFile, n * urlsPerFile);
          const lastmod = latest(part);
          files.push(
            `  <sitemap><loc>${escapeHtml(`${base}/sitemap-${n}.xml`)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</sitemap>`,
          );
        }
        return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
      }),

    /**
     * One numbered sitemap file (from 1) of the index. A number past the last file is a 404.
     * @throws AppError 404 when the file does not exist.
     */
    sitemapFileXml: (base: string, n: number) =>
      cache.get(`sitemap:${urlsPerFile}:${base}:${n}`, async () => {
        const part = (await sitemapEntries()).slice((n - 1) * urlsPerFile, n * urlsPerFile);
        if (!part.length) throw notFound('Sitemap file');
        return urlset(base, part);
      }),

    /** robots.txt: everything but the app areas, and where the sitemap is. */
    robotsTxt(base: string) {
      return [
        'User-agent: *',
        'Allow: /',
        ...DISALLOWED.map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}
