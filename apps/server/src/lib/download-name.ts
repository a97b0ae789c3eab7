// Names of files people download: what the uploader called them, made safe to save and open.

/**
 * Characters that must not reach a file name: C0 and C1 controls, DEL, and the invisible
 * formatting characters that reorder or hide text (bidi embeddings, overrides and isolates, the
 * Arabic letter mark, zero-width characters, the byte-order mark). A right-to-left override turns
 * "invoice\u202Efdp.exe" into what reads as "invoiceexe.pdf".
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;
/** Characters Windows, macOS or a Content-Disposition header cannot take in a name. */
const RESERVED = /["*:<>?|]/g;
/** The uploader's own extension (`.html`, `.bat`, `.tar`), replaced by the detected one. */
const GIVEN_EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

/**
 * The name a stored file is offered under: the last path segment of what the uploader sent,
 * without control, bidi or reserved characters, with its extension replaced by `extension` (the
 * type read from the content), at most 200 characters. `free-worksheet.html` holding a PDF
 * becomes `free-worksheet.pdf`; a name left empty becomes `download.<extension>`.
 */
export function safeDownloadName(name: string, extension: string): string {
  let base = (name.split(/[\\/]/).pop() ?? '').replace(UNSAFE, '').replace(RESERVED, '').replace(/\s+/g, ' ').trim();
  base = base.replace(GIVEN_EXTENSION, '');
  // Trailing dots and spaces vanish on Windows, and a leading dot hides the file elsewhere.
  base = base.replace(/[. ]+$/, '').replace(/^[. ]+/, '');
  const suffix = `.${extension}`;
  base = [...base].slice(0, 200 - suffix.length).join('');
  return `${base || 'download'}${suffix}`;
}

/**
 * A Content-Disposition value (RFC 6266) for a safe name: `filename` in printable ASCII for old
 * clients and `filename*` in UTF-8 for the rest.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
