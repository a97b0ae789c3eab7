import type { ImportDefaults } from '../../../db/schema/imports';
import { badRequest } from '../../../lib/errors';
import { detectImportFormat, type ImportFileFormat } from './detect';
import { parseGift } from './gift';
import { parseMoodleXml } from './moodle';
import { assertKnownColumns, readMafRow, readQuizRow, type MafDraft, type ParsedRow, type QuizDraft } from './rows';
import { parseCsvTable, parseXlsxTable, type Table } from './table';

export type { ImportFileFormat } from './detect';
export type { MafDraft, ParsedRow, PlaceRef, QuizDraft } from './rows';

/** The most rows (questions) one file may hold. */
export const MAX_IMPORT_ROWS = 5000;

export type ParsedImport =
  | { kind: 'maf'; format: ImportFileFormat; rows: ParsedRow<MafDraft>[] }
  | { kind: 'quiz'; format: ImportFileFormat; rows: ParsedRow<QuizDraft>[] };

function defaultMarks(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 100)
    throw badRequest('validation_failed', 'max_marks must be a whole number from 0 to 100', {
      errors: [{ path: 'body.max_marks', message: 'Expected a whole number from 0 to 100' }],
    });
  return n;
}

/**
 * Reads an uploaded question file into rows: detects the format from the content, parses it and
 * reads every row into a draft or a list of problems. Pure (no database): the upload route calls
 * it to refuse bad files up front, and the import job calls it again on the stored bytes.
 * @throws AppError 400 for an empty, unreadable or unsupported file, unknown columns, no rows,
 *   more than MAX_IMPORT_ROWS rows, or a Moodle XML / GIFT file without a curriculum
 */
export async function parseImportFile(
  kind: 'maf' | 'quiz',
  bytes: Buffer,
  defaults: ImportDefaults = {},
): Promise<ParsedImport> {
  if (bytes.length === 0) throw badRequest('file_empty', 'The file is empty');
  const maxMarks = defaultMarks(defaults.max_marks);
  const { format, text } = await detectImportFormat(bytes);
  const place = { curricula: defaults.curricula, course: defaults.course, lesson: defaults.lesson };

  if (format === 'moodle' || format === 'gift') {
    if (kind === 'quiz') {
      throw badRequest(
        'unsupported_file_type',
        `${format === 'moodle' ? 'Moodle XML' : 'GIFT'} files are imported as free-text questions; send quiz questions as CSV or XLSX`,
      );
    }
    // These formats have no curriculum column: without the field every question would fail.
    if (!defaults.curricula?.trim()) {
      const name = format === 'moodle' ? 'Moodle XML' : 'GIFT';
      throw badRequest('validation_failed', `Choose the curriculum before uploading a ${name} file`, {
        errors: [{ path: 'body.curricula', message: `Required for ${name} files (they name no curriculum)` }],
      });
    }
    const rows =
      format === 'moodle' ? parseMoodleXml(text!, { ...place, maxMarks }) : parseGift(text!, { ...place, maxMarks });
    assertRowCount(rows.length);
    return { kind, format, rows };
  }

  const table: Table = format === 'xlsx' ? await parseXlsxTable(bytes) : parseCsvTable(text!);
  assertKnownColumns(kind, table.columns);
  assertRowCount(table.rows.length);
  return kind === 'maf'
    ? { kind, format, rows: table.rows.map((r) => readMafRow(r, place)) }
    : { kind, format, rows: table.rows.map((r) => readQuizRow(r, place)) };
}

function assertRowCount(n: number) {
  if (n === 0) throw badRequest('no_rows', 'The file has a header but no question rows');
  if (n > MAX_IMPORT_ROWS)
    throw badRequest('too_many_rows', `The file has ${n} rows; split it into files of at most ${MAX_IMPORT_ROWS}`, {
      rows: n,
      max: MAX_IMPORT_ROWS,
    });
}
