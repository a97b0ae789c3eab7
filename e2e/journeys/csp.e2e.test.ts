import { describe, expect, it } from 'vitest';
import { checkPage, DEMO_ACCOUNTS, login, newPage, visit } from '../support';

/**
 * The production Content Security Policy holds on real pages: every journey's checkPage() fails
 * on a violation the page reports, and this file proves that check bites and that what the
 * sanitiser lets through (https images) is not what the CSP blocks.
 */
describe('Content Security Policy', () => {
  it('reports nothing on signed-in pages (no eval probe) and public ones', async () => {
    const page = await newPage();
    await visit(page, '/');
    await visit(page, '/blog');
    await login(page, DEMO_ACCOUNTS.teacher);
    for (const path of ['/teacher/classes', '/teacher/questions', '/teacher/templates', '/messages']) {
      await visit(page, path);
    }
  });

  it('lets an https image load, as the sanitiser allows, and fails the journey on a blocked script', async () => {
    const page = await newPage();
    await visit(page, '/blog');
    const addImage = (src: string) =>
      page.evaluate((url) => {
        const img = document.createElement('img');
        img.alt = '';
        img.src = url;
        document.body.append(img);
      }, src);
    // No network here: the https image fails to load, but the CSP lets the browser try.
    await addImage('https://images.example/figure.png');
    await checkPage(page);
    // An inline script is what the CSP is there to stop: the check must fail the journey.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect(checkPage(page)).rejects.toThrow(/Content Security Policy violation: script-src-elem blocked inline/);
  });
});
