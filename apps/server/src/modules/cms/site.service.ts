import type { PageHead } from '../../plugins/web';
import type { Db } from '../../db/client';
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

/**
 * What crawlers read of the public site: the <head> of /pages/:slug, blog posts and the paths
 * with an SEO page; sitemap.xml and robots.txt. `publicUrl` (no trailing slash) makes URLs absolute.
 */
export function createSiteService(db: Db, storage: Storage, publicUrl: string | undefined) {
  const cms = createCmsService(db, storage);
  const blog = createBlogService(db, storage);
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

  return {
    /** The crawler <head> of a public path, a 404 head for a missing page or post, or null (the default head). */
    async pageHead(rawPath: string): Promise<PageHead | null> {
      const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
      const seoPage = await cms.findSeoPageByPath(path);

      const pageSlug = /^\/pages\/([^/]+)$/.exec(path)?.[1];
      if (pageSlug !== undefined) {
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
    },

    /** sitemap.xml: the home, blog and resources lists, every public page and published post. */
    async sitemapXml(base: string) {
      const [pages, posts] = await Promise.all([cms.listPublicPageSlugs(), blog.listPublishedSlugs()]);
      const entries: { loc: string; lastmod?: Date }[] = [
        { loc: '/' },
        { loc: '/blog' },
        { loc: '/free-resources' },
        ...pages.map((p) => ({ loc: `/pages/${p.slug}`, lastmod: p.updatedAt })),
        ...posts.map((p) => ({ loc: `/${p.type === 2 ? 'free-resources' : 'blog'}/${p.slug}`, lastmod: p.updatedAt })),
      ];
      const urls = entries.map(
        (e) =>
          `  <url><loc>${escapeHtml(base + e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },

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
