import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt from node:crypto: memory-hard, no native add-on to build (ADR 0002). OWASP's current
 * parameters are N=2^17, r=8, p=1 (128 MiB and roughly half a second a hash); see the ADR on
 * hashing and token revocation.
 */
export const OWASP_LOG2_N = 17;
/** What tests may use (only when NODE_ENV=test asks for it, see env.ts): fast and still scrypt. */
export const TEST_LOG2_N = 10;
/**
 * Generated one-time passwords (about 69 random bits) cannot be guessed whatever the hash, and
 * must be replaced at first login, which rehashes at full cost: a school importing 2 000 students
 * waits seconds, not minutes.
 */
const GENERATED_LOG2_N = 14;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
// 128 * N * r bytes for N=2^17, with room to spare; Node's default (32 MiB) refuses it.
const MAX_MEM = 256 * 1024 * 1024;
/** Hashes run at once at most: each full-cost hash holds 128 MiB, so a burst of logins cannot exhaust memory. */
const MAX_CONCURRENT = 2;

let currentLog2N = OWASP_LOG2_N;

/** Sets the cost of new hashes. Only the app's start-up calls it, with what the environment allows. */
export function setPasswordHashCost(log2N: number): void {
  currentLog2N = log2N;
}

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return withSlot(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/**
 * Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). `generated`: a random
 * one-time password made by the server (cheaper hash, see GENERATED_LOG2_N).
 */
export async function hashPassword(password: string, kind: 'chosen' | 'generated' = 'chosen'): Promise<string> {
  const log2N = kind === 'generated' ? Math.min(GENERATED_LOG2_N, currentLog2N) : currentLog2N;
  const N = 2 ** log2N;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r: R, p: P, maxmem: MAX_MEM });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash is weaker than what new hashes get: rehash it after a successful login. */
export function needsRehash(stored: string): boolean {
  const [alg, n, r, p] = stored.split('$');
  return alg !== 'scrypt' || Number(n) < 2 ** currentLog2N || Number(r) < R || Number(p) < P;
}

let dummy: Promise<string> | null = null;
/**
 * A hash at the current cost to check against when the account does not exist, so an unknown
 * e-mail takes as long as a wrong password.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
