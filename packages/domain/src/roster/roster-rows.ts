// Checking a roster file's header and reading its rows by column name.
import { ROSTER_FILE_COLUMNS, type RosterFileName } from './columns';
import type { CsvTable, RosterIssue } from './roster-types';

export type Row = { line: number; get(column: string): string };

/**
 * Checks a header against the binding: its columns must start with the file's columns in the
 * spec's order; only `metadata.*` extension columns may follow.
 */
export function checkHeader(file: RosterFileName, table: CsvTable, errors: RosterIssue[]): boolean {
  const expected: readonly string[] = ROSTER_FILE_COLUMNS[file];
  const header = table.header.map((h) => h.trim());
  let ok = true;
  expected.forEach((column, i) => {
    if (header[i] !== column) {
      ok = false;
      errors.push({
        file,
        line: 1,
        field: column,
        message:
          header[i] === undefined
            ? `The header has no "${column}" column (column ${i + 1})`
            : `Column ${i + 1} is "${header[i]}" where OneRoster 1.2 has "${column}"`,
      });
    }
  });
  for (const extra of header.slice(expected.length)) {
    if (!extra.startsWith('metadata.')) {
      ok = false;
      errors.push({ file, line: 1, field: extra, message: `Unknown column "${extra}" (extensions are metadata.*)` });
    }
  }
  return ok;
}

export function rowsOf(table: CsvTable): Row[] {
  const index = new Map(table.header.map((h, i) => [h.trim(), i]));
  return table.rows.map(({ line, cells }) => ({
    line,
    get: (column: string) => {
      const i = index.get(column);
      return i === undefined ? '' : (cells[i] ?? '').trim();
    },
  }));
}
