import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { OWASP_LOG2_N, TEST_LOG2_N } from './lib/password';

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
  /**
   * Key material for the identity providers' client secrets kept in the database (AES-256-GCM,
   * key derived with HKDF-SHA256); unset: derived from the JWT secret. At least 32 characters.
   */
  SSO_SECRET_KEY: z.string().min(32).optional(),
  /**
   * Days a browser stays a known device of an account after signing in to it (a signed device
   * cookie): failed logins from elsewhere do not hold it up. A later sign-in starts the days again;
   * a password change ends them. At most 400 (browsers' own cap).
   */
  /**
   * `on` (or `1`): `npm start` also runs a test identity provider (oidc-provider) on this machine,
   * signing in the demo accounts, and connects the demo school to it, so "Sign in with …" can be
   * tried without the internet. Refused in production.
   */
  DEV_OIDC_PROVIDER: z.enum(['on', 'off', '1', '0']).default('off'),
  /** The port of that test identity provider (on 127.0.0.1). */
  DEV_OIDC_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  DEVICE_COOKIE_DAYS: z.coerce.number().int().min(1).max(400).default(90),
  /** How long a request's user lookup is reused; changes made in another process show within it. 0: no cache. */
  AUTH_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /**
   * `fast`: cheap password hashes, honoured only when NODE_ENV=test (a test run's speed); anything
   * else, and every other NODE_ENV, hashes at OWASP's cost (scrypt N=2^17).
   */
  PASSWORD_HASH_COST: z.enum(['owasp', 'fast']).default('owasp'),
  /** Seed the demo school and its well-known logins; unset: on, except in production. */
  DEMO_DATA: z.enum(['on', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** One `info` line per request; unset: on in production, off otherwise (a quiet terminal). */
  ACCESS_LOG: z.enum(['on', 'off']).optional(),
  /** API worker processes; unset: one per core in production on PostgreSQL, else 1. PGlite is always 1. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /** Old-generation heap of each API worker process, in MB (0: V8's default, sized from the machine). */
  WORKER_HEAP_MB: z.coerce.number().int().min(0).max(65536).default(192),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** Origin of the storage bucket CMS videos are played from (allowed in the CSP's media-src). */
  VIDEO_ORIGIN: z.string().url().optional(),
  /**
   * A third-party marketing script the public site loads (and notices when a blocker stops it);
   * unset: none is loaded. Its origin is allowed in the CSP's script-src.
   */
  MARKETING_SCRIPT_URL: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//i.test(u), { error: 'MARKETING_SCRIPT_URL must be an http(s) URL' })
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Markwell <no-reply@markwell.test>'),
  STAFF_EMAIL: z.string().email().default('team@markwell.test'),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /**
   * Answer saves one student may send a second (per server process): generous for the fastest
   * typist's autosave, a wall for a script. Past it: 429 with Retry-After; the exam screen's
   * outbox keeps the answer and sends it again.
   */
  ANSWER_SAVES_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(20),
  /**
   * A school sees a mock's all-schools figure only when at least this many OTHER schools with
   * released results stand behind it (fewer would let it work out another school's mean).
   */
  MOCK_COMPARISON_MIN_OTHER_SCHOOLS: z.coerce.number().int().min(1).max(1000).default(3),
  /** …and at least this many students of those other schools with released results. */
  MOCK_COMPARISON_MIN_OTHER_STUDENTS: z.coerce.number().int().min(1).max(100000).default(20),
  /**
   * `on`: the learning module's clock (what is due for revision) can be moved forward through
   * `POST /api/v2/test-clock` (platform admins), for browser journeys that need "the next day".
   * Refused at start when NODE_ENV=production (docs/adr/0056).
   */
  TEST_CLOCK: z.enum(['on', 'off']).default('off'),
  /** Questions in a student's daily revision set at most. */
  REVISION_SET_SIZE: z.coerce.number().int().min(1).max(50).default(10),
  /** Minutes between two reminder e-mails of one assignment's students (a second one sooner is 429). */
  ASSIGNMENT_REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10080).default(60),
  /**
   * Hour of the day (UTC, 0-23) from which each teacher gets the day's digest of work waiting for
   * marks: at most one a day, none when nothing waits.
   */
  MARKING_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** VAT added to invoices, in percent (0 when the seller charges none). */
  INVOICE_VAT_PERCENT: z.coerce.number().min(0).max(100).default(20),
  /** Days a school has to pay an invoice. */
  INVOICE_DUE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** Days audit events are kept (at least a year: the table refuses to lose younger rows). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(365).max(36500).default(730),
  /** Days after a school is deactivated (its subscription stopped) before its people's personal data is erased. */
  SCHOOL_ERASURE_NOTICE_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  /** Bearer token that opens GET /metrics; unset: the route answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** ISO 4217 code prices and invoices are in. */
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('GBP'),
  /** Bank details printed on invoices for payment by transfer. */
  PAYMENT_BANK_DETAILS: z.string().max(500).optional(),
  /**
   * Which proxies' X-Forwarded-For to believe, as Fastify's `trustProxy` takes it: unset or `off`
   * (the socket's address is the client), a hop count (`1` behind one load balancer), or a
   * comma-separated list of proxy addresses/CIDRs (`10.0.0.0/8,127.0.0.1`). `on` trusts anyone:
   * only behind a proxy that overwrites the header.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => parseTrustProxy(v, ctx)),
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

export type TrustProxy = boolean | number | string[];

function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'off' || v === 'false') return false;
  if (v === 'on' || v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const address = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;
  const bad = list.filter((s) => !address.test(s));
  if (bad.length) ctx.addIssue({ code: 'custom', message: `not an address or CIDR: ${bad.join(', ')}` });
  return list;
}

export type Env = z.infer<typeof envSchema> & {
  jwtSecret: string;
  dataDir: string;
  accessLog: boolean;
  /** log2 of scrypt's N for new password hashes (17 unless a test asked for fast hashes). */
  passwordHashLog2N: number;
  /** PUBLIC_URL without a trailing slash, or http://localhost:PORT: never taken from a request. */
  siteUrl: string;
  /** Whether the demo accounts (public password) are seeded: only when asked for in production. */
  demoData: boolean;
  /** Whether `npm start` runs the test identity provider (DEV_OIDC_PROVIDER; never in production). */
  devOidcProvider: boolean;
};

/** Reads and validates configuration. Fails fast with every problem listed. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.TEST_CLOCK === 'on' && parsed.data.NODE_ENV === 'production')
    throw new Error('Invalid configuration:\n  TEST_CLOCK: a movable clock is for tests; it is refused in production');
  // npm runs workspace scripts inside the workspace folder; a relative DATA_DIR means relative to
  // where the user typed the command (npm's INIT_CWD), so `npm start` at the root uses ./data.
  const dataDir = resolve(source.INIT_CWD ?? process.cwd(), parsed.data.DATA_DIR);
  const accessLog = (parsed.data.ACCESS_LOG ?? (parsed.data.NODE_ENV === 'production' ? 'on' : 'off')) === 'on';
  const fastHashes = parsed.data.NODE_ENV === 'test' && parsed.data.PASSWORD_HASH_COST === 'fast';
  const siteUrl = parsed.data.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${parsed.data.PORT}`;
  const demoData = (parsed.data.DEMO_DATA ?? (parsed.data.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
  const devOidcProvider = parsed.data.DEV_OIDC_PROVIDER === 'on' || parsed.data.DEV_OIDC_PROVIDER === '1';
  if (devOidcProvider && parsed.data.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  DEV_OIDC_PROVIDER: the test identity provider signs in anyone who knows the demo password; it is refused in production',
    );
  }
  return {
    ...parsed.data,
    dataDir,
    accessLog,
    passwordHashLog2N: fastHashes ? TEST_LOG2_N : OWASP_LOG2_N,
    siteUrl,
    demoData,
    devOidcProvider,
    jwtSecret: parsed.data.JWT_SECRET ?? persistedSecret(dataDir),
  };
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
