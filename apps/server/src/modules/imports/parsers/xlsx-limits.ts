import { unzipSync, zipSync, type Zippable } from 'fflate';
import { AppError, badRequest } from '../../../lib/errors';

/**
 * The most an XLSX may hold once unzipped, summed over its entries. A real question workbook of
 * MAX_IMPORT_ROWS rows is a few megabytes of XML; a zip of repeated text compresses about a
 * thousand times, so the upload limit alone would let a small file inflate to gigabytes.
 */
export const MAX_XLSX_UNCOMPRESSED_BYTES = 32 * 1024 * 1024;

/** Excel's own limit for the characters of one cell: a longer one was not written by Excel. */
export const MAX_CELL_CHARS = 32_767;

/** Entries with cell text: the sheets, the shared string table, and inline-string sheets. */
const TEXT_ENTRY = /^xl\/(worksheets\/[^/]+\.xml|sharedStrings\.xml)$/i;

const tooLarge = (code: string, detail: string, extra: Record<string, unknown> = {}) =>
  new AppError(413, code, detail, extra);

/** The character count of an XML text run, with each entity (`&amp;`, `&#233;`) counted once. */
function decodedLength(run: string): number {
  let n = run.length;
  for (const m of run.matchAll(/&[#\w]{1,10};/g)) n -= m[0].length - 1;
  return n;
}

/**
 * The longest run of text between two tags, in characters: one pass with indexOf (a regular
 * expression with a 32,768 minimum repeat is too big for V8 to compile).
 */
function longestTextRun(xml: string): { at: number; chars: number } | null {
  let best: { at: number; chars: number } | null = null;
  let open = xml.indexOf('>');
  while (open >= 0) {
    const close = xml.indexOf('<', open + 1);
    const end = close < 0 ? xml.length : close;
    // Cheap length first; entities only counted for runs that could be too long.
    if (end - open - 1 > MAX_CELL_CHARS && (!best || end - open - 1 > best.chars)) {
      const chars = decodedLength(xml.slice(open + 1, end));
      if (!best || chars > best.chars) best = { at: open, chars };
    }
    if (close < 0) break;
    open = xml.indexOf('>', close + 1);
  }
  return best;
}

/** A column letter + row (`C12`) of the cell around a position of a sheet, when it can be told. */
function cellNear(xml: string, at: number): string | null {
  const open = xml.lastIndexOf('<c ', at);
  if (open < 0) return null;
  return /\br="([A-Z]+\d+)"/.exec(xml.slice(open, open + 200))?.[1] ?? null;
}

/**
 * Checks an XLSX against the size caps before any spreadsheet parsing, and answers a copy whose
 * entries are exactly the bytes checked:
 * 1. the zip directory's uncompressed sizes (read without inflating anything) must sum to at most
 *    MAX_XLSX_UNCOMPRESSED_BYTES;
 * 2. each entry is inflated into a buffer of its declared size, so an entry that lies about its
 *    size is cut short (and then fails to parse) instead of growing;
 * 3. no text run of a sheet or of the shared strings is longer than MAX_CELL_CHARS.
 * The copy is re-zipped without compression (fast), so the spreadsheet reader inflates nothing
 * beyond what was checked here.
 * @throws AppError 413 `xlsx_too_large` / `cell_too_large`; 400 `invalid_xlsx` for a broken zip
 */
export function checkXlsxLimits(bytes: Uint8Array): Uint8Array {
  let declared = 0;
  let entries: Record<string, Uint8Array>;
  try {
    // The filter sees each entry of the central directory before it is inflated.
    unzipSync(bytes, {
      filter: (entry) => {
        declared += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw badRequest('invalid_xlsx', 'The XLSX file cannot be read: it is not a valid zip archive');
  }
  if (declared > MAX_XLSX_UNCOMPRESSED_BYTES) {
    throw tooLarge(
      'xlsx_too_large',
      `The workbook unzips to ${Math.ceil(declared / 1048576)} MB; the most accepted is ${MAX_XLSX_UNCOMPRESSED_BYTES / 1048576} MB: split it into smaller files`,
      { uncompressed_bytes: declared, max: MAX_XLSX_UNCOMPRESSED_BYTES },
    );
  }
  try {
    entries = unzipSync(bytes);
  } catch {
    throw badRequest('invalid_xlsx', 'The XLSX file cannot be read: an entry of the zip archive is damaged');
  }
  const decoder = new TextDecoder();
  for (const [name, data] of Object.entries(entries)) {
    if (!TEXT_ENTRY.test(name)) continue;
    const xml = decoder.decode(data);
    const long = longestTextRun(xml);
    if (long && long.chars > MAX_CELL_CHARS) {
      const cell = name.startsWith('xl/worksheets/') ? cellNear(xml, long.at) : null;
      throw tooLarge(
        'cell_too_large',
        `A cell${cell ? ` (${cell})` : ''} holds ${long.chars} characters; a cell may hold at most ${MAX_CELL_CHARS}`,
        { chars: long.chars, max: MAX_CELL_CHARS },
      );
    }
  }
  const copy: Zippable = {};
  for (const [name, data] of Object.entries(entries)) copy[name] = [data, { level: 0 }];
  return zipSync(copy);
}
