import sanitize from 'sanitize-html';
import { isRichTextImageSrc, RICH_TEXT_IMAGE_SCHEMES } from './image-sources';

/**
 * The allow-list for rich HTML written by content staff (CMS pages, home sections, blog posts).
 * Anything not listed is dropped: scripts, event handlers, style, iframes, forms, data: and
 * javascript: URLs. See docs/adr/0007-html-sanitising.md.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedClasses: { code: ['language-*'], pre: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Text of dropped elements stays; the content of these never does.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _rel, target, ...rest } = attribs;
      // A new tab must not get a handle on this window (reverse tabnabbing); other targets go.
      return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest };
    },
  },
  // Images only from this site's uploads or over the schemes the CSP's img-src allows.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isRichTextImageSrc(frame.attribs.src ?? ''),
};

/** Cleans rich HTML against the allow-list. Idempotent: clean(clean(x)) === clean(x). */
export function sanitizeRichHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** Plain text of an HTML fragment (for descriptions and excerpts). */
export function htmlToText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
