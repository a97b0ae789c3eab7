import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Upload areas; each is served read-only under /uploads/<area>/<name>. */
export type UploadArea = 'images' | 'videos' | 'files';

export interface Storage {
  /** Stores bytes under a generated name (never the user's) and returns that name. */
  put(area: UploadArea, bytes: Buffer, extension: string): Promise<string>;
  remove(area: UploadArea, name: string): Promise<void>;
  /** Public URL path of a stored object. */
  url(area: UploadArea, name: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const SAFE_NAME = /^[a-f0-9-]{36}\.[a-z0-9]{1,5}$/;

/**
 * Local-disk storage in DATA_DIR/uploads. The interface is what an S3-compatible bucket
 * adapter implements for many instances (see README, "running many instances").
 */
export default fp(
  async function storagePlugin(app: FastifyInstance) {
    const root = join(app.env.dataDir, 'uploads');
    await mkdir(root, { recursive: true });
    const storage: Storage = {
      async put(area, bytes, extension) {
        const name = `${randomUUID()}.${extension.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
        await mkdir(join(root, area), { recursive: true });
        await writeFile(join(root, area, name), bytes);
        return name;
      },
      async remove(area, name) {
        if (!SAFE_NAME.test(name)) return;
        await rm(join(root, area, name), { force: true });
      },
      url: (area, name) => `/uploads/${area}/${name}`,
    };
    app.decorate('storage', storage);
    await app.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '7d',
      immutable: true,
    });
  },
  { name: 'storage' },
);
