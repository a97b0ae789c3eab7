/**
 * Client-side sanitising of staff-written HTML (defence in depth: the server sanitises on save
 * and on read with its allow-list). Browsers with the HTML Sanitizer API (`Element.setHTML`)
 * clean it natively, at no download cost: that keeps public pages inside their script budget.
 * Other browsers load DOMPurify on demand, in its own chunk.
 */
import type { DOMPurify as DOMPurifyInstance } from 'dompurify';

/** Elements never rendered from staff HTML, on top of what the safe sanitisers always remove. */
const FORBIDDEN_ELEMENTS = ['iframe', 'object', 'embed', 'form', 'input', 'button', 'style', 'link', 'meta', 'base'];

type SetHtml = (html: string, options?: { sanitizer?: { removeElements?: string[] } }) => void;

const nativeSetHtml = (): boolean =>
  typeof Element !== 'undefined' && typeof (Element.prototype as { setHTML?: unknown }).setHTML === 'function';

let purifier: Promise<DOMPurifyInstance> | undefined;

function loadPurifier(): Promise<DOMPurifyInstance> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => DOMPurify);
  return purifier;
}

/** Links that open a new tab must not hand the opener to the target. */
function protectNewTabLinks(root: ParentNode) {
  for (const a of root.querySelectorAll('a[target="_blank"]')) a.setAttribute('rel', 'noopener noreferrer');
}

/** Starts fetching the fallback sanitiser early, when this browser needs it. */
export function preloadSanitizer(): void {
  if (!nativeSetHtml()) void loadPurifier().catch(() => undefined);
}

/** Safe HTML to render: scripts, event handlers, javascript: URLs and embeds removed. */
export async function sanitizeHtml(html: string): Promise<string> {
  if (!html) return '';
  if (nativeSetHtml()) {
    const container = document.createElement('div');
    (container as unknown as { setHTML: SetHtml }).setHTML(html, {
      sanitizer: { removeElements: FORBIDDEN_ELEMENTS },
    });
    protectNewTabLinks(container);
    return container.innerHTML;
  }
  const DOMPurify = await loadPurifier();
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: FORBIDDEN_ELEMENTS,
    RETURN_DOM_FRAGMENT: true,
  });
  protectNewTabLinks(fragment);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
