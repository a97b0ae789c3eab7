import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { contentDisposition } from '../lib/download-name';
import { notFound } from '../lib/errors';

/** Upload areas; each is served read-only under /uploads/<area>/<name>. */
export type UploadArea = 'images' | 'videos' | 'files';
const AREAS: readonly UploadArea[] = ['images', 'videos', 'files'];

export interface Storage {
  /** Stores bytes under a generated name (never the user's) and returns that name. */
  put(area: UploadArea, bytes: Buffer, extension: string): Promise<string>;
  remove(area: UploadArea, name: string): Promise<void>;
  /** Public URL path of a stored object. */
  url(area: UploadArea, name: string): string;
}

/** The name and type a stored file is downloaded with (null: no such file). */
export type DownloadLookup = (storedName: string) => Promise<{ name: string; mime: string } | null>;

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    /** Per area, how to find a stored file's download name: the module owning the files sets it. */
    uploadDownloads: Partial<Record<UploadArea, DownloadLookup>>;
  }
}

const SAFE_NAME = /^[a-f0-9-]{36}\.[a-z0-9]{1,5}$/;
const CACHE = 'public, max-age=604800, immutable';
const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
};
/** Downloads a browser may show in the page (raster images, never SVG); the rest are attachments. */
const INLINE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const mimeOf = (name: string) => MIME[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
const newName = (extension: string) => `${randomUUID()}.${extension.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
const url = (area: UploadArea, name: string) => `/uploads/${area}/${name}`;

/**
 * Headers of an uploaded file's answer. Never sniffed; images and videos (checked by content at
 * upload) may show inline; a file of the downloads area is an attachment under its safe name
 * (`name.pdf`, never the uploader's `.html` or `.exe`), unless it is an image.
 */
async function uploadHeaders(
  downloads: FastifyInstance['uploadDownloads'],
  area: string,
  name: string,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  if (area !== 'files') return headers;
  const found = SAFE_NAME.test(name) ? await downloads.files?.(name) : null;
  const mime = found?.mime ?? mimeOf(name);
  headers['content-disposition'] = contentDisposition(
    INLINE_IMAGES.has(mime) ? 'inline' : 'attachment',
    found?.name ?? name,
  );
  return headers;
}

/**
 * An S3-compatible bucket, configured by the S3_* settings. The AWS SDK is loaded only here: a
 * server on local disk never pays its memory (about 20 MB per process).
 */
export async function createS3Storage(
  env: Env,
): Promise<Storage & { read(area: UploadArea, name: string): Promise<Readable | null> }> {
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'on',
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
  });
  const Bucket = env.S3_BUCKET!;
  const key = (area: UploadArea, name: string) => `${env.S3_PREFIX}${area}/${name}`;
  return {
    async put(area, bytes, extension) {
      const name = newName(extension);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(area, name),
          Body: bytes,
          ContentType: mimeOf(name),
          CacheControl: CACHE,
        }),
      );
      return name;
    },
    async remove(area, name) {
      if (!SAFE_NAME.test(name)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(area, name) }));
    },
    url,
    async read(area, name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key(area, name) }));
        return object.Body as Readable;
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || (err as Error).name === 'NoSuchKey') return null;
        throw err;
      }
    },
  };
}

/**
 * Uploads: local disk in DATA_DIR/uploads by default, or an S3-compatible bucket when S3_BUCKET
 * is set (then instances on many machines share no volume). Either way they are served under
 * /uploads/<area>/<name> by this process, so URLs stored in pages and the CSP stay the same.
 */
export default fp(
  async function storagePlugin(app: FastifyInstance) {
    app.decorate('uploadDownloads', {});
    if (app.env.S3_BUCKET) {
      const s3 = await createS3Storage(app.env);
      app.decorate('storage', { put: s3.put, remove: s3.remove, url: s3.url } satisfies Storage);
      app.get(
        '/uploads/:area/:name',
        {
          // Not rate-limited, like the files served from disk: one page may show many images.
          config: { access: 'public', rateLimit: false },
          schema: {
            hide: true,
            summary: 'An uploaded file, read from the storage bucket',
            description: 'Streams an uploaded image, video or file from the S3-compatible bucket; cached for a week.',
          },
        },
        async (request, reply) => {
          const { area, name } = request.params as { area: string; name: string };
          const body =
            AREAS.includes(area as UploadArea) && SAFE_NAME.test(name) ? await s3.read(area as UploadArea, name) : null;
          if (!body) throw notFound('Upload');
          return reply
            .type(mimeOf(name))
            .header('cache-control', CACHE)
            .headers(await uploadHeaders(app.uploadDownloads, area, name))
            .send(body);
        },
      );
      return;
    }

    const root = join(app.env.dataDir, 'uploads');
    await mkdir(root, { recursive: true });
    const storage: Storage = {
      async put(area, bytes, extension) {
        const name = newName(extension);
        await mkdir(join(root, area), { recursive: true });
        await writeFile(join(root, area, name), bytes);
        return name;
      },
      async remove(area, name) {
        if (!SAFE_NAME.test(name)) return;
        await rm(join(root, area, name), { force: true });
      },
      url,
    };
    app.decorate('storage', storage);
    // In a scope of their own, so the headers hook sees only the files served from disk.
    await app.register(async (scope) => {
      scope.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const match = /^\/uploads\/([^/?#]+)\/([^/?#]+)/.exec(request.url);
        if (match && reply.statusCode < 400)
          void reply.headers(await uploadHeaders(app.uploadDownloads, match[1]!, match[2]!));
        return payload;
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        maxAge: '7d',
        immutable: true,
      });
    });
  },
  { name: 'storage' },
);
