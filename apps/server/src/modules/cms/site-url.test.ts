import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// sitemap.xml and robots.txt are cached publicly: their absolute URLs come from configuration,
// never from the Host or X-Forwarded-* headers of whoever asked first.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PORT: '4321', TRUST_PROXY: 'on' });
});
afterAll(() => t.close());

const spoofed = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('with PUBLIC_URL unset', () => {
  it('sitemap.xml is built on the default site URL, whatever the Host header says', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: spoofed });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<loc>http://localhost:4321/</loc>');
    expect(res.body).not.toContain('evil.example');
  });

  it('robots.txt names the sitemap on the default site URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: spoofed });
    expect(res.body).toContain('Sitemap: http://localhost:4321/sitemap.xml');
    expect(res.body).not.toContain('evil.example');
  });
});
