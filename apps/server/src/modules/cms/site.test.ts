import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, cmsPages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';

// A minimal built web app, so the test does not depend on apps/web/dist existing.
const webDist = mkdtempSync(join(tmpdir(), 'markwell-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><meta charset="utf-8"><title>Markwell</title><!--app-head--></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://markwell.example' });
});
afterAll(() => t.close());

const html = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('crawler-visible <head>', () => {
  it('renders the CMS page title, meta, Open Graph and Twitter tags into the HTML before any script', async () => {
    const res = await html('/pages/meet-markwell-team');
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).toContain('<title>Meet the Markwell team | Markwell</title>');
    expect(body).not.toContain('<title>Markwell</title>');
    expect(body).toContain('<meta name="description" content="The teachers, examiners and engineers behind Markwell');
    expect(body).toContain('<meta name="keywords" content="Markwell team, edtech, online marking, teachers">');
    expect(body).toContain('<meta name="author" content="Markwell">');
    expect(body).toContain('<meta property="og:title" content="Meet the team behind Markwell">');
    expect(body).toContain('<meta property="og:type" content="website">');
    expect(body).toContain('<meta property="og:url" content="https://markwell.example/pages/meet-markwell-team">');
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(body).toContain('<meta name="twitter:site" content="@markwell">');
    expect(body).toContain('<meta name="twitter:creator" content="@markwell">');
    expect(body).toContain('<link rel="canonical" href="https://markwell.example/pages/meet-markwell-team">');
    expect(body.indexOf('og:title')).toBeLessThan(body.indexOf('<div id="root">'));
  });

  it('gives og:image as an absolute URL with its alt text, and escapes page text', async () => {
    const [page] = await t.db.select().from(cmsPages).where(eq(cmsPages.slug, 'about-markwell'));
    await t.db
      .update(cmsPages)
      .set({
        image: '11111111-2222-3333-4444-555555555555.png',
        ogImageAlt: 'Pupils "at work" <b>',
        metaTitle: 'About <Markwell>',
      })
      .where(eq(cmsPages.id, page!.id));
    const body = (await html('/pages/about-markwell')).body;
    expect(body).toContain(
      '<meta property="og:image" content="https://markwell.example/uploads/images/11111111-2222-3333-4444-555555555555.png">',
    );
    expect(body).toContain('<meta property="og:image:alt" content="Pupils &quot;at work&quot; &lt;b&gt;">');
    expect(body).toContain(
      '<meta name="twitter:image" content="https://markwell.example/uploads/images/11111111-2222-3333-4444-555555555555.png">',
    );
    expect(body).toContain('<title>About &lt;Markwell&gt;</title>');
  });

  it('answers the SPA shell with 404 for a missing or draft page (the web shows the 404 screen)', async () => {
    for (const url of ['/pages/no-such-page', '/pages/summer-term-pricing', '/pages/NOT_A_SLUG']) {
      const res = await html(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('Summer term pricing');
    }
  });

  it('uses the SEO page of a path and the blog post for /blog/:slug', async () => {
    const home = (await html('/')).body;
    expect(home).toContain('<title>Markwell: online exams and assignments that mark themselves</title>');
    expect(home).toContain('<meta property="og:title" content="Markwell: exams and homework that mark themselves">');
    const blog = (await html('/blog')).body;
    expect(blog).toContain('<title>The Markwell blog: assessment ideas for teachers</title>');
    const post = await html('/blog/feedback-students-actually-read');
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('<title>Five ways to give feedback students actually read</title>');
    expect(post.body).toContain('<meta property="og:type" content="article">');
    expect(post.body).toContain('<meta name="description" content="Comments at the bottom of a marked test');
    const resource = await html('/free-resources/gcse-biology-revision-checklist');
    expect(resource.body).toContain('<title>GCSE Biology revision checklist</title>');
    expect((await html('/blog/no-such-post')).statusCode).toBe(404);
    // Paths nobody knows keep the default head and status.
    const other = await html('/teacher');
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<title>Markwell: online exams and assignments that mark themselves</title>');
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists home, blog index, public pages and published posts; never drafts', async () => {
    await t.db.insert(blogPosts).values({ type: 1, title: 'Draft', slug: 'draft-post', author: 'x', published: false });
    await t.db.insert(cmsPages).values({ title: 'Q&A', slug: 'q-and-a', public: true });
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toBeTruthy();
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const loc of [
      '/',
      '/blog',
      '/pages/meet-markwell-team',
      '/pages/get-in-touch',
      '/pages/q-and-a',
      '/blog/feedback-students-actually-read',
      '/free-resources/six-mark-question-guide',
    ]) {
      expect(xml).toContain(`<loc>https://markwell.example${loc}</loc>`);
    }
    expect(xml).not.toContain('summer-term-pricing');
    expect(xml).not.toContain('draft-post');
    expect((xml.match(/<url>/g) ?? []).length).toBe((xml.match(/<\/url>/g) ?? []).length);
    const cached = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('robots.txt allows the site, keeps crawlers out of the app areas and points at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /teacher',
        'Disallow: /student',
        'Disallow: /school',
        'Disallow: /staff',
        'Disallow: /admin',
        'Disallow: /login',
        'Sitemap: https://markwell.example/sitemap.xml',
      ]),
    );
  });
});
