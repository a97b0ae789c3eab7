/**
 * Writes the XLSX examples (maf-example.xlsx, quiz-example.xlsx) from the CSV examples beside this
 * file, with numbers as number cells. Run after changing a CSV example:
 *   npx tsx apps/server/src/modules/imports/templates/build-example-xlsx.ts
 * imports.parsers.test.ts checks that each XLSX still reads as its CSV does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import writeXlsxFile from 'write-excel-file/node';

const here = dirname(fileURLToPath(import.meta.url));

/** CSV text -> sheet data: numeric cells become numbers, blanks null. */
export function sheetFromCsv(csv: string) {
  const rows = parse(csv, { bom: true, relax_column_count: true }) as string[][];
  return rows.map((row, r) =>
    row.map((cell) => {
      if (cell === '') return null;
      if (r > 0 && /^-?\d+(\.\d+)?$/.test(cell)) return { value: Number(cell), type: Number };
      return { value: cell, type: String };
    }),
  );
}

export async function buildExampleXlsx(name: 'maf-example' | 'quiz-example'): Promise<Buffer> {
  const data = sheetFromCsv(readFileSync(join(here, `${name}.csv`), 'utf8'));
  return (await writeXlsxFile(data as never, { sheet: 'Questions' } as never).toBuffer()) as Buffer;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const name of ['maf-example', 'quiz-example'] as const) {
    writeFileSync(join(here, `${name}.xlsx`), await buildExampleXlsx(name));
    console.log(`wrote ${name}.xlsx`);
  }
}
