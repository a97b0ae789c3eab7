import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MENU_ITEMS_MAX } from '@markwell/contracts';
import { cmsPages, siteMenuItems } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staffOnly, uniqueSlug } from '../../../test/helpers';

const SHELL = `<!doctype html><html lang="en"><head><title>Markwell</title><!--app-head--></head><body><div id="root"></div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'markwell-menus-dist-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

const V2 = '/api/v2';
const publicMenus = async () => (await t.request('anonymous', { method: 'GET', url: `${V2}/public/menus` })).json();
const html = async (url: string) =>
  (await t.request('anonymous', { method: 'GET', url, headers: { accept: 'text/html' } })).payload;

async function newPage(isPublic: boolean) {
  const [page] = await t.db
    .insert(cmsPages)
    .values({ title: 'Exam season tips', slug: uniqueSlug('tips'), public: isPublic, content: '<p>Tips</p>' })
    .returning();
  return page!;
}
const createItem = (payload: object, caller: 'staff' | 'admin' = 'staff') =>
  t.request(caller, { method: 'POST', url: `${V2}/cmsmenuitems`, payload });

describe('GET /public/menus', () => {
  it('answers the demo header and footer menus to anyone, in order', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: `${V2}/public/menus` });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    const menus = res.json();
    expect(menus.header.map((l: { label: string }) => l.label)).toEqual([
      'Home',
      'About',
      'Free resources',
      'Blog',
      'Contact',
    ]);
    expect(menus.header).toContainEqual({ label: 'About', href: '/pages/about-markwell' });
    expect(menus.header).toContainEqual({ label: 'Contact', href: '/pages/get-in-touch' });
    expect(menus.footer).toContainEqual({ label: 'Team', href: '/pages/meet-markwell-team' });
  });
});

describe('staff menu routes', () => {
  it('declare their callers: content staff and the platform admin only', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: `${V2}/cmsmenuitems` })).toEqual(staffOnly(200));
    const [first] = await t.db.select().from(siteMenuItems).limit(1);
    expect(await t.statusByCaller({ method: 'GET', url: `${V2}/cmsmenuitems/${first!.id}` })).toEqual(staffOnly(200));
    expect(
      await t.statusByCaller({
        method: 'PATCH',
        url: `${V2}/cmsmenuitems/${first!.id}`,
        payload: { label: first!.label },
      }),
    ).toEqual(staffOnly(200));
    const footerIds = (await t.request('staff', { method: 'GET', url: `${V2}/cmsmenuitems` }))
      .json()
      .filter((i: { menu: string }) => i.menu === 'footer')
      .map((i: { id: number }) => i.id);
    expect(
      await t.statusByCaller({ method: 'PUT', url: `${V2}/cmsmenus/footer/order`, payload: { ids: footerIds } }),
    ).toEqual(staffOnly(200));
    const created = await t.statusByCaller({
      method: 'POST',
      url: `${V2}/cmsmenuitems`,
      payload: { menu: 'footer', label: 'Blog', target: { kind: 'blog' } },
    });
    expect(created).toEqual(staffOnly(201));
    const extra = (await t.request('staff', { method: 'GET', url: `${V2}/cmsmenuitems` }))
      .json()
      .filter((i: { menu: string; label: string }) => i.menu === 'footer' && i.label === 'Blog');
    expect(extra).toHaveLength(2);
    // One delete per caller: the forbidden ones leave the item, the allowed ones remove one each.
    // Callers in order: the five refused ones and staff name the first copy, the admin the second.
    const targets = [...Array<number>(6).fill(extra[0].id), extra[1].id];
    let n = 0;
    const deleted = await t.statusByCaller(() => ({ method: 'DELETE', url: `${V2}/cmsmenuitems/${targets[n++]}` }));
    expect(deleted).toEqual(staffOnly(200));
  });

  it('refuses invalid input with 400 problems', async () => {
    const bad = [
      { menu: 'sidebar', label: 'Blog', target: { kind: 'blog' } },
      { menu: 'header', label: '   ', target: { kind: 'blog' } },
      { menu: 'header', label: 'x'.repeat(61), target: { kind: 'blog' } },
      { menu: 'header', label: 'Evil', target: { kind: 'link', url: 'javascript:alert(1)' } },
      { menu: 'header', label: 'Evil', target: { kind: 'link', url: 'data:text/html,<b>hi</b>' } },
      { menu: 'header', label: 'Evil', target: { kind: 'link', url: '//evil.example' } },
      { menu: 'header', label: 'Evil', target: { kind: 'link', url: '/\\evil.example' } },
      { menu: 'header', label: 'Page', target: { kind: 'page' } },
      { menu: 'header', label: 'Page', target: { kind: 'elsewhere' } },
    ];
    for (const payload of bad) {
      const res = await createItem(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const unknownPage = await createItem({
      menu: 'header',
      label: 'Gone',
      target: { kind: 'page', pageId: 2_000_000 },
    });
    expect(unknownPage.statusCode).toBe(400);
    expect(unknownPage.json().code).toBe('unknown_page');
    const [first] = await t.db.select().from(siteMenuItems).limit(1);
    expect(
      (await t.request('staff', { method: 'PATCH', url: `${V2}/cmsmenuitems/${first!.id}`, payload: {} })).statusCode,
    ).toBe(400);
    expect((await t.request('staff', { method: 'GET', url: `${V2}/cmsmenuitems/abc` })).statusCode).toBe(400);
    expect(
      (await t.request('staff', { method: 'PUT', url: `${V2}/cmsmenus/header/order`, payload: { ids: [1, 1] } }))
        .statusCode,
    ).toBe(400);
    const mismatch = await t.request('staff', {
      method: 'PUT',
      url: `${V2}/cmsmenus/header/order`,
      payload: { ids: [first!.id] },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('menu_order_mismatch');
  });

  it('answers 404 for a missing item', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await t.request('staff', {
        method,
        url: `${V2}/cmsmenuitems/2000000`,
        ...(method === 'PATCH' ? { payload: { label: 'X' } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('adds a page to the header: visitors see it at once, in the API and the server-rendered HTML', async () => {
    const page = await newPage(true);
    await publicMenus(); // fill the cache, so the write must clear it
    expect(await html('/blog')).not.toContain(`/pages/${page.slug}`);
    const res = await createItem({ menu: 'header', label: 'Exam tips', target: { kind: 'page', pageId: page.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      menu: 'header',
      label: 'Exam tips',
      target: { kind: 'page', pageId: page.id },
      href: `/pages/${page.slug}`,
      page: { id: page.id, title: page.title, public: true },
    });
    expect((await publicMenus()).header.at(-1)).toEqual({ label: 'Exam tips', href: `/pages/${page.slug}` });
    const shell = await html('/blog');
    expect(shell).toContain(`<nav aria-label="Main"><ul><li><a href="/">Home</a></li>`);
    expect(shell).toContain(`<li><a href="/pages/${page.slug}">Exam tips</a></li>`);
    expect(shell).toContain('<nav aria-label="Footer">');
    // The signed-in app's areas carry no public menu.
    expect(await html('/teacher/classes')).not.toContain('aria-label="Main"');
  });

  it('escapes labels in the HTML and hides links to pages that are unpublished or deleted', async () => {
    const page = await newPage(true);
    const item = (
      await createItem({ menu: 'footer', label: '<script>x</script>', target: { kind: 'page', pageId: page.id } })
    ).json();
    expect(await html('/')).toContain('&lt;script&gt;x&lt;/script&gt;');

    const unpublish = await t.request('staff', {
      method: 'PATCH',
      url: `${V2}/cmspages/${page.id}`,
      payload: { public: false },
    });
    expect(unpublish.statusCode).toBe(200);
    expect((await publicMenus()).footer.map((l: { href: string }) => l.href)).not.toContain(`/pages/${page.slug}`);
    expect(await html('/')).not.toContain(`/pages/${page.slug}`);
    const staffView = (await t.request('staff', { method: 'GET', url: `${V2}/cmsmenuitems/${item.id}` })).json();
    expect(staffView).toMatchObject({ href: null, page: { public: false } });

    expect((await t.request('staff', { method: 'DELETE', url: `${V2}/cmspages/${page.id}` })).statusCode).toBe(200);
    expect((await t.request('staff', { method: 'GET', url: `${V2}/cmsmenuitems/${item.id}` })).statusCode).toBe(404);
  });

  it('edits a label and target, reorders and removes, each change visible to visitors', async () => {
    const item = (await createItem({ menu: 'footer', label: 'Resources', target: { kind: 'home' } })).json();
    const edited = await t.request('staff', {
      method: 'PATCH',
      url: `${V2}/cmsmenuitems/${item.id}`,
      payload: { label: 'Printable resources', target: { kind: 'link', url: 'https://example.org/resources' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ label: 'Printable resources', href: 'https://example.org/resources' });
    expect((await publicMenus()).footer).toContainEqual({
      label: 'Printable resources',
      href: 'https://example.org/resources',
    });

    const footer = (await t.request('staff', { method: 'GET', url: `${V2}/cmsmenuitems` }))
      .json()
      .filter((i: { menu: string }) => i.menu === 'footer')
      .map((i: { id: number }) => i.id);
    const reversed = [...footer].reverse();
    const res = await t.request('staff', {
      method: 'PUT',
      url: `${V2}/cmsmenus/footer/order`,
      payload: { ids: reversed },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { id: number }) => i.id)).toEqual(reversed);
    expect((await publicMenus()).footer[0]).toEqual({
      label: 'Printable resources',
      href: 'https://example.org/resources',
    });

    expect((await t.request('staff', { method: 'DELETE', url: `${V2}/cmsmenuitems/${item.id}` })).statusCode).toBe(200);
    expect((await publicMenus()).footer.map((l: { label: string }) => l.label)).not.toContain('Printable resources');
  });

  it(`holds at most ${MENU_ITEMS_MAX} items a menu (409 menu_full)`, async () => {
    const count = async () => (await t.db.select().from(siteMenuItems).where(eq(siteMenuItems.menu, 'header'))).length;
    while ((await count()) < MENU_ITEMS_MAX) {
      expect((await createItem({ menu: 'header', label: 'More', target: { kind: 'blog' } })).statusCode).toBe(201);
    }
    const full = await createItem({ menu: 'header', label: 'One too many', target: { kind: 'blog' } });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('menu_full');
  });
});

describe('the server-rendered shell', () => {
  it('still sends the page when a shell content resolver fails', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'markwell-menus-dist-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    const failing = await createTestApp({ WEB_DIST: dist }, { ready: false });
    try {
      failing.app.addShellBody(() => Promise.reject(new Error('database unavailable')));
      await failing.app.ready();
      const res = await failing.request('anonymous', { method: 'GET', url: '/blog', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      // The menus (another resolver) are still there.
      expect(res.payload).toContain('<nav aria-label="Main">');
    } finally {
      await failing.close();
    }
  });
});
