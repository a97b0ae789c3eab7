import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | null | undefined;

/** First characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Neutralises one text cell for spreadsheets: a cell starting with = + - @ TAB or CR gets a
 * leading single quote, so Excel, LibreOffice and Sheets show it as text instead of running it.
 * Numbers and booleans are written as they are (they cannot hold a formula).
 */
export function escapeCsvCell(cell: CsvCell): string | number | boolean {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') return cell;
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * Writes rows as RFC 4180 CSV (comma, CRLF, quotes where needed) that is safe to open in a
 * spreadsheet: every text cell is passed through `escapeCsvCell`. With `header`, it is written
 * as the first row (and escaped like the rest).
 */
export function toSafeCsv(rows: readonly (readonly CsvCell[])[], options: { header?: readonly string[] } = {}): string {
  const all = options.header ? [options.header, ...rows] : rows;
  return stringify(
    all.map((row) => row.map(escapeCsvCell)),
    {
      record_delimiter: 'windows',
      // A lone CR or LF inside a cell must be quoted too, or it would split the record.
      quoted_match: /[\r\n]/,
      cast: { boolean: (b) => (b ? 'true' : 'false') },
    },
  );
}
