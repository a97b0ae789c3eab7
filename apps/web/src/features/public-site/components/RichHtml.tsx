/** Renders HTML that has already been sanitised (see lib/sanitize.ts). */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={['mw-rich-text', className].filter(Boolean).join(' ')}
      // Sanitised by the server on save and read, and by DOMPurify in the fetcher.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
