import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { AppError, badRequest } from '../../../lib/errors';
import { checkXlsxLimits, MAX_CELL_CHARS } from './xlsx-limits';

/** One data row of a spreadsheet: where it is, and its cells by normalised column name. */
export interface TableRow {
  /** CSV: the file line the row starts on (header = line 1); XLSX: the sheet row number. */
  line: number;
  cells: Record<string, string>;
}

export interface Table {
  columns: string[];
  rows: TableRow[];
}

/** "Point 1 Phrases" / "point-1-phrases" / " POINT_1_PHRASES " -> "point_1_phrases". */
export function normaliseColumn(name: string): string {
  return name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** The separator of the header line: the most frequent of , ; and tab outside quotes. */
export function detectDelimiter(headerLine: string): string {
  const counts = new Map([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

function buildTable(header: string[], rows: TableRow[]): Table {
  const columns = header.map(normaliseColumn);
  const seen = new Set<string>();
  for (const c of columns) {
    if (c === '') continue;
    if (seen.has(c)) throw badRequest('duplicate_column', `The column "${c}" appears twice in the header row`);
    seen.add(c);
  }
  if (!seen.has('question')) throw badRequest('missing_columns', 'The header row has no "question" column');
  return { columns: columns.filter((c) => c !== ''), rows };
}

function rowCells(columns: string[], values: readonly string[]): Record<string, string> | null {
  const cells: Record<string, string> = {};
  let any = false;
  columns.forEach((column, i) => {
    if (column === '') return;
    // A template cell written formula-safe ("'=word") reads back as it was meant ("=word").
    const value = (values[i] ?? '').trim().replace(/^'(?=[=+\-@])/, '');
    if (value.length > MAX_CELL_CHARS) {
      throw new AppError(
        413,
        'cell_too_large',
        `The "${column}" cell of a row holds ${value.length} characters; a cell may hold at most ${MAX_CELL_CHARS}`,
        { chars: value.length, max: MAX_CELL_CHARS },
      );
    }
    if (value !== '') any = true;
    cells[column] = value;
  });
  return any ? cells : null;
}

/**
 * Parses CSV text (comma, semicolon or tab separated; quoted fields may span lines). Blank rows
 * are left out; each row keeps the line it starts on.
 * @throws AppError 400 when the CSV is malformed (with the line) or has no `question` column
 */
export function parseCsvTable(text: string): Table {
  const source = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(source.split(/\r\n|\n|\r/).find((l) => l.trim() !== '') ?? '');
  let records: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    records = parse(source, {
      delimiter,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (err) {
    const e = err as { lines?: number; message?: string };
    throw badRequest(
      'invalid_csv',
      `The CSV file cannot be read${e.lines ? ` near line ${e.lines}` : ''}: ${String(e.message ?? err).split('\n')[0]}`,
    );
  }
  const [first, ...rest] = records;
  if (!first) throw badRequest('no_rows', 'The file has no rows');
  const header = first.record.map(normaliseColumn);
  const rows: TableRow[] = [];
  let previousEnd = first.info.lines;
  let previousEmpty = first.info.empty_lines;
  for (const { record, info } of rest) {
    const line = previousEnd + 1 + (info.empty_lines - previousEmpty);
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
    const cells = rowCells(header, record);
    if (cells) rows.push({ line, cells });
  }
  return buildTable(first.record, rows);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(12)));
  return String(value);
}

/**
 * Parses the first sheet of an XLSX workbook; the first non-blank row is the header and every
 * row keeps its sheet row number. The zip is checked against the size caps first.
 * @throws AppError 400 when the workbook cannot be read or has no `question` column; 413 when it
 *   unzips to too much or a cell is too long
 */
export async function parseXlsxTable(bytes: Buffer): Promise<Table> {
  const checked = checkXlsxLimits(bytes);
  let data: unknown[][];
  try {
    // Always a Buffer: a string argument would be read as a file path.
    data = (await readSheet(Buffer.from(checked.buffer, checked.byteOffset, checked.byteLength))) as unknown[][];
  } catch (err) {
    throw badRequest(
      'invalid_xlsx',
      `The XLSX file cannot be read: ${String((err as Error).message ?? err).split('\n')[0]}`,
    );
  }
  const headerIndex = data.findIndex((row) => row.some((v) => cellText(v).trim() !== ''));
  if (headerIndex < 0) throw badRequest('no_rows', 'The first sheet of the workbook is empty');
  const headerRaw = data[headerIndex]!.map((v) => cellText(v));
  const header = headerRaw.map(normaliseColumn);
  const rows: TableRow[] = [];
  for (let i = headerIndex + 1; i < data.length; i++) {
    const cells = rowCells(header, data[i]!.map(cellText));
    if (cells) rows.push({ line: i + 1, cells });
  }
  return buildTable(headerRaw, rows);
}
