import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamsSchema } from '@markwell/contracts';
import type { Storage } from '../plugins/storage';
import type { Access } from './access';
import { readImageUpload } from './uploads';

/** One image column of an entity (a page's image, a post's photo, an SEO page's og image…). */
export interface ImageField<T> {
  /** Throws the entity's 404 when it does not exist. */
  assertExists(id: number): Promise<unknown>;
  /** Stores an uploaded image's name in the field and removes the previous file. */
  set(id: number, stored: string): Promise<T>;
  /** Empties the field and removes its file. */
  remove(id: number): Promise<T>;
}

/**
 * The service side of an image field. The entity is looked up first (its 404), the new value is
 * saved, and only then is the old file removed from the 'images' area.
 */
export function createImageField<Row, T>(
  storage: Storage,
  field: {
    /** The entity row; throws the entity's 404 when missing. */
    find: (id: number) => Promise<Row>;
    /** The stored image name in the row, or null. */
    current: (row: Row) => string | null;
    /** Writes the new value (null clears it) and returns the entity's JSON. */
    save: (id: number, stored: string | null) => Promise<T>;
  },
): ImageField<T> {
  async function replace(id: number, stored: string | null) {
    const previous = field.current(await field.find(id));
    const result = await field.save(id, stored);
    if (previous) await storage.remove('images', previous);
    return result;
  }
  return {
    assertExists: field.find,
    set: (id, stored) => replace(id, stored),
    remove: (id) => replace(id, null),
  };
}

/**
 * The two routes of an image field: POST `uploadPath` (multipart; the image is checked by content,
 * after the entity is known to exist) and DELETE `removePath`. Both take `:id` and answer 200 with
 * the entity.
 */
export function imageFieldRoutes<T>(
  fastify: FastifyInstance,
  route: {
    uploadPath: string;
    removePath: string;
    access: Access;
    tags: string[];
    uploadSummary: string;
    removeSummary: string;
    /** The field as the descriptions name it, e.g. "the page's image". */
    image: string;
    /** The entity's schema; the field's service answers with that entity. */
    response: z.ZodType<T>;
    field: ImageField<T>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { access, tags, image } = route;
  // Registered without the generic: the call site has already matched the field to the schema.
  const response: z.ZodType = route.response;
  const field: ImageField<unknown> = route.field;
  app.post(
    route.uploadPath,
    {
      config: { access, upload: { file: 'PNG, JPEG, GIF or WebP image (type read from the content)' } },
      schema: {
        tags,
        summary: route.uploadSummary,
        description: `Stores the uploaded image as ${image}, removes the previous file and answers the updated object. A missing object is a 404 before the upload is read; a file that is not an image is a 400 \`not_an_image\`.`,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: response },
      },
    },
    async (req) => {
      await field.assertExists(req.params.id);
      const file = await readImageUpload(req);
      return field.set(req.params.id, await app.storage.put('images', file.bytes, file.extension));
    },
  );

  app.delete(
    route.removePath,
    {
      config: { access },
      schema: {
        tags,
        summary: route.removeSummary,
        description: `Empties ${image} and deletes its file; answers the updated object (also when there was no image).`,
        params: idParamsSchema,
        response: { 200: response },
      },
    },
    (req) => field.remove(req.params.id),
  );
}
