import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../sanitize-html';

// jsdom has no Element.setHTML: this exercises the DOMPurify fallback; the native path is
// exercised by the public-site browser journeys in Chromium.
describe('sanitizeHtml', () => {
  it.each([
    ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['<img src="/uploads/images/a.png" alt="A" onerror="alert(1)">', '<img src="/uploads/images/a.png" alt="A">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.test"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg onload="alert(1)"><circle></circle></svg>', ''],
  ])('cleans %s', async (dirty, clean) => {
    expect(await sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps formatting and protects links that open a new tab', async () => {
    expect(await sanitizeHtml('<h2>T</h2><a href="/x" target="_blank">go</a>')).toBe(
      '<h2>T</h2><a href="/x" target="_blank" rel="noopener noreferrer">go</a>',
    );
  });
});
