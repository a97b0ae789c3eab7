import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsHomeSections, cmsPages, seoPages, teaserPages } from '../../db/schema/index';
import { contentCacheFor } from '../../lib/content-cache';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { multipart, PNG, staffOnly, uniqueSlug } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (payload: unknown) => ({ payload: payload as Record<string, unknown> });
const pageId = async (slug: string) => (await t.db.select().from(cmsPages).where(eq(cmsPages.slug, slug)))[0]!.id;

describe('CMS pages (content staff)', () => {
  it('POST /cmspages: staff only, validates, creates with sanitised content', async () => {
    expect(
      await t.statusByCaller(() => ({
        method: 'POST',
        url: '/api/v2/cmspages',
        ...json({ title: 'T', slug: uniqueSlug() }),
      })),
    ).toEqual(staffOnly(201));

    const bad = await t.request('staff', {
      method: 'POST',
      url: '/api/v2/cmspages',
      ...json({ title: '', slug: 'Not A Slug' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.slug', 'body.title']);
    const badVideo = await t.request('staff', {
      method: 'POST',
      url: '/api/v2/cmspages',
      ...json({ title: 'V', slug: 'v-page', video: 'javascript:alert(1)' }),
    });
    expect(badVideo.statusCode).toBe(400);
    const badCaptions = await t.request('staff', {
      method: 'POST',
      url: '/api/v2/cmspages',
      ...json({ title: 'V', slug: 'v-page', video_captions: '/uploads/videos/a.mp4' }),
    });
    expect(badCaptions.statusCode).toBe(400);

    const res = await t.request('staff', {
      method: 'POST',
      url: '/api/v2/cmspages',
      ...json({
        title: 'Exam season tips',
        slug: 'exam-season-tips',
        content: '<h2>Plan</h2><p onclick="steal()">Start early<script>alert(1)</script></p>',
        video: '/uploads/videos/tips.mp4',
        video_captions: '/uploads/videos/tips.vtt',
        public: true,
        meta_title: 'Exam tips',
        og_type: 'article',
        twitter_card: 'summary',
      }),
    });
    expect(res.statusCode).toBe(201);
    const page = res.json();
    expect(page).toMatchObject({
      title: 'Exam season tips',
      slug: 'exam-season-tips',
      content: '<h2>Plan</h2><p>Start early</p>',
      video: '/uploads/videos/tips.mp4',
      video_captions: '/uploads/videos/tips.vtt',
      public: true,
      image: null,
      meta_title: 'Exam tips',
      meta_description: null,
      og_type: 'article',
      twitter_card: 'summary',
    });
    expect(Object.keys(page)).toEqual(
      expect.arrayContaining(['created_at', 'updated_at', 'twitter_image_alt', 'og_image_alt', 'meta_author']),
    );
    // Stored already clean (sanitised on save).
    const [row] = await t.db.select().from(cmsPages).where(eq(cmsPages.id, page.id));
    expect(row!.content).not.toContain('script');

    const dup = await t.request('staff', {
      method: 'POST',
      url: '/api/v2/cmspages',
      ...json({ title: 'Again', slug: 'exam-season-tips' }),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('slug_taken');
  });

  it('GET /cmspages lists every page incl. drafts; GET /cmspages/:id reads one', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/cmspages' })).toEqual(staffOnly(200));
    const list = (await t.request('staff', { method: 'GET', url: '/api/v2/cmspages' })).json();
    const slugs = list.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['meet-markwell-team', 'get-in-touch', 'about-markwell', 'summer-term-pricing']),
    );
    expect(list.find((p: { slug: string }) => p.slug === 'summer-term-pricing').public).toBe(false);

    const id = await pageId('about-markwell');
    expect(await t.statusByCaller({ method: 'GET', url: `/api/v2/cmspages/${id}` })).toEqual(staffOnly(200));
    expect((await t.request('staff', { method: 'GET', url: '/api/v2/cmspages/abc' })).statusCode).toBe(400);
    expect((await t.request('staff', { method: 'GET', url: '/api/v2/cmspages/999999' })).statusCode).toBe(404);
  });

  it('PATCH /cmspages/:id edits fields, clears with null or "", refuses a taken slug', async () => {
    const id = await pageId('about-markwell');
    expect(
      await t.statusByCaller({ method: 'PATCH', url: `/api/v2/cmspages/${id}`, ...json({ meta_author: 'Markwell' }) }),
    ).toEqual(staffOnly(200));
    expect((await t.request('staff', { method: 'PATCH', url: `/api/v2/cmspages/${id}`, ...json({}) })).statusCode).toBe(
      400,
    );
    expect(
      (await t.request('staff', { method: 'PATCH', url: `/api/v2/cmspages/${id}`, ...json({ public: 'yes' }) }))
        .statusCode,
    ).toBe(400);
    const taken = await t.request('staff', {
      method: 'PATCH',
      url: `/api/v2/cmspages/${id}`,
      ...json({ slug: 'get-in-touch' }),
    });
    expect(taken.statusCode).toBe(409);

    const res = await t.request('staff', {
      method: 'PATCH',
      url: `/api/v2/cmspages/${id}`,
      ...json({
        content: '<p>New <a href="javascript:alert(1)">link</a></p>',
        meta_keywords: '',
        og_title: null,
        twitter_site: '@markwell',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      content: '<p>New <a>link</a></p>',
      meta_keywords: null,
      og_title: null,
      twitter_site: '@markwell',
      meta_author: 'Markwell',
    });
    expect(
      (await t.request('staff', { method: 'PATCH', url: '/api/v2/cmspages/999999', ...json({ title: 'x' }) }))
        .statusCode,
    ).toBe(404);
  });

  it('POST /cmspages/:id/photos stores an image, replaces and removes the old file; DELETE /photo removes it', async () => {
    const id = await pageId('meet-markwell-team');
    expect(
      await t.statusByCaller(() => ({
        method: 'POST',
        url: `/api/v2/cmspages/${id}/photos`,
        ...multipart(PNG, 'team.png', 'image/png'),
      })),
    ).toEqual(staffOnly(200));
    const notImage = await t.request('staff', {
      method: 'POST',
      url: `/api/v2/cmspages/${id}/photos`,
      ...multipart(Buffer.from('<svg onload="x">'), 'x.png', 'image/png'),
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().code).toBe('not_an_image');
    expect(
      (await t.request('staff', { method: 'POST', url: `/api/v2/cmspages/${id}/photos`, ...json({ a: 1 }) }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.request('staff', {
          method: 'POST',
          url: '/api/v2/cmspages/999999/photos',
          ...multipart(PNG, 'a.png', 'image/png'),
        })
      ).statusCode,
    ).toBe(404);

    const first = (
      await t.request('staff', {
        method: 'POST',
        url: `/api/v2/cmspages/${id}/photos`,
        ...multipart(PNG, '../../evil.png', 'image/png'),
      })
    ).json();
    expect(first.image).toMatch(/^\/uploads\/images\/[a-f0-9-]{36}\.png$/);
    expect((await t.app.inject({ method: 'GET', url: first.image })).statusCode).toBe(200);
    const second = (
      await t.request('staff', {
        method: 'POST',
        url: `/api/v2/cmspages/${id}/photos`,
        ...multipart(PNG, 'b.png', 'image/png'),
      })
    ).json();
    expect(second.image).not.toBe(first.image);
    expect((await t.app.inject({ method: 'GET', url: first.image })).statusCode).toBe(404);

    expect(await t.statusByCaller({ method: 'DELETE', url: `/api/v2/cmspages/${id}/photo` })).toEqual(staffOnly(200));
    expect(
      (await t.request('staff', { method: 'DELETE', url: `/api/v2/cmspages/${id}/photo` })).json().image,
    ).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second.image })).statusCode).toBe(404);
    expect((await t.request('staff', { method: 'DELETE', url: '/api/v2/cmspages/x/photo' })).statusCode).toBe(400);
  });

  it('DELETE /cmspages/:id deletes the page', async () => {
    const make = async () =>
      (
        await t.request('staff', {
          method: 'POST',
          url: '/api/v2/cmspages',
          ...json({ title: 'Temp', slug: uniqueSlug('temp') }),
        })
      ).json().id as number;
    const ids = [await make(), await make()];
    // Callers run in order; staff (6th) deletes the first page, admin (7th) the second.
    let call = 0;
    const statuses = await t.statusByCaller(() => ({
      method: 'DELETE',
      url: `/api/v2/cmspages/${call++ < 6 ? ids[0] : ids[1]}`,
    }));
    expect(statuses).toEqual(staffOnly(200));
    expect((await t.request('staff', { method: 'GET', url: `/api/v2/cmspages/${ids[0]}` })).statusCode).toBe(404);
    expect((await t.request('staff', { method: 'DELETE', url: `/api/v2/cmspages/${ids[0]}` })).statusCode).toBe(404);
    expect((await t.request('staff', { method: 'DELETE', url: '/api/v2/cmspages/0' })).statusCode).toBe(400);
  });
});

describe('GET /public/pages/:slug', () => {
  it('answers public pages to anyone, cached with an ETag', async () => {
    const statuses = await t.statusByCaller({ method: 'GET', url: '/api/v2/public/pages/meet-markwell-team' });
    expect(new Set(Object.values(statuses))).toEqual(new Set([200]));
    const res = await t.request('anonymous', { method: 'GET', url: '/api/v2/public/pages/get-in-touch' });
    expect(res.json()).toMatchObject({ slug: 'get-in-touch', title: 'Get in touch', public: true });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.request('anonymous', {
      method: 'GET',
      url: '/api/v2/public/pages/get-in-touch',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.request('anonymous', {
      method: 'GET',
      url: '/api/v2/public/pages/get-in-touch',
      headers: { 'if-none-match': 'W/"old"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('is 404 page_not_found for a missing or non-public page, 400 for a bad slug', async () => {
    for (const slug of ['no-such-page', 'summer-term-pricing']) {
      const res = await t.request('anonymous', { method: 'GET', url: `/api/v2/public/pages/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('page_not_found');
      expect(res.headers['cache-control']).not.toBe('public, max-age=60');
    }
    expect((await t.request('anonymous', { method: 'GET', url: '/api/v2/public/pages/Bad_Slug' })).statusCode).toBe(
      400,
    );
  });

  it('sanitises on render too: content stored unsafely (e.g. by an old import) is cleaned on read', async () => {
    const id = await pageId('get-in-touch');
    await t.db
      .update(cmsPages)
      .set({ content: '<p>Hi<img src=x onerror=alert(1)><script>alert(2)</script></p>' })
      .where(eq(cmsPages.id, id));
    // Written behind the app's back, as an old import would: what a restart (or the cache's time bound) does.
    contentCacheFor(t.db).invalidate();
    const res = await t.request('anonymous', { method: 'GET', url: '/api/v2/public/pages/get-in-touch' });
    expect(res.json().content).toBe('<p>Hi</p>');
  });
});

describe('home page sections', () => {
  it('GET /cmshomepagesections (staff) in order; GET one', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/cmshomepagesections' })).toEqual(staffOnly(200));
    const list = (await t.request('staff', { method: 'GET', url: '/api/v2/cmshomepagesections' })).json();
    expect(list.map((s: { key: string }) => s.key)).toEqual(['hero', 'features', 'testimonials']);
    const id = list[0].id;
    expect(await t.statusByCaller({ method: 'GET', url: `/api/v2/cmshomepagesections/${id}` })).toEqual(staffOnly(200));
    expect((await t.request('staff', { method: 'GET', url: '/api/v2/cmshomepagesections/-1' })).statusCode).toBe(400);
    expect((await t.request('staff', { method: 'GET', url: '/api/v2/cmshomepagesections/999999' })).statusCode).toBe(
      404,
    );
  });

  it('PATCH /cmshomepagesections/:id sanitises sectionBody; GET /public/home shows it to anyone', async () => {
    const [hero] = await t.db.select().from(cmsHomeSections).where(eq(cmsHomeSections.key, 'hero'));
    const url = `/api/v2/cmshomepagesections/${hero!.id}`;
    expect(await t.statusByCaller({ method: 'PATCH', url, ...json({ sectionBody: '<p>x</p>' }) })).toEqual(
      staffOnly(200),
    );
    expect((await t.request('staff', { method: 'PATCH', url, ...json({ title: 'only title' }) })).statusCode).toBe(400);
    const res = await t.request('staff', {
      method: 'PATCH',
      url,
      ...json({
        title: 'Marking, done',
        sectionBody:
          '<p>Sets itself<svg onload=alert(1)></svg> <a href="https://markwell.test" target="_blank">apart</a></p>',
      }),
    });
    expect(res.json()).toMatchObject({
      title: 'Marking, done',
      sectionBody:
        '<p>Sets itself <a href="https://markwell.test" target="_blank" rel="noopener noreferrer">apart</a></p>',
    });

    const home = await t.request('anonymous', { method: 'GET', url: '/api/v2/public/home' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('public, max-age=60');
    expect(home.headers.etag).toBeTruthy();
    const sections = home.json().sections;
    expect(sections.map((s: { key: string }) => s.key)).toEqual(['hero', 'features', 'testimonials']);
    expect(sections[0]).toEqual({
      id: hero!.id,
      key: 'hero',
      title: 'Marking, done',
      sectionBody: expect.stringContaining('rel="noopener noreferrer"'),
    });
  });
});

describe('teaser pages', () => {
  it('list, read, edit (staff only)', async () => {
    const [teaser] = await t.db.select().from(teaserPages);
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/teaserpages' })).toEqual(staffOnly(200));
    expect(await t.statusByCaller({ method: 'GET', url: `/api/v2/teaserpages/${teaser!.id}` })).toEqual(staffOnly(200));
    expect((await t.request('staff', { method: 'GET', url: '/api/v2/teaserpages/999999' })).statusCode).toBe(404);
    const url = `/api/v2/teaserpages/${teaser!.id}`;
    expect(await t.statusByCaller({ method: 'PATCH', url, ...json({ public: true }) })).toEqual(staffOnly(200));
    expect((await t.request('staff', { method: 'PATCH', url, ...json({ slug: 'Bad slug' }) })).statusCode).toBe(400);
    const res = await t.request('staff', {
      method: 'PATCH',
      url,
      ...json({ title: 'Academy', content: '<p style="color:red">Soon<iframe src="https://x"></iframe></p>' }),
    });
    expect(res.json()).toMatchObject({ title: 'Academy', content: '<p>Soon</p>', photo: null });
  });

  it('photo upload and removal', async () => {
    const [teaser] = await t.db.select().from(teaserPages);
    const url = `/api/v2/teaserpages/${teaser!.id}`;
    expect(
      await t.statusByCaller(() => ({ method: 'POST', url: `${url}/photos`, ...multipart(PNG, 'a.png', 'image/png') })),
    ).toEqual(staffOnly(200));
    expect(
      (
        await t.request('staff', {
          method: 'POST',
          url: `${url}/photos`,
          ...multipart(Buffer.from('plain text, not a picture'), 'a.gif', 'image/gif'),
        })
      ).statusCode,
    ).toBe(400);
    const photo = (await t.request('staff', { method: 'GET', url })).json().photo;
    expect(photo).toMatch(/^\/uploads\/images\//);
    expect(await t.statusByCaller({ method: 'DELETE', url: `${url}/photo` })).toEqual(staffOnly(200));
    expect((await t.request('staff', { method: 'GET', url })).json().photo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
    expect((await t.request('staff', { method: 'DELETE', url: '/api/v2/teaserpages/999999/photo' })).statusCode).toBe(
      404,
    );
  });
});

describe('SEO pages', () => {
  it('list, read, edit (staff only)', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/seopages' })).toEqual(staffOnly(200));
    const list = (await t.request('staff', { method: 'GET', url: '/api/v2/seopages' })).json();
    expect(list.map((p: { path: string }) => p.path)).toEqual(expect.arrayContaining(['/', '/blog']));
    const root = list.find((p: { path: string }) => p.path === '/');
    expect(await t.statusByCaller({ method: 'GET', url: `/api/v2/seopages/${root.id}` })).toEqual(staffOnly(200));
    expect((await t.request('staff', { method: 'GET', url: '/api/v2/seopages/999999' })).statusCode).toBe(404);
    const url = `/api/v2/seopages/${root.id}`;
    expect(await t.statusByCaller({ method: 'PATCH', url, ...json({ twitter_creator: '@markwell' }) })).toEqual(
      staffOnly(200),
    );
    expect((await t.request('staff', { method: 'PATCH', url, ...json({ path: '/hack' }) })).statusCode).toBe(400);
    expect(
      (await t.request('staff', { method: 'PATCH', url, ...json({ meta_title: 'x'.repeat(201) }) })).statusCode,
    ).toBe(400);
    const res = await t.request('staff', {
      method: 'PATCH',
      url,
      ...json({ og_description: 'Exams that mark themselves', twitter_card: 'summary_large_image' }),
    });
    expect(res.json()).toMatchObject({
      path: '/',
      og_description: 'Exams that mark themselves',
      twitter_card: 'summary_large_image',
      twitter_creator: '@markwell',
    });
  });

  it('Open Graph and Twitter images: upload, replace, remove', async () => {
    const [root] = await t.db.select().from(seoPages).where(eq(seoPages.path, '/'));
    const url = `/api/v2/seopages/${root!.id}`;
    for (const kind of ['og', 'twitter'] as const) {
      const field = `${kind}_image`;
      expect(
        await t.statusByCaller(() => ({
          method: 'POST',
          url: `${url}/${kind}photos`,
          ...multipart(PNG, 'a.png', 'image/png'),
        })),
      ).toEqual(staffOnly(200));
      expect(
        (
          await t.request('staff', {
            method: 'POST',
            url: `${url}/${kind}photos`,
            ...multipart(Buffer.from('%PDF-1.4'), 'a.png', 'image/png'),
          })
        ).statusCode,
      ).toBe(400);
      const image = (await t.request('staff', { method: 'GET', url })).json()[field];
      expect(image).toMatch(/^\/uploads\/images\//);
      expect(await t.statusByCaller({ method: 'DELETE', url: `${url}/${kind}photo` })).toEqual(staffOnly(200));
      expect((await t.request('staff', { method: 'GET', url })).json()[field]).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
    }
    expect(
      (
        await t.request('staff', {
          method: 'POST',
          url: '/api/v2/seopages/999999/ogphotos',
          ...multipart(PNG, 'a.png', 'image/png'),
        })
      ).statusCode,
    ).toBe(404);
  });
});
