import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from './errors';

const IMAGE_TYPES = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);

export interface CheckedFile {
  bytes: Buffer;
  mime: string;
  extension: string;
  originalName: string;
}

/**
 * The file part and its bytes. A body the multipart parser cannot read (no boundary, cut short,
 * broken headers) is the sender's fault: a 400, not the parser's bare error (a 500). Errors that
 * already carry a client status (the plugin's 413 for a file over the limit) pass through.
 */
async function readMultipart(request: FastifyRequest) {
  try {
    const file = await request.file();
    if (!file) throw badRequest('file_missing', 'No file was sent');
    return { file, bytes: await file.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw badRequest('multipart_invalid', 'The upload could not be read: send one file as multipart/form-data');
  }
}

/** Reads the single file of a multipart request; the size limit is the multipart plugin's. */
export async function readSingleFile(
  request: FastifyRequest,
): Promise<CheckedFile & { fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest('not_multipart', 'Send the file as multipart/form-data');
  const { file, bytes } = await readMultipart(request);
  if (bytes.length === 0) throw badRequest('file_empty', 'The file is empty');
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(file.fields)) {
    const v = value as { type?: string; value?: unknown };
    if (v && v.type === 'field' && typeof v.value === 'string') fields[key] = v.value;
  }
  // The JSON guard (plugins/refuse-nul) never sees multipart parts: PostgreSQL text cannot hold a
  // NUL, so a file name or form field with one is refused here, as a 400 like any bad input.
  const withNul = [
    ...(file.filename?.includes('\u0000') ? ['filename'] : []),
    ...Object.entries(fields)
      .filter(([key, value]) => key.includes('\u0000') || value.includes('\u0000'))
      .map(([key]) => `body.${key.replaceAll('\u0000', '')}`),
  ];
  if (withNul.length) {
    throw badRequest('validation_failed', 'Text may not contain a NUL character (\\u0000)', {
      errors: withNul.map((path) => ({ path, message: 'Contains a NUL character' })),
    });
  }
  const detected = await fileTypeFromBuffer(bytes);
  return {
    bytes,
    mime: detected?.mime ?? 'application/octet-stream',
    extension: detected?.ext ?? 'bin',
    originalName: file.filename,
    fields,
  };
}

/** Reads an uploaded image, checking its type by its content (never by its name). */
export async function readImageUpload(request: FastifyRequest): Promise<CheckedFile> {
  const file = await readSingleFile(request);
  const extension = IMAGE_TYPES.get(file.mime);
  if (!extension) {
    throw badRequest('not_an_image', 'Only PNG, JPEG, GIF or WebP images are accepted');
  }
  return { ...file, extension };
}
