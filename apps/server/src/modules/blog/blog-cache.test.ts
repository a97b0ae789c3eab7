import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_COUNT_CAP } from '@markwell/contracts';
import { blogPosts } from '../../db/schema/index';
import { contentCacheFor } from '../../lib/content-cache';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { uniqueSlug } from '../../../test/helpers';

// The blog's cached reads (tag counts, list totals, the sitemap) follow every write made through
// the app, and searched lists count up to a cap.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async (url: string) => (await t.request('anonymous', { method: 'GET', url })).json();
const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
const tagCount = (tags: { name: string; count: number }[], name: string) => tags.find((x) => x.name === name)?.count;

describe('cached blog reads follow writes', () => {
  it('a new post shows in the tags, the list total and the sitemap at once; editing and deleting it too', async () => {
    // Warm every cache first, so a stale answer would show.
    const tagsBefore = await read('/api/v2/blog/tags');
    const listBefore = await read('/api/v2/blogs');
    expect(await sitemap()).toContain('<urlset');

    const slug = uniqueSlug('cached');
    const created = await t.request('staff', {
      method: 'POST',
      url: '/api/v2/blogposts',
      payload: { title: 'Fresh post', slug, tags: ['Brand new tag'], published: true },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;

    expect(tagCount(await read('/api/v2/blog/tags'), 'Brand new tag')).toBe(1);
    expect(tagCount(await read('/api/v2/blog/tags?type=1'), 'Brand new tag')).toBe(1);
    expect((await read('/api/v2/blogs')).total).toBe(listBefore.total + 1);
    expect((await read('/api/v2/blogs')).items[0].slug).toBe(slug);
    expect(await sitemap()).toContain(`/blog/${slug}</loc>`);

    await t.request('staff', { method: 'PATCH', url: `/api/v2/blogposts/${id}`, payload: { tags: ['Renamed tag'] } });
    const tagsEdited = await read('/api/v2/blog/tags');
    expect(tagCount(tagsEdited, 'Brand new tag')).toBeUndefined();
    expect(tagCount(tagsEdited, 'Renamed tag')).toBe(1);

    expect((await t.request('staff', { method: 'DELETE', url: `/api/v2/blogposts/${id}` })).statusCode).toBe(200);
    expect(await read('/api/v2/blog/tags')).toEqual(tagsBefore);
    expect((await read('/api/v2/blogs')).total).toBe(listBefore.total);
    expect(await sitemap()).not.toContain(`/blog/${slug}</loc>`);
  });

  it('a refused write changes nothing', async () => {
    const before = await read('/api/v2/blog/tags');
    const bad = await t.request('staff', { method: 'POST', url: '/api/v2/blogposts', payload: { title: '' } });
    expect(bad.statusCode).toBe(400);
    expect(await read('/api/v2/blog/tags')).toEqual(before);
  });
});

describe('blog counts at scale', () => {
  it(`counts a search up to ${BLOG_COUNT_CAP} and says so past it; the whole list is counted exactly`, async () => {
    const extra = BLOG_COUNT_CAP + 10;
    const staffId = await t.userId('staff');
    await t.db.insert(blogPosts).values(
      Array.from({ length: extra }, (_, i) => ({
        type: 1,
        title: `Osmosis explained, part ${i}`,
        slug: uniqueSlug(`bulk-${i}`),
        excerpt: 'Water through a membrane',
        tags: ['Bulk'],
        published: true,
        publishedAt: new Date(Date.UTC(2019, 0, 1) + i * 60_000),
        author: 'Bulk',
        authorId: staffId,
      })),
    );
    // Written behind the app's back (as a bulk import would): what a restart or the cache's time bound does.
    contentCacheFor(t.db).invalidate();

    const searched = await read('/api/v2/blogs?query=OSMOSIS%20explained');
    expect(searched).toMatchObject({ total: BLOG_COUNT_CAP, total_capped: true, pages: BLOG_COUNT_CAP / 9 });
    expect(searched.items).toHaveLength(9);
    const byExcerpt = await read('/api/v2/blogs?query=through%20a%20membrane&page=2');
    expect(byExcerpt.total_capped).toBe(true);
    expect(byExcerpt.items[0].title).toMatch(/^Osmosis explained/);

    const whole = await read('/api/v2/blogs');
    expect(whole.total_capped).toBe(false);
    expect(whole.total).toBeGreaterThan(extra);
    expect(tagCount(await read('/api/v2/blog/tags'), 'Bulk')).toBe(extra);

    const staff = (await t.request('staff', { method: 'GET', url: '/api/v2/blogposts?query=osmosis&limit=5' })).json();
    expect(staff).toMatchObject({ total: BLOG_COUNT_CAP, total_capped: true });
    expect(staff.items).toHaveLength(5);
  });
});
