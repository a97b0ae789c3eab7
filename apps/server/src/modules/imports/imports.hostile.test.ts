import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createImportParser } from './parsers/parse-off-thread';
import { checkXlsxLimits, MAX_CELL_CHARS, MAX_XLSX_UNCOMPRESSED_BYTES } from './parsers/xlsx-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const templates = join(dirname(fileURLToPath(import.meta.url)), 'templates');

const xlsx = async (rows: string[][]) =>
  (await writeXlsxFile(rows.map((r) => r.map((value) => ({ value, type: String }))) as never).toBuffer()) as Buffer;

function multipart(bytes: Buffer, filename: string) {
  const boundary = '----markwellhostileimport';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (bytes: Buffer, filename = 'questions.xlsx') =>
  t.request('staff', { method: 'POST', url: '/import/questions/maf/file', ...multipart(bytes, filename) });

describe('hostile import files', () => {
  it('answers 400 for a NUL character in the file name or a form field, never 500', async () => {
    const file = readFileSync(join(templates, 'maf-example.xlsx'));
    const named = await upload(file, 'ques\u0000tions.xlsx');
    expect(named.statusCode, named.body).toBe(400);
    expect(named.headers['content-type']).toContain('application/problem+json');
    expect(named.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'filename' }] });
    const boundary = '----markwellnulfield';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="curricula_id"\r\n\r\n1\u00002\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="q.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const field = await t.request('staff', {
      method: 'POST',
      url: '/import/questions/maf/file',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(field.statusCode, field.body).toBe(400);
    expect(field.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'body.curricula_id' }] });
  });

  it('refuses a small workbook holding one 20 MB cell, before parsing it', async () => {
    const file = await xlsx([
      ['question', 'curricula', 'point_1_text', 'point_1_phrases'],
      ['A question?', 'AQA Biology', 'A point', 'ab '.repeat(7_000_000)],
    ]);
    expect(file.length).toBeLessThan(64 * 1024);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'cell_too_large', max: MAX_CELL_CHARS });
    expect(res.json().detail).toContain(`at most ${MAX_CELL_CHARS}`);
    // Refused from the raw XML, without the spreadsheet reader or the row parser: their refusal
    // names the column ('The "point_1_phrases" cell of a row'), the XML scan's the cell.
    expect(res.json().detail).toMatch(/^A cell (\(\w+\) )?holds/);
  });

  it('refuses a workbook whose zip directory adds up to more than the uncompressed cap', async () => {
    // A real workbook plus one entry of repeated bytes: a few kilobytes that unzip to 40 MB.
    const entries = unzipSync(readFileSync(join(templates, 'maf-example.xlsx')));
    const padded: Zippable = {};
    for (const [name, data] of Object.entries(entries)) padded[name] = data;
    padded['xl/media/padding.bin'] = [new Uint8Array(40 * 1024 * 1024).fill(32), { level: 9 }];
    const file = Buffer.from(zipSync(padded));
    expect(file.length).toBeLessThan(512 * 1024);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ code: 'xlsx_too_large', max: MAX_XLSX_UNCOMPRESSED_BYTES });
  });

  it('refuses a workbook that is not a zip inside', async () => {
    // Looks like a zip to the type detection, but its directory is missing.
    const entries = unzipSync(readFileSync(join(templates, 'maf-example.xlsx')));
    const whole = Buffer.from(zipSync(entries));
    const res = await upload(whole.subarray(0, whole.length - 30));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('refuses an over-long cell in a CSV file too', async () => {
    const csv = Buffer.from(
      `question,curricula,point_1_phrases\nA long one?,AQA Biology,${'x'.repeat(MAX_CELL_CHARS + 1)}\n`,
    );
    const res = await upload(csv, 'questions.csv');
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ code: 'cell_too_large' });
  });

  it('still imports an ordinary workbook', async () => {
    const file = await xlsx([
      ['question', 'curricula', 'point_1_text', 'point_1_phrases'],
      ['Why do hostile-file checks pass this?', 'AQA Biology', 'Ordinary', 'ordinary'],
    ]);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(202);
  });
});

describe('checkXlsxLimits', () => {
  it('cuts an entry that declares fewer bytes than it holds to its declared size, never more', () => {
    const name = 'xl/worksheets/sheet1.xml';
    const zip = Buffer.from(
      zipSync({ '[Content_Types].xml': strToU8('<Types/>'), [name]: [new Uint8Array(8 << 20).fill(65), { level: 9 }] }),
    );
    // Both headers of the entry claim 1 KB unzipped: the local header at 22, the directory at 24.
    const declare = (signature: number, at: number) => {
      for (let i = 0; i < zip.length - 46; i++) {
        if (zip.readUInt32LE(i) !== signature) continue;
        const nameAt = signature === 0x04034b50 ? i + 30 : i + 46;
        const length = zip.readUInt16LE(signature === 0x04034b50 ? i + 26 : i + 28);
        if (zip.toString('latin1', nameAt, nameAt + length) === name) zip.writeUInt32LE(1024, i + at);
      }
    };
    declare(0x04034b50, 22);
    declare(0x02014b50, 24);
    const checked = unzipSync(checkXlsxLimits(zip));
    expect(checked[name]!.length).toBe(1024);
  });
});

describe('createImportParser', () => {
  it('stops a parse that runs past its time limit with a 413, and parses the next file on a new thread', async () => {
    const slow = createImportParser({ timeoutMs: 1 });
    const file = Buffer.from('question,curricula\nWhat?,AQA Biology\n');
    await expect(slow.parse('maf', file)).rejects.toMatchObject({ status: 413, code: 'file_too_complex' });
    await slow.close();
    const parser = createImportParser();
    expect((await parser.parse('maf', file)).rows).toHaveLength(1);
    // A refusal comes back from the thread as the same problem.
    await expect(parser.parse('maf', Buffer.from('just some prose'))).rejects.toMatchObject({
      status: 400,
      code: 'unsupported_file_type',
    });
    await parser.close();
  });
});
