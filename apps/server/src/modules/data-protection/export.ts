import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import { toSafeCsv, type CsvCell } from '../../lib/csv';
import type { AuditRepository } from './audit.repository';
import { DATASETS, readDatasetPage, type Dataset } from './export.repository';

/** Rows read per query while exporting: a person's years of work pass through in pages this size. */
export const EXPORT_PAGE_ROWS = 500;

function cell(value: unknown): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return value as CsvCell;
}

/** What the summary page says of the person. */
export interface ExportSubject {
  id: number;
  name: string;
  schoolName: string | null;
}

/**
 * Everything held about one person as a zip, written as it is read: per dataset a CSV and a JSON
 * file filled page by page, the audit entries about them, and `index.html` (written last) saying
 * what each file holds and how many rows. The stream ends when the zip is complete.
 */
export function streamPersonExport(
  db: Db,
  audit: AuditRepository,
  subject: ExportSubject & { schoolId: number | null },
  now: Date,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });

  async function drained() {
    if (out.writableNeedDrain) await once(out, 'drain');
  }

  function startFile(name: string) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    return {
      write: (text: string) => file.push(strToU8(text), false),
      end: () => file.push(new Uint8Array(0), true),
    };
  }

  /** Reads a dataset page by page, handing each page's rows (keyset column removed) to `onPage`. */
  async function eachPage(dataset: Dataset, onPage: (rows: Record<string, unknown>[]) => void) {
    let after = 0;
    for (;;) {
      const page = await readDatasetPage(db, dataset, subject.id, after, EXPORT_PAGE_ROWS);
      if (page.rows.length === 0) return;
      onPage(page.rows);
      after = page.last;
      await drained();
      if (page.rows.length < EXPORT_PAGE_ROWS) return;
    }
  }

  /**
   * The dataset as CSV, then as JSON: read twice rather than held, since fflate writes the files of
   * a zip one after another (a file added while another is open is buffered whole).
   */
  async function writeDataset(dataset: Dataset): Promise<number> {
    const csv = startFile(`${dataset.name}.csv`);
    let header: string[] | null = null;
    let count = 0;
    await eachPage(dataset, (rows) => {
      for (const values of rows) {
        if (!header) {
          header = Object.keys(values);
          csv.write(toSafeCsv([], { header }));
        }
        const keys: string[] = header;
        csv.write(toSafeCsv([keys.map((h) => cell(values[h]))]));
        count++;
      }
    });
    if (!header) csv.write('(none)\r\n');
    csv.end();
    const json = startFile(`${dataset.name}.json`);
    json.write('[');
    let first = true;
    await eachPage(dataset, (rows) => {
      for (const values of rows) {
        json.write(`${first ? '' : ','}\n${JSON.stringify(values)}`);
        first = false;
      }
    });
    json.write('\n]\n');
    json.end();
    return count;
  }

  async function writeAudit(): Promise<number> {
    if (subject.schoolId === null) return 0;
    const csv = startFile('audit.csv');
    const header = ['at', 'actor', 'actor_role', 'action', 'object_kind', 'object_id', 'detail'];
    csv.write(toSafeCsv([], { header }));
    let count = 0;
    for await (const e of audit.all({ schoolId: subject.schoolId, personId: subject.id }, EXPORT_PAGE_ROWS)) {
      csv.write(
        toSafeCsv([[e.at, e.actorName ?? '', e.actorRole, e.action, e.objectKind, e.objectId, cell(e.detail)]]),
      );
      if (++count % EXPORT_PAGE_ROWS === 0) await drained();
    }
    csv.end();
    return count;
  }

  (async () => {
    const counts: { dataset: Pick<Dataset, 'name' | 'title' | 'what'>; rows: number }[] = [];
    for (const dataset of DATASETS) counts.push({ dataset, rows: await writeDataset(dataset) });
    counts.push({
      dataset: { name: 'audit', title: 'Audit log', what: 'Who read or changed this person’s data, and when.' },
      rows: await writeAudit(),
    });
    const index = startFile('index.html');
    index.write(summaryHtml(subject, counts, now));
    index.end();
    zip.end();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error('export failed')));

  return out;
}

function summaryHtml(
  subject: ExportSubject,
  counts: { dataset: Pick<Dataset, 'name' | 'title' | 'what'>; rows: number }[],
  now: Date,
): string {
  const rows = counts
    .map(
      ({ dataset, rows: n }) =>
        `<tr><th scope="row">${escapeHtml(dataset.title)}</th><td>${escapeHtml(dataset.what)}</td><td>${n}</td>` +
        `<td><a href="${dataset.name}.csv">${dataset.name}.csv</a>${dataset.name === 'audit' ? '' : ` · <a href="${dataset.name}.json">${dataset.name}.json</a>`}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Data held about ${escapeHtml(subject.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:.4rem;text-align:left;vertical-align:top}</style>
</head><body>
<h1>Data held about ${escapeHtml(subject.name)}</h1>
<p>Exported from Markwell on ${now.toISOString().slice(0, 10)} (UTC) for ${escapeHtml(subject.schoolName ?? 'the platform')}, the controller of this data. Account id ${subject.id}.</p>
<p>Each kind of data is in a CSV file (opens in a spreadsheet) and a JSON file (for a program). Times are UTC.</p>
<table><thead><tr><th scope="col">Data</th><th scope="col">What it is</th><th scope="col">Rows</th><th scope="col">Files</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</body></html>
`;
}
