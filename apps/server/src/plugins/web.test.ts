import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { appPagePatterns } from '@markwell/contracts/app-pages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { blogPosts, cmsPages } from '../db/schema/index';
import { serverRoot } from '../lib/server-root';
import { renderHead } from './web';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Markwell</title><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/x.js"></script></body></html>`;

let t: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'markwell-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets', 'x.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'x.js.gz'), gzipSync(SCRIPT, { level: 9 }));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
});

describe('web plugin: assets, SPA shell, compression', () => {
  it('sends a pre-compressed asset as it is, with long cache headers', async () => {
    const res = await t.request('anonymous', {
      method: 'GET',
      url: '/assets/x.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expect(String(res.headers['cache-control'])).toMatch(/max-age=31536000/);
    expect(String(res.headers['cache-control'])).toMatch(/immutable/);
    expect(String(res.headers.vary ?? '')).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the asset plain to a client that accepts no compression', async () => {
    const res = await t.request('anonymous', {
      method: 'GET',
      url: '/assets/x.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe(SCRIPT);
  });

  it('gives crawlers that send Accept: */* the shell too, and JSON-only clients a problem', async () => {
    const crawler = await t.request('anonymous', { method: 'GET', url: '/', headers: { accept: '*/*' } });
    expect(crawler.statusCode).toBe(200);
    expect(String(crawler.headers['content-type'])).toMatch(/^text\/html/);
    const noAccept = await t.app.inject({ method: 'GET', url: '/pages/anything' });
    expect(String(noAccept.headers['content-type'])).toMatch(/^text\/html/);
    const json = await t.request('anonymous', {
      method: 'GET',
      url: '/nowhere',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json().code).toBe('route_not_found');
  });

  it('answers an app route that wants HTML with the shell and the default head', async () => {
    const res = await t.request('anonymous', {
      method: 'GET',
      url: '/teacher/classes',
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.payload).toContain('<div id="root">');
    expect(res.payload).not.toContain('<!--app-head-->');
    expect(res.payload).toContain('<title>Markwell: online exams and assignments that mark themselves</title>');
    expect(res.payload).toContain('<meta name="description"');
    expect(res.payload).not.toContain('<title>Markwell</title>');
  });

  it('compresses dynamic answers above 1 KB for clients that accept it, not small ones', async () => {
    const big = await t.request('anonymous', {
      method: 'GET',
      url: '/teacher/classes',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    // The shell here is under 1 KB: sent as it is.
    expect(big.headers['content-encoding']).toBeUndefined();

    // The API description (JSON, tens of KB): compressed.
    const doc = await t.request('anonymous', {
      method: 'GET',
      url: '/api/docs/json',
      headers: { accept: 'application/json', 'accept-encoding': 'gzip' },
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-encoding']).toBe('gzip');
    const spec = JSON.parse(gunzipSync(doc.rawPayload).toString('utf8')) as { openapi?: string; paths?: object };
    expect(spec.paths).toBeTruthy();
    expect(doc.rawPayload.length).toBeLessThan(gunzipSync(doc.rawPayload).length / 3);
  });

  it('answers an unknown API path with a 404 problem, not the shell', async () => {
    const res = await t.request('anonymous', {
      method: 'GET',
      url: '/api/v2/unknown',
      headers: { accept: 'text/html,application/json', 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
    const problem = res.json<{ status: number; title: string }>();
    expect(problem.status).toBe(404);
    expect(res.payload).not.toContain('<div id="root">');
  });
});

describe('app pages and unknown paths', () => {
  const html = (url: string) =>
    t.request('anonymous', { method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'identity' } });

  it('answers every page of the shared list with the app and 200', async () => {
    const [page] = await t.db.select({ slug: cmsPages.slug }).from(cmsPages).where(eq(cmsPages.public, true));
    const post = async (type: number) =>
      (
        await t.db
          .select({ slug: blogPosts.slug })
          .from(blogPosts)
          .where(and(eq(blogPosts.type, type), eq(blogPosts.published, true)))
      )[0]!.slug;
    // Pages that show one stored object need a real one: the server knows these exist.
    const real: Record<string, string> = {
      '/pages/*': `/pages/${page!.slug}`,
      '/blog/:slug': `/blog/${await post(1)}`,
      '/free-resources/:slug': `/free-resources/${await post(2)}`,
    };
    expect(appPagePatterns.length).toBeGreaterThan(40);
    for (const pattern of appPagePatterns) {
      const url = real[pattern] ?? pattern.replace(/:[A-Za-z]+/g, '7');
      const res = await html(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.payload).toContain('<div id="root">');
    }
  });

  it('answers any other path with the app (its 404 screen) and a 404 status', async () => {
    for (const url of [
      '/nowhere',
      '/teacher/nowhere',
      '/messages/new/extra',
      '/student/assignments/7/x',
      '/pages',
      '/pages/a/b',
      '/pages/no-such-page',
      '/blog/no-such-post',
    ]) {
      const res = await html(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
      expect(res.payload).toContain('<div id="root">');
    }
    // Query strings and trailing slashes do not change the answer.
    expect((await html('/teacher/classes/?tab=1')).statusCode).toBe(200);
    expect((await html('/nowhere?x=1')).statusCode).toBe(404);
  });
});

describe('the head of the real app shell', () => {
  it('holds one title and one description, whatever the page', async () => {
    const template = readFileSync(join(serverRoot, '../web/index.html'), 'utf8');
    for (const head of [
      { title: 'Markwell' },
      { title: 'About us | Markwell', description: 'Who we are', og: { description: 'Who we are' } },
    ]) {
      const html = template.replace('<!--app-head-->', renderHead(head)).replace(/<title>Markwell<\/title>/, '');
      expect(html.match(/<meta name="description"/g)?.length ?? 0).toBe(head.description ? 1 : 0);
      expect(html.match(/<title>/g)).toHaveLength(1);
    }
  });
});
