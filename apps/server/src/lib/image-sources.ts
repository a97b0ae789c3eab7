/**
 * Where an image in staff-written HTML may come from: this site's uploads, or any address over
 * one of these schemes. The sanitiser keeps exactly these images and the CSP's `img-src` lets
 * them load; both are built from here, so an image the sanitiser keeps is never blocked.
 */
export const RICH_TEXT_IMAGE_SCHEMES = ['https'] as const;

/** Images served by this site: uploads only (never an arbitrary path such as /api/...). */
const SITE_IMAGE_PREFIX = '/uploads/';

/** Whether the sanitiser keeps an `<img src>`. */
export function isRichTextImageSrc(src: string): boolean {
  if (src.startsWith(SITE_IMAGE_PREFIX)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(src)?.[1]?.toLowerCase();
  return RICH_TEXT_IMAGE_SCHEMES.some((allowed) => allowed === scheme);
}

/**
 * The CSP's `img-src`: this site, `data:` and `blob:` (previews of a file being uploaded, icons
 * inlined by the build) and the schemes of rich-text images.
 */
export const IMG_SRC: string[] = ["'self'", 'data:', 'blob:', ...RICH_TEXT_IMAGE_SCHEMES.map((s) => `${s}:`)];
