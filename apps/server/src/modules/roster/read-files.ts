import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { ROSTER_FILE_COLUMNS, type CsvTable, type RosterFileName } from '@markwell/domain';
import { badRequest } from '../../lib/errors';

/** Most bytes the roster files may unzip to: a large school's set is a few MB; a zip bomb is refused. */
export const ROSTER_MAX_UNZIPPED = 128 * 1024 * 1024;

const NAMES = new Set<string>(Object.keys(ROSTER_FILE_COLUMNS));

/** The roster files of a set, as raw text by name (other files, demographics.csv among them, are ignored). */
export type RosterTexts = Partial<Record<RosterFileName, string>>;

/** The roster files of an uploaded zip (at its top or in one folder). */
export function unzipRoster(bytes: Uint8Array, maxUnzipped = ROSTER_MAX_UNZIPPED): RosterTexts {
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) => {
        if (!NAMES.has(basename(f.name))) return false;
        total += f.originalSize;
        if (total > maxUnzipped) throw new RangeError('too large');
        return true;
      },
    });
  } catch (err) {
    if (err instanceof RangeError)
      throw badRequest(
        'roster_too_large',
        `The roster files unzip to more than ${(maxUnzipped / 1024 / 1024).toLocaleString('en-GB', { maximumFractionDigits: 2 })} MB`,
      );
    throw badRequest('roster_not_zip', 'The upload is not a zip file: send the OneRoster CSV files zipped');
  }
  const texts: RosterTexts = {};
  for (const [name, data] of Object.entries(files)) texts[basename(name) as RosterFileName] = decode(data);
  return texts;
}

/** The roster files of a folder (the nightly import). */
export async function readRosterFolder(dir: string): Promise<RosterTexts> {
  const texts: RosterTexts = {};
  for (const name of await readdir(dir)) {
    if (!NAMES.has(name)) continue;
    const path = join(dir, name);
    if ((await stat(path)).size > ROSTER_MAX_UNZIPPED) throw badRequest('roster_too_large', `${name} is too large`);
    texts[name as RosterFileName] = decode(await readFile(path));
  }
  return texts;
}

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Parses one roster CSV (RFC 4180, UTF-8 with or without BOM) into header and rows with their
 * line numbers. A file that is not CSV is one problem on the line it breaks.
 */
export function parseRosterCsv(text: string): CsvTable | { line: number; message: string } {
  try {
    const records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    const [head, ...rest] = records;
    return {
      header: head?.record ?? [],
      rows: rest.map((r) => ({ line: r.info.lines, cells: r.record })),
    };
  } catch (err) {
    const e = err as { lines?: number; message?: string };
    return { line: e.lines ?? 1, message: `Not valid CSV: ${e.message ?? 'unreadable'}` };
  }
}
