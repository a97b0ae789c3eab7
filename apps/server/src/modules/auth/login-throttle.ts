import { AppError } from '../../lib/errors';
import type { AuthRepository } from './auth.repository';

/** A throttle key's budget: `free` attempts, then a wait that doubles after each further one. */
export interface ThrottleRule {
  free: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

/**
 * One account from one address: the guesser's own budget. Five tries, then 1, 2, 4… minutes up to
 * 15. The owner at another address is not affected.
 */
export const PAIR_RULE: ThrottleRule = { free: 5, baseDelaySeconds: 60, maxDelaySeconds: 15 * 60 };
/**
 * One account from every address (a spread-out attack): a larger budget and short waits, so it
 * slows guessing without locking the owner out for long.
 */
export const ACCOUNT_RULE: ThrottleRule = { free: 20, baseDelaySeconds: 5, maxDelaySeconds: 60 };
/** One address over every account (password spraying); generous: a whole school shares one NAT address. */
export const ADDRESS_RULE: ThrottleRule = { free: 50, baseDelaySeconds: 60, maxDelaySeconds: 15 * 60 };

/** Keys untouched this long start again from zero. */
export const THROTTLE_RESET_SECONDS = 60 * 60;

/**
 * Slows password guessing per account, per address and per account-and-address, with growing
 * delays. Each attempt is counted in the database (one atomic statement per key) before the
 * password is checked, so parallel guesses cannot all slip through, and every instance sees the
 * same counts. A successful login gives its attempt back, so only failures add up.
 */
export function createLoginThrottle(repo: AuthRepository) {
  const keysOf = (email: string, ip: string) =>
    [
      { key: `pair:${email}|${ip}`, rule: PAIR_RULE },
      { key: `account:${email}`, rule: ACCOUNT_RULE },
      { key: `address:${ip}`, rule: ADDRESS_RULE },
    ] as const;

  return {
    /** Counts an attempt on every key, or throws 429 `too_many_attempts` (counting nothing). */
    async begin(email: string, ip: string): Promise<void> {
      const taken: string[] = [];
      for (const { key, rule } of keysOf(email, ip)) {
        if (await repo.takeLoginAttempt(key, rule, THROTTLE_RESET_SECONDS)) {
          taken.push(key);
          continue;
        }
        for (const k of taken) await repo.giveBackLoginAttempt(k);
        const wait = Math.max(1, await repo.secondsUntilNextAttempt(key, rule));
        const when = wait < 60 ? `${wait} second(s)` : `${Math.ceil(wait / 60)} minute(s)`;
        throw new AppError(429, 'too_many_attempts', `Too many failed attempts. Try again in ${when}.`, {
          retryAfterSeconds: wait,
        });
      }
    },

    /** The password was right: the pair starts afresh, the shared keys get their attempt back. */
    async succeeded(email: string, ip: string): Promise<void> {
      const [pair, ...shared] = keysOf(email, ip);
      await repo.clearLoginAttempts([pair.key]);
      for (const { key } of shared) await repo.giveBackLoginAttempt(key);
    },

    /** The owner proved control of the mailbox (a reset link): the account's keys start afresh. */
    async forgetAccount(email: string): Promise<void> {
      await repo.clearAccountLoginAttempts(email);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
