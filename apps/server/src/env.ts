import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads process.env. Every setting, its default and its meaning is
 * listed here and in the README's configuration table.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_TTL: z.string().default('8h'),
  /** How long a request's user lookup is reused; changes made in another process show within it. 0: no cache. */
  AUTH_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** One `info` line per request; unset: on in production, off otherwise (a quiet terminal). */
  ACCESS_LOG: z.enum(['on', 'off']).optional(),
  /** API worker processes; unset: one per core in production on PostgreSQL, else 1. PGlite is always 1. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** Origin of the storage bucket CMS videos are played from (allowed in the CSP's media-src). */
  VIDEO_ORIGIN: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Markwell <no-reply@markwell.test>'),
  STAFF_EMAIL: z.string().email().default('team@markwell.test'),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  PUBLIC_READS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Uploads go to this S3-compatible bucket when set; unset: local disk in DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Endpoint of a non-AWS S3-compatible service (MinIO, R2, …); unset: AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Unset: the AWS SDK's usual credential chain (instance role, AWS_* variables, profile). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `on` for services that address buckets by path (most self-hosted ones). */
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('off'),
  /** Key prefix inside the bucket, e.g. `markwell/` to share a bucket. */
  S3_PREFIX: z.string().default(''),
});

export type Env = z.infer<typeof envSchema> & { jwtSecret: string; dataDir: string; accessLog: boolean };

/** Reads and validates configuration. Fails fast with every problem listed. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // npm runs workspace scripts inside the workspace folder; a relative DATA_DIR means relative to
  // where the user typed the command (npm's INIT_CWD), so `npm start` at the root uses ./data.
  const dataDir = resolve(source.INIT_CWD ?? process.cwd(), parsed.data.DATA_DIR);
  const accessLog = (parsed.data.ACCESS_LOG ?? (parsed.data.NODE_ENV === 'production' ? 'on' : 'off')) === 'on';
  return { ...parsed.data, dataDir, accessLog, jwtSecret: parsed.data.JWT_SECRET ?? persistedSecret(dataDir) };
}

/** A JWT secret generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
