import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { uniqueSlug } from '../../../test/helpers';
import { createSiteService } from './site.service';

// The sitemap past one file (an index of numbered files) and its cache following CMS writes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://markwell.example' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap files', () => {
  it('is one urlset while it fits; /sitemap-1.xml holds the same URLs and a file past the last is a 404', async () => {
    const index = await get('/sitemap.xml');
    expect(index.body).toContain('<urlset');
    expect(locs((await get('/sitemap-1.xml')).body)).toEqual(locs(index.body));
    const past = await get('/sitemap-2.xml');
    expect(past.statusCode).toBe(404);
    expect(past.headers['content-type']).toContain('application/problem+json');
    expect((await get('/sitemap-x.xml')).statusCode).toBe(400);
    expect((await get('/sitemap-0.xml')).statusCode).toBe(400);
  });

  it('becomes a sitemap index of numbered files when the URLs outgrow one file', async () => {
    const all = locs((await get('/sitemap.xml')).body);
    const perFile = 4;
    const site = createSiteService(t.db, t.app.storage, 'https://markwell.example', perFile);
    const index = await site.sitemapXml('https://markwell.example');
    expect(index).toContain('<sitemapindex');
    const files = locs(index);
    expect(files).toHaveLength(Math.ceil(all.length / perFile));
    expect(files[0]).toBe('https://markwell.example/sitemap-1.xml');
    const parts = await Promise.all(files.map((_, i) => site.sitemapFileXml('https://markwell.example', i + 1)));
    expect(parts.flatMap(locs)).toEqual(all);
    await expect(site.sitemapFileXml('https://markwell.example', files.length + 1)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('shows a new public CMS page at once and drops it when it is made private', async () => {
    await get('/sitemap.xml');
    const slug = uniqueSlug('sitemap-page');
    const created = await t.request('staff', {
      method: 'POST',
      url: '/api/v2/cmspages',
      payload: { title: 'Listed', slug, content: '<p>Hello</p>', public: true },
    });
    expect(created.statusCode).toBe(201);
    expect((await get('/sitemap.xml')).body).toContain(`/pages/${slug}</loc>`);
    expect((await t.request('anonymous', { method: 'GET', url: `/api/v2/public/pages/${slug}` })).statusCode).toBe(200);

    await t.request('staff', {
      method: 'PATCH',
      url: `/api/v2/cmspages/${created.json().id}`,
      payload: { public: false },
    });
    expect((await get('/sitemap.xml')).body).not.toContain(`/pages/${slug}</loc>`);
    expect((await t.request('anonymous', { method: 'GET', url: `/api/v2/public/pages/${slug}` })).statusCode).toBe(404);
  });
});
