import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A real S3-compatible server on a free port, holding its objects in a temporary folder. */
let s3: S3rver;
let t: TestApp;
const bucketDir = mkdtempSync(join(tmpdir(), 'markwell-s3-'));

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(bytes: Buffer, filename: string, type: string) {
  const boundary = '----markwells3';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let client: S3Client;
/** Names of the objects under a prefix, as the bucket lists them. */
async function keysIn(prefix: string): Promise<string[]> {
  const list = await client.send(new ListObjectsV2Command({ Bucket: 'uploads-test', Prefix: `${prefix}/` }));
  return (list.Contents ?? []).map((o) => o.Key!.slice(prefix.length + 1));
}

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: 'uploads-test', configs: [] }],
  });
  const { port } = await s3.run();
  client = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  t = await createTestApp({
    S3_BUCKET: 'uploads-test',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'on',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'site/',
  });
});

afterAll(async () => {
  await t?.close();
  client?.destroy();
  await s3?.close();
});

describe('uploads in an S3-compatible bucket', () => {
  it('stores an uploaded avatar in the bucket, serves it at /uploads and deletes it', async () => {
    const res = await t.request('teacher', {
      method: 'POST',
      url: '/api/v2/me/avatar',
      ...multipart(PNG, 'me.png', 'image/png'),
    });
    expect(res.statusCode).toBe(200);
    const image = res.json().userImage as string;
    expect(image).toMatch(/^[a-f0-9-]{36}\.png$/);
    expect(await keysIn('site/images')).toContain(image);
    expect(readdirSync(join(t.app.env.dataDir))).not.toContain('uploads');

    const file = await t.app.inject({ method: 'GET', url: `/uploads/images/${image}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const removed = await t.request('teacher', { method: 'DELETE', url: '/api/v2/me/avatar' });
    expect(removed.json().userImage).toBeNull();
    expect(await keysIn('site/images')).not.toContain(image);
    const gone = await t.app.inject({ method: 'GET', url: `/uploads/images/${image}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('answers 404 for names it never generates and for unknown areas, without asking the bucket for them', async () => {
    for (const url of [
      '/uploads/images/..%2F..%2Fetc%2Fpasswd',
      '/uploads/secrets/00000000-0000-0000-0000-000000000000.png',
      '/uploads/images/00000000-0000-0000-0000-000000000000.png',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('puts and removes through the Storage interface with the configured key prefix', async () => {
    const name = await t.app.storage.put('files', Buffer.from('%PDF-1.4 test'), 'PDF');
    expect(name).toMatch(/^[a-f0-9-]{36}\.pdf$/);
    expect(t.app.storage.url('files', name)).toBe(`/uploads/files/${name}`);
    expect(await keysIn('site/files')).toEqual([name]);
    const file = await t.app.inject({ method: 'GET', url: `/uploads/files/${name}` });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body).toBe('%PDF-1.4 test');
    // A stored file of no post still downloads as an attachment, never sniffed.
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    await t.app.storage.remove('files', name);
    expect(await keysIn('site/files')).toEqual([]);
  });
});
