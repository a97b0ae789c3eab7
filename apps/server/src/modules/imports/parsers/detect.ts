import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../../lib/errors';

export type ImportFileFormat = 'csv' | 'xlsx' | 'moodle' | 'gift';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Decodes a text upload: UTF-8 (with or without BOM), or UTF-16 with a BOM; a file that is not
 * valid UTF-8 is read as Windows-1252, which is what Excel's "CSV" (not "CSV UTF-8") writes.
 */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Control characters other than tab, CR and LF: a text file never has them, a binary one does. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/;

/** A GIFT question: an answer block in braces (`{=a =b}`, `{#9.8:0.1}`), unescaped. */
const GIFT_ANSWERS = /(^|[^\\])\{[^}]*\}/;

/**
 * Tells what an upload is by its content, never its name: XLSX (a zip holding a workbook),
 * Moodle XML (a `<quiz>` document), GIFT (questions with `{…}` answer blocks) or CSV (a header
 * row naming a `question` column). Anything else (images, PDFs, other zips, prose) is refused.
 * @throws AppError 400 `unsupported_file_type`
 */
export async function detectImportFormat(bytes: Buffer): Promise<{ format: ImportFileFormat; text: string | null }> {
  const refuse = (what: string) =>
    badRequest(
      'unsupported_file_type',
      `${what}: send a CSV or XLSX file (free-text questions also take Moodle XML or GIFT)`,
    );
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (detected.mime === XLSX_MIME) return { format: 'xlsx', text: null };
    if (detected.ext !== 'xml') throw refuse(`This file is ${detected.ext.toUpperCase()}, not a question file`);
  }
  const text = decodeText(bytes);
  if (BINARY.test(text.slice(0, 65536))) throw refuse('This file is not a text file');
  const head = text.replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('<')) {
    if (/^(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<quiz[\s>]/.test(head)) return { format: 'moodle', text };
    throw refuse('This XML or HTML file is not a Moodle XML question export');
  }
  const firstLine = (head.split(/\r\n|\n|\r/, 1)[0] ?? '').toLowerCase();
  // A CSV header names the question column first or among the other columns.
  if (/(^|[,;\t])\s*"?\s*question\s*"?\s*([,;\t]|$)/.test(firstLine)) return { format: 'csv', text };
  if (GIFT_ANSWERS.test(text)) return { format: 'gift', text };
  throw refuse('This file has no header row with a "question" column and no GIFT questions');
}
