import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { STUDENT_IMPORT_MAX_ROWS, subgroupNameSchema, type StudentImportLine } from '@markwell/contracts';
import { AppError, badRequest } from '../../lib/errors';

/** One valid row of a students CSV, ready to create. */
export interface ImportRow {
  line: number;
  name: string;
  email: string;
  /** The matched class, or null when the class cell was empty. */
  group: { id: number; name: string } | null;
  subgroups: string[];
}

const REQUIRED = ['name', 'email'] as const;
const OPTIONAL = ['class', 'subgroups'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];
const COLUMNS: readonly string[] = [...REQUIRED, ...OPTIONAL];

const emailCheck = z.email();
const MAX_SUBGROUPS = 20;

type RowError = StudentImportLine['errors'][number];

/** The 400 answered when any row is wrong: nothing is imported. */
export function importInvalid(rows: StudentImportLine[]) {
  const count = rows.length;
  return new AppError(
    400,
    'import_invalid',
    `${count} ${count === 1 ? 'line has' : 'lines have'} problems; nothing was imported. Fix ${count === 1 ? 'it' : 'them'} and import the file again.`,
    { rows },
  );
}

/**
 * Decodes an uploaded file: UTF-8 (with or without BOM), falling back to Windows-1252 for the
 * files older spreadsheet programs save.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

interface RawRecord {
  record: string[];
  info: { lines: number; error?: unknown };
}

/** Splits the CSV into records with their line numbers; a file that is not CSV at all is one problem. */
function readRecords(text: string): RawRecord[] {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  // Spreadsheets saved as "tab-separated text" are accepted too.
  const delimiter = !firstLine.includes(',') && firstLine.includes('\t') ? '\t' : ',';
  try {
    return parse(text, {
      bom: true,
      delimiter,
      info: true,
      relax_column_count: true,
      relax_quotes: true, // a stray quote inside an unquoted cell is kept as text
      skip_empty_lines: true,
      trim: true,
    }) as unknown as RawRecord[];
  } catch (err) {
    const e = err as { lines?: number; message?: string };
    throw importInvalid([
      {
        line: e.lines ?? 1,
        errors: [{ code: 'csv_malformed', message: `The file is not valid CSV: ${e.message ?? 'unreadable'}` }],
      },
    ]);
  }
}

/**
 * Parses and validates a students CSV (`name,email,class,subgroups`, header row first,
 * subgroups separated by ";"). Every line is checked before anything is created: any problem
 * throws `import_invalid` listing each bad line with all its errors.
 *
 * @param classes the school's classes; `class` cells match an active one by name, ignoring case
 * @param takenEmails looks up which lower-case e-mails already have an account
 */
export async function parseStudentsCsv(
  text: string,
  classes: { id: number; name: string; active: boolean }[],
  takenEmails: (emails: string[]) => Promise<Set<string>>,
): Promise<ImportRow[]> {
  const records = readRecords(text).filter((r) => r.record.some((cell) => cell !== ''));
  const [header, ...data] = records;
  if (!header) throw badRequest('import_empty', 'The file is empty: add a header row and one line per student');

  const names = header.record.map((h) => h.toLowerCase());
  const headerErrors: RowError[] = [];
  for (const column of REQUIRED) {
    if (!names.includes(column))
      headerErrors.push({ code: 'column_missing', column, message: `The header has no "${column}" column` });
  }
  for (const [i, name] of names.entries()) {
    if (!COLUMNS.includes(name)) {
      headerErrors.push({
        code: 'column_unknown',
        column: header.record[i] ?? name,
        message: `Unknown column "${header.record[i]}": use name, email, class, subgroups`,
      });
    } else if (names.indexOf(name) !== i) {
      headerErrors.push({ code: 'column_duplicate', column: name, message: `The column "${name}" appears twice` });
    }
  }
  if (headerErrors.length) throw importInvalid([{ line: header.info.lines, errors: headerErrors }]);
  if (!data.length) throw badRequest('import_empty', 'The file has a header but no students');
  if (data.length > STUDENT_IMPORT_MAX_ROWS) {
    throw badRequest(
      'import_too_large',
      `At most ${STUDENT_IMPORT_MAX_ROWS} students per import; this file has ${data.length}. Split it into smaller files.`,
    );
  }

  const index = Object.fromEntries(COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<Column, number>;
  const cell = (record: string[], column: Column) => (index[column] >= 0 ? (record[index[column]] ?? '') : '');
  const classByName = new Map<string, { id: number; name: string }>();
  for (const c of classes) {
    const key = c.name.trim().toLowerCase();
    if (c.active && !classByName.has(key)) classByName.set(key, { id: c.id, name: c.name });
  }

  const emails = data.map((r) => cell(r.record, 'email').toLowerCase());
  const taken = await takenEmails([...new Set(emails.filter((e) => emailCheck.safeParse(e).success))]);
  const firstLineOf = new Map<string, number>();

  const problems: StudentImportLine[] = [];
  const rows: ImportRow[] = [];
  for (const [i, { record, info }] of data.entries()) {
    const line = info.lines;
    const errors: RowError[] = [];
    if (record.length > header.record.length) {
      errors.push({
        code: 'too_many_cells',
        message: `This line has ${record.length} cells but the header has ${header.record.length} (quote cells that contain commas)`,
      });
    }

    // PostgreSQL text cannot hold a NUL: a cell with one is this line's error, never a failed insert.
    for (const column of COLUMNS as readonly Column[]) {
      if (cell(record, column).includes('\u0000'))
        errors.push({ code: 'nul_character', column, message: `The ${column} contains a NUL character` });
    }
    if (errors.some((e) => e.code === 'nul_character')) {
      problems.push({ line, errors });
      continue;
    }

    const name = cell(record, 'name');
    if (!name) errors.push({ code: 'name_missing', column: 'name', message: 'The name is empty' });
    else if (name.length > 200)
      errors.push({ code: 'name_too_long', column: 'name', message: 'The name is longer than 200 characters' });

    const email = emails[i] ?? '';
    if (!email) errors.push({ code: 'email_missing', column: 'email', message: 'The e-mail is empty' });
    else if (email.length > 254 || !emailCheck.safeParse(email).success) {
      errors.push({ code: 'email_invalid', column: 'email', message: `"${email}" is not a valid e-mail address` });
    } else if (taken.has(email)) {
      errors.push({ code: 'email_taken', column: 'email', message: `An account with ${email} already exists` });
    } else if (firstLineOf.has(email)) {
      errors.push({
        code: 'email_duplicate',
        column: 'email',
        message: `${email} is also on line ${firstLineOf.get(email)}`,
      });
    }
    if (email && !firstLineOf.has(email)) firstLineOf.set(email, line);

    const className = cell(record, 'class');
    const group = className ? (classByName.get(className.toLowerCase()) ?? null) : null;
    if (className && !group)
      errors.push({
        code: 'class_unknown',
        column: 'class',
        message: `Your school has no active class named "${className}"`,
      });

    const subgroups = [
      ...new Set(
        cell(record, 'subgroups')
          .split(';')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (subgroups.some((s) => !subgroupNameSchema.safeParse(s).success)) {
      errors.push({
        code: 'subgroup_invalid',
        column: 'subgroups',
        message: 'Each subgroup must be at most 50 characters',
      });
    } else if (subgroups.length > MAX_SUBGROUPS) {
      errors.push({
        code: 'subgroup_invalid',
        column: 'subgroups',
        message: `At most ${MAX_SUBGROUPS} subgroups per student`,
      });
    }

    if (errors.length) problems.push({ line, errors });
    else rows.push({ line, name, email, group, subgroups });
  }
  if (problems.length) throw importInvalid(problems);
  return rows;
}
