import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichHtml } from './sanitize-html';

// Known XSS payloads (OWASP filter-evasion cheat sheet and friends): nothing executable survives.
const PAYLOADS: [string, string][] = [
  ['<p>hi<script>alert(1)</script></p>', '<p>hi</p>'],
  ['<SCRIPT SRC=https://evil.example/x.js></SCRIPT>ok', 'ok'],
  ['<img src=x onerror=alert(1)>', ''],
  ['<img src="/uploads/images/a.png" onerror="alert(1)" alt="a">', '<img src="/uploads/images/a.png" alt="a" />'],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="java\nscript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<a>x</a>'],
  ['<a href="&#x6A;avascript&colon;alert(1)">x</a>', '<a>x</a>'],
  ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
  ['<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', ''],
  ['<svg onload=alert(1)><circle r="1"/></svg>text', 'text'],
  ['<svg><script>alert(1)</script></svg>', ''],
  ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
  ['<p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
  ['<div style="width: expression(alert(1))">s</div>', 's'],
  ['<style>body{background:url("javascript:alert(1)")}</style>t', 't'],
  ['<iframe src="https://evil.example"></iframe>after', 'after'],
  ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
  ['<object data="https://evil.example/x.swf"></object>', ''],
  ['<embed src="https://evil.example/x.swf">', ''],
  ['<form action="https://evil.example"><input name="p"><button>Go</button></form>', 'Go'],
  ['<body onload=alert(1)>b</body>', 'b'],
  ['<details open ontoggle=alert(1)>d</details>', 'd'],
  ['<a href="//evil.example">p</a>', '<a>p</a>'],
  ['<img src="http://insecure.example/a.png">', ''],
  ['<img src="/etc/passwd">', ''],
  ['<p onmouseover="alert(1)" class="x" id="y">p</p>', '<p>p</p>'],
  ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
  ['<base href="https://evil.example/">', ''],
  ['<a href="https://x.example" target="_top">t</a>', '<a href="https://x.example">t</a>'],
  ['<!--<img src=x onerror=alert(1)>-->c', 'c'],
  ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
];

describe('sanitizeRichHtml', () => {
  it.each(PAYLOADS)('cleans %s', (input, expected) => {
    const out = sanitizeRichHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<script|javascript:|onerror|onload|<iframe|<svg|style=/i);
  });

  it('keeps the allow-listed formatting an editor produces', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <a href="/pages/about-markwell">rel</a> <a href="mailto:a@b.example">m</a></p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>q</blockquote><pre><code class="language-ts">x</code></pre>' +
      '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">c</td></tr></tbody></table>' +
      '<figure><img src="https://cdn.example/a.png" alt="A" /><figcaption>cap</figcaption></figure>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links opening a new tab and drops a rel of its own', () => {
    expect(sanitizeRichHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichHtml('<a href="/x" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('is idempotent', () => {
    for (const [input] of PAYLOADS) {
      const once = sanitizeRichHtml(input);
      expect(sanitizeRichHtml(once)).toBe(once);
    }
  });

  it('htmlToText gives plain text', () => {
    expect(htmlToText('<p>A <strong>b</strong></p>\n<script>x</script><p>c</p>')).toBe('A b c');
  });
});
