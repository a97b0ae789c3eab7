import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogFiles } from '../../db/schema/index';
import { contentDisposition, safeDownloadName } from '../../lib/download-name';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { multipart, PNG, uniqueSlug } from '../../../test/helpers';

// Downloadable files of posts: named for what they are, served as attachments, never sniffed.

let t: TestApp;
let postId: number;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request('staff', {
    method: 'POST',
    url: '/api/v2/blogposts',
    payload: { title: 'Free resources', slug: uniqueSlug('files') },
  });
  postId = res.json().id;
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const ZIP = Buffer.from(zipSync({ 'setup.bat': strToU8('@echo off\r\nformat c:\r\n') }));

/** Uploads a file to the post and answers the file as the post lists it. */
async function attach(bytes: Buffer, filename: string, type = 'application/octet-stream') {
  const res = await t.request('staff', {
    method: 'POST',
    url: `/api/v2/blogposts/${postId}/files`,
    ...multipart(bytes, filename, type),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().files.at(-1) as { id: number; name: string; url: string; mime: string };
}

const download = (url: string) => t.app.inject({ method: 'GET', url });

describe('blog files', () => {
  it('a PDF named free-worksheet.html is offered as free-worksheet.pdf, as an attachment', async () => {
    const file = await attach(PDF, 'free-worksheet.html', 'text/html');
    expect(file).toMatchObject({ name: 'free-worksheet.pdf', mime: 'application/pdf' });
    const res = await download(file.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="free-worksheet.pdf"; filename*=UTF-8''free-worksheet.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a ZIP named setup.bat is offered as setup.zip; a batch script itself is refused', async () => {
    const file = await attach(ZIP, 'setup.bat');
    expect(file).toMatchObject({ name: 'setup.zip', mime: 'application/zip' });
    const res = await download(file.url);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="setup\.zip"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    const script = await t.request('staff', {
      method: 'POST',
      url: `/api/v2/blogposts/${postId}/files`,
      ...multipart(Buffer.from('@echo off\r\ndel /q *\r\n'), 'setup.bat', 'application/x-bat'),
    });
    expect(script.statusCode).toBe(400);
    expect(script.headers['content-type']).toContain('application/problem+json');
    expect(script.json().code).toBe('file_type_not_allowed');
  });

  it('strips a right-to-left override that hides .exe, and other control and bidi characters', async () => {
    // Shown as "invoiceexe.pdf" by a bidi-aware screen, but really "invoice" + "fdp.exe".
    const file = await attach(PDF, 'invoice\u202Efdp.exe');
    expect(file.name).toBe('invoicefdp.pdf');
    const other = await attach(PDF, 'week\u0007 1\u200F\u2066 notes\u2069.pdf');
    expect(other.name).toBe('week 1 notes.pdf');
    const res = await download(file.url);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoicefdp.pdf"; filename*=UTF-8''invoicefdp.pdf`,
    );
  });

  it('keeps letters of any language in filename* and a plain ASCII fallback in filename', async () => {
    const file = await attach(PDF, 'Résumé año.pdf');
    expect(file.name).toBe('Résumé año.pdf');
    const res = await download(file.url);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ a_o.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20a%C3%B1o.pdf`,
    );
  });

  it('images by content may show inline, still under their safe name and never sniffed', async () => {
    const file = await attach(PNG, 'diagram.svg');
    expect(file).toMatchObject({ name: 'diagram.png', mime: 'image/png' });
    const res = await download(file.url);
    expect(res.headers['content-type']).toContain('image/png');
    expect(res.headers['content-disposition']).toBe(`inline; filename="diagram.png"; filename*=UTF-8''diagram.png`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a name stored before these rules is made safe when listed and downloaded', async () => {
    const file = await attach(PDF, 'worksheet.pdf');
    await t.db.update(blogFiles).set({ originalName: 'worksheet\u202Etxt.html' }).where(eq(blogFiles.id, file.id));
    const post = (await t.request('staff', { method: 'GET', url: `/api/v2/blogposts/${postId}` })).json();
    expect(post.files.find((f: { id: number }) => f.id === file.id).name).toBe('worksheettxt.pdf');
    const res = await download(file.url);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="worksheettxt\.pdf"/);
  });

  it('images of the image area stay inline and are never sniffed', async () => {
    const stored = await t.app.storage.put('images', PNG, 'png');
    const res = await download(t.app.storage.url('images', stored));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('safeDownloadName', () => {
  it('forces the detected extension and drops paths, reserved and invisible characters', () => {
    expect(safeDownloadName('../../etc/Past <paper>.pdf', 'pdf')).toBe('Past paper.pdf');
    expect(safeDownloadName('C:\\Users\\me\\notes.DOCX', 'docx')).toBe('notes.docx');
    expect(safeDownloadName('report.final.html', 'pdf')).toBe('report.final.pdf');
    expect(safeDownloadName('no extension', 'zip')).toBe('no extension.zip');
    expect(safeDownloadName('.htaccess', 'pdf')).toBe('download.pdf');
    expect(safeDownloadName('trailing. . .', 'pdf')).toBe('trailing.pdf');
    expect(safeDownloadName('\u202E\u200B', 'png')).toBe('download.png');
    expect(safeDownloadName(`${'a'.repeat(300)}.pdf`, 'pdf')).toHaveLength(200);
  });

  it('contentDisposition escapes what a quoted string cannot hold', () => {
    expect(contentDisposition('attachment', "it's (a) test*.pdf")).toBe(
      `attachment; filename="it's (a) test*.pdf"; filename*=UTF-8''it%27s%20%28a%29%20test%2A.pdf`,
    );
  });
});
