/**
 * Client-side sanitising of staff-written HTML (defence in depth: the server sanitises on save
 * and on read too). DOMPurify is loaded on demand so it rides in its own small chunk.
 */
import type { DOMPurify as DOMPurifyInstance } from 'dompurify';

let purifier: Promise<DOMPurifyInstance> | undefined;

function loadPurifier(): Promise<DOMPurifyInstance> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => {
    // Links that open a new tab must not hand the opener to the target.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return DOMPurify;
  });
  return purifier;
}

/** Starts fetching the sanitiser early (in parallel with the request whose HTML it will clean). */
export function preloadSanitizer(): void {
  void loadPurifier().catch(() => undefined);
}

/** Safe HTML to render: scripts, event handlers and javascript: URLs removed. */
export async function sanitizeHtml(html: string): Promise<string> {
  if (!html) return '';
  const DOMPurify = await loadPurifier();
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}
