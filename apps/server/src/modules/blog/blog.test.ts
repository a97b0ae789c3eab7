import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { multipart, PNG, staffOnly, uniqueSlug } from '../../../test/helpers';

let t: TestApp;
/** A copy of the demo database no test writes to: the exact public lists are read from it. */
let pristine: TestApp;
beforeAll(async () => {
  [t, pristine] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(() => Promise.all([t.close(), pristine.close()]));

const everyone = (status: number) => ({
  anonymous: status,
  student: status,
  otherTeacher: status,
  teacher: status,
  schoolAdmin: status,
  staff: status,
  admin: status,
});
const postId = async (slug: string) => (await t.db.select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0]!.id;
/** A draft of the test's own, so no test depends on what another one created. */
async function draftPost(payload: Record<string, unknown> = {}) {
  const slug = uniqueSlug('draft');
  const res = await t.request('staff', {
    method: 'POST',
    url: '/api/v2/blogposts',
    payload: { title: 'Draft', slug, ...payload },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as number, slug };
}

describe('GET /blogs (public)', () => {
  it('answers published posts of type 1 by default, newest first, with paging figures', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/blogs' })).toEqual(everyone(200));
    const res = await pristine.request('anonymous', { method: 'GET', url: '/api/v2/blogs' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toBeTruthy();
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(body.items.map((p: { slug: string }) => p.slug)).toEqual([
      'mock-exam-across-schools',
      'feedback-students-actually-read',
    ]);
    expect(body.items[0]).not.toHaveProperty('content');
    const resources = (await pristine.request('anonymous', { method: 'GET', url: '/api/v2/blogs?type=2' })).json();
    expect(resources.items.map((p: { type: number }) => p.type)).toEqual([2, 2]);
  });

  it('validates page and type', async () => {
    for (const q of ['type=3', 'page=0', 'page=x', 'type=blog']) {
      expect((await t.request('anonymous', { method: 'GET', url: `/api/v2/blogs?${q}` })).statusCode).toBe(400);
    }
  });

  it('searches title and excerpt (wildcards taken literally) and filters by tag, case-insensitively', async () => {
    const search = async (q: string) =>
      (await pristine.request('anonymous', { method: 'GET', url: `/api/v2/blogs?${q}` }))
        .json()
        .items.map((p: { slug: string }) => p.slug);
    expect(await search('query=MOCK')).toEqual(['mock-exam-across-schools']);
    expect(await search('query=600%20students')).toEqual(['mock-exam-across-schools']);
    expect(await search('query=%25')).toEqual([]);
    expect(await search('tag=feedback')).toEqual(['feedback-students-actually-read']);
    expect(await search('type=2&tag=Assessment')).toEqual(['six-mark-question-guide']);
    // Without a type a tag finds posts of both kinds, as /blog/tags counts them.
    const tagged = await search('tag=Assessment');
    expect(tagged).toContain('six-mark-question-guide');
    expect(tagged).toContain('feedback-students-actually-read');
    const tagCounts = (await pristine.request('anonymous', { method: 'GET', url: '/api/v2/blog/tags' })).json();
    expect(tagged).toHaveLength(tagCounts.find((x: { name: string }) => x.name === 'Assessment').count);
    expect(await search('type=1&tag=Assessment')).not.toContain('six-mark-question-guide');
    expect(await search('tag=Nope')).toEqual([]);
  });

  it('pages nine at a time', async () => {
    const token = await t.token('staff');
    for (let i = 0; i < 10; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/blogposts',
        headers: { authorization: `Bearer ${token}` },
        payload: { title: `Paging post ${i}`, slug: `paging-post-${i}`, tags: ['Paging'], published: true },
      });
    }
    const page1 = (await t.request('anonymous', { method: 'GET', url: '/api/v2/blogs?tag=paging' })).json();
    expect(page1).toMatchObject({ total: 10, page: 1, pages: 2 });
    expect(page1.items).toHaveLength(9);
    const page2 = (await t.request('anonymous', { method: 'GET', url: '/api/v2/blogs?tag=paging&page=2' })).json();
    expect(page2.items).toHaveLength(1);
    expect(page2.page).toBe(2);
  });
});

describe('GET /blog/tags and GET /blogs/:slug (public)', () => {
  it('counts tags of published posts only', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/blog/tags' })).toEqual(everyone(200));
    await t.db
      .insert(blogPosts)
      .values({ title: 'Draft', slug: 'hidden-draft', author: 'x', tags: ['Secret', 'Assessment'], published: false });
    const res = await t.request('anonymous', { method: 'GET', url: '/api/v2/blog/tags?type=1' });
    expect(res.headers.etag).toBeTruthy();
    const tags = res.json();
    expect(tags).toEqual(
      expect.arrayContaining([
        { name: 'Assessment', count: 2 },
        { name: 'Feedback', count: 1 },
        { name: 'Mock exams', count: 1 },
      ]),
    );
    expect(tags.find((x: { name: string }) => x.name === 'Secret')).toBeUndefined();
    expect(tags.find((x: { name: string }) => x.name === 'Biology')).toBeUndefined();
    const all = (await t.request('anonymous', { method: 'GET', url: '/api/v2/blog/tags' })).json();
    expect(all).toEqual(
      expect.arrayContaining([
        { name: 'Assessment', count: 3 },
        { name: 'Biology', count: 1 },
      ]),
    );
    expect((await t.request('anonymous', { method: 'GET', url: '/api/v2/blog/tags?type=9' })).statusCode).toBe(400);
  });

  it('answers one published post with content and files; drafts are 404', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/blogs/feedback-students-actually-read' })).toEqual(
      everyone(200),
    );
    const post = (
      await t.request('anonymous', { method: 'GET', url: '/api/v2/blogs/feedback-students-actually-read' })
    ).json();
    expect(post).toMatchObject({ type: 1, published: true, tags: ['Feedback', 'Assessment'], files: [] });
    expect(post.content).toContain('<h2>');
    const { slug } = await draftPost();
    const draft = await t.request('anonymous', { method: 'GET', url: `/api/v2/blogs/${slug}` });
    expect(draft.statusCode).toBe(404);
    expect(draft.json().code).toBe('post_not_found');
    expect((await t.request('anonymous', { method: 'GET', url: '/api/v2/blogs/Bad%20Slug' })).statusCode).toBe(400);
  });
});

describe('staff blog management', () => {
  it('POST /blogposts writes a draft with clean content and tidy tags; the author defaults to the caller', async () => {
    expect(
      await t.statusByCaller(() => ({
        method: 'POST',
        url: '/api/v2/blogposts',
        payload: { title: 'x', slug: uniqueSlug('post') },
      })),
    ).toEqual(staffOnly(201));
    expect(
      (
        await t.request('staff', {
          method: 'POST',
          url: '/api/v2/blogposts',
          payload: { title: 'x', slug: 'ok-slug', type: 3 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.request('staff', { method: 'POST', url: '/api/v2/blogposts', payload: { slug: 'ok-slug' } })).statusCode,
    ).toBe(400);
    const res = await t.request('staff', {
      method: 'POST',
      url: '/api/v2/blogposts',
      payload: {
        type: 2,
        title: 'Practice paper',
        slug: 'practice-paper',
        content: '<p>Try it<img src="javascript:alert(1)"></p>',
        tags: [' Revision ', 'revision', 'Physics  papers'],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 2,
      published: false,
      published_at: null,
      author: 'Sam Staff',
      content: '<p>Try it</p>',
      tags: ['Revision', 'Physics papers'],
    });
    const dup = await t.request('staff', {
      method: 'POST',
      url: '/api/v2/blogposts',
      payload: { title: 'x', slug: 'practice-paper' },
    });
    expect(dup.statusCode).toBe(409);
  });

  it('GET /blogposts lists drafts too; GET /blogposts/:id reads one', async () => {
    const { id, slug } = await draftPost();
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/blogposts' })).toEqual(staffOnly(200));
    const drafts = (
      await t.request('staff', { method: 'GET', url: '/api/v2/blogposts?published=false&limit=100' })
    ).json();
    expect(drafts.items.map((p: { slug: string }) => p.slug)).toContain(slug);
    expect(drafts.items.every((p: { published: boolean }) => !p.published)).toBe(true);
    expect((await t.request('staff', { method: 'GET', url: '/api/v2/blogposts?published=maybe' })).statusCode).toBe(
      400,
    );
    expect(await t.statusByCaller({ method: 'GET', url: `/api/v2/blogposts/${id}` })).toEqual(staffOnly(200));
    expect((await t.request('staff', { method: 'GET', url: '/api/v2/blogposts/999999' })).statusCode).toBe(404);
  });

  it('PATCH /blogposts/:id publishes (stamping published_at once) and unpublishes', async () => {
    const { id, slug } = await draftPost({ type: 2 });
    const url = `/api/v2/blogposts/${id}`;
    expect(await t.statusByCaller({ method: 'PATCH', url, payload: { excerpt: 'A full practice paper.' } })).toEqual(
      staffOnly(200),
    );
    expect((await t.request('staff', { method: 'PATCH', url, payload: {} })).statusCode).toBe(400);
    const published = (await t.request('staff', { method: 'PATCH', url, payload: { published: true } })).json();
    expect(published.published).toBe(true);
    expect(published.published_at).toBeTruthy();
    expect((await t.request('anonymous', { method: 'GET', url: `/api/v2/blogs/${slug}` })).statusCode).toBe(200);
    const hidden = (await t.request('staff', { method: 'PATCH', url, payload: { published: false } })).json();
    expect(hidden.published).toBe(false);
    expect((await t.request('anonymous', { method: 'GET', url: `/api/v2/blogs/${slug}` })).statusCode).toBe(404);
    const again = (await t.request('staff', { method: 'PATCH', url, payload: { published: true } })).json();
    expect(again.published_at).toBe(published.published_at);
  });

  it('POST /blogposts/:id/files attaches files checked by content; DELETE removes them', async () => {
    const { id } = await draftPost();
    const url = `/api/v2/blogposts/${id}/files`;
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    expect(
      await t.statusByCaller(() => ({ method: 'POST', url, ...multipart(PDF, 'paper.pdf', 'application/pdf') })),
    ).toEqual(staffOnly(201));
    const exe = await t.request('staff', {
      method: 'POST',
      url,
      ...multipart(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff'), 'paper.pdf', 'application/pdf'),
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().code).toBe('file_type_not_allowed');
    const html = await t.request('staff', {
      method: 'POST',
      url,
      ...multipart(Buffer.from('<html><script>alert(1)</script></html>'), 'x.pdf', 'application/pdf'),
    });
    expect(html.statusCode).toBe(400);
    expect(
      (
        await t.request('staff', {
          method: 'POST',
          url: '/api/v2/blogposts/999999/files',
          ...multipart(PDF, 'a.pdf', 'application/pdf'),
        })
      ).statusCode,
    ).toBe(404);

    const res = await t.request('staff', {
      method: 'POST',
      url,
      ...multipart(PDF, '../../etc/Past <paper>.pdf', 'application/pdf'),
    });
    expect(res.statusCode).toBe(201);
    const file = res.json().files.at(-1);
    expect(file).toMatchObject({ name: 'Past paper.pdf', mime: 'application/pdf', size: PDF.length });
    expect(file.url).toMatch(/^\/uploads\/files\/[a-f0-9-]{36}\.pdf$/);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
    const png = await t.request('staff', { method: 'POST', url, ...multipart(PNG, 'diagram.png', 'image/png') });
    expect(png.json().files.at(-1).mime).toBe('image/png');

    const del = `${url}/${file.id}`;
    expect((await t.request('anonymous', { method: 'DELETE', url: del })).statusCode).toBe(401);
    expect((await t.request('teacher', { method: 'DELETE', url: del })).statusCode).toBe(403);
    expect((await t.request('staff', { method: 'DELETE', url: `${url}/x` })).statusCode).toBe(400);
    const after = await t.request('staff', { method: 'DELETE', url: del });
    expect(after.statusCode).toBe(200);
    expect(after.json().files.map((f: { id: number }) => f.id)).not.toContain(file.id);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await t.request('staff', { method: 'DELETE', url: del })).statusCode).toBe(404);
    // A file id of another post is not found under this post.
    const otherId = await postId('feedback-students-actually-read');
    const pngId = png.json().files.at(-1).id;
    expect(
      (await t.request('staff', { method: 'DELETE', url: `/api/v2/blogposts/${otherId}/files/${pngId}` })).statusCode,
    ).toBe(404);
  });

  it('POST /blogposts/:id/photos sets the image; DELETE /photo removes it', async () => {
    const id = await postId('feedback-students-actually-read');
    expect(
      await t.statusByCaller(() => ({
        method: 'POST',
        url: `/api/v2/blogposts/${id}/photos`,
        ...multipart(PNG, 'a.png', 'image/png'),
      })),
    ).toEqual(staffOnly(200));
    const image = (await t.request('staff', { method: 'GET', url: `/api/v2/blogposts/${id}` })).json().image;
    expect(image).toMatch(/^\/uploads\/images\//);
    expect(await t.statusByCaller({ method: 'DELETE', url: `/api/v2/blogposts/${id}/photo` })).toEqual(staffOnly(200));
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
  });

  it('DELETE /blogposts/:id removes the post and its files', async () => {
    const make = async () =>
      (
        await t.request('staff', {
          method: 'POST',
          url: '/api/v2/blogposts',
          payload: { title: 'Temp', slug: uniqueSlug('temp') },
        })
      ).json().id as number;
    const ids = [await make(), await make()];
    const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
    const file = (
      await t.request('staff', {
        method: 'POST',
        url: `/api/v2/blogposts/${ids[0]}/files`,
        ...multipart(PDF, 'a.pdf', 'application/pdf'),
      })
    ).json().files[0];
    let call = 0;
    expect(
      await t.statusByCaller(() => ({ method: 'DELETE', url: `/api/v2/blogposts/${call++ < 6 ? ids[0] : ids[1]}` })),
    ).toEqual(staffOnly(200));
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await t.request('staff', { method: 'DELETE', url: `/api/v2/blogposts/${ids[0]}` })).statusCode).toBe(404);
    expect((await t.request('staff', { method: 'DELETE', url: '/api/v2/blogposts/abc' })).statusCode).toBe(400);
  });
});
