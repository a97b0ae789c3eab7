import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Markwell</title><!--app-head--></head><body><div id="root"></div></body></html>`;
const URL_OF_SCRIPT = 'https://tags.example.test/marketing.js?id=a&b="c"';

function webDist() {
  const dist = mkdtempSync(join(tmpdir(), 'markwell-web-dist-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  return dist;
}

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function shellOf(env: Record<string, string>) {
  const t = await createTestApp({ WEB_DIST: webDist(), ...env });
  apps.push(t);
  return t.request('anonymous', { method: 'GET', url: '/', headers: { accept: 'text/html' } });
}

describe('the marketing script setting', () => {
  it('is off by default: the shell names no script and the CSP allows none from elsewhere', async () => {
    const res = await shellOf({});
    expect(res.payload).not.toContain('markwell:marketing-script');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('names the configured script in the shell, escaped, and allows its origin to run', async () => {
    const res = await shellOf({ MARKETING_SCRIPT_URL: URL_OF_SCRIPT });
    expect(res.payload).toContain(
      '<meta name="markwell:marketing-script" content="https://tags.example.test/marketing.js?id=a&amp;b=&quot;c&quot;">',
    );
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self' https://tags.example.test;");
  });

  it('refuses a setting that is not an http(s) URL', async () => {
    await expect(createTestApp({ MARKETING_SCRIPT_URL: 'javascript:alert(1)' })).rejects.toThrow(
      /MARKETING_SCRIPT_URL/,
    );
  });
});
