// Helpers shared by route tests: caller-status tables, multipart bodies, fresh slugs.
import type { Caller } from './test-app';

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body with one file field. */
export function multipart(bytes: Buffer, filename: string, type: string) {
  const boundary = '----markwellcmstest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The statuses of a content-staff route: only staff and admin get through. */
export const staffOnly = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  student: 403,
  otherTeacher: 403,
  teacher: 403,
  schoolAdmin: 403,
  staff: ok,
  admin: ok,
});

/** The statuses of a route any signed-in user may call. */
export const anyUser = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  student: ok,
  otherTeacher: ok,
  teacher: ok,
  schoolAdmin: ok,
  staff: ok,
  admin: ok,
});

let counter = 0;
/** A fresh slug for each call (routes that create are tried once per caller). */
export const uniqueSlug = (prefix = 'page') => `${prefix}-${Date.now().toString(36)}-${++counter}`;
