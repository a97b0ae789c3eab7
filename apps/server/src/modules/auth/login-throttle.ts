import { AppError } from '../../lib/errors';
import type { AuthRepository } from './auth.repository';
import type { ThrottleRule } from './throttle-rule';

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

/**
 * One known device of the account (a valid device cookie, device-cookie.ts) from any address: the
 * same budget as one address, so a stolen cookie guesses no faster than a guesser at one address.
 * Such a login skips the pair and account keys: failures made elsewhere never hold up the owner's
 * own browser, and failures made with the cookie count against that device only.
 */
export const DEVICE_RULE: ThrottleRule = { free: 5, baseDelaySeconds: 60, maxDelaySeconds: 15 * 60 };

/** Keys untouched this long start again from zero. */
export const THROTTLE_RESET_SECONDS = 60 * 60;

/**
 * Slows password guessing per account, per address and per account-and-address (or, from a
 * known device of the account, per device and per address), with growing delays. Each attempt is counted in the database (one atomic statement per key) before the
 * password is checked, so parallel guesses cannot all slip through, and every instance sees the
 * same counts. A successful login gives its attempt back, so only failures add up.
 */
export function createLoginThrottle(repo: AuthRepository) {
  /** The keys an attempt counts on, its own first (the pair, or the known device's). */
  const keysOf = (email: string, ip: string, deviceKey?: string) =>
    deviceKey
      ? [
          { key: deviceKey, rule: DEVICE_RULE },
          { key: `address:${ip}`, rule: ADDRESS_RULE },
        ]
      : [
          { key: `pair:${email}|${ip}`, rule: PAIR_RULE },
          { key: `account:${email}`, rule: ACCOUNT_RULE },
          { key: `address:${ip}`, rule: ADDRESS_RULE },
        ];

  return {
    /**
     * Counts an attempt on every key, or throws 429 `too_many_attempts` (counting nothing).
     * `deviceKey`: the attempt comes from a known device of the account (KnownDevice.throttleKey).
     */
    async begin(email: string, ip: string, deviceKey?: string): Promise<void> {
      const taken: string[] = [];
      for (const { key, rule } of keysOf(email, ip, deviceKey)) {
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

    /** The password was right: the pair (or device) starts afresh, the shared keys get their attempt back. */
    async succeeded(email: string, ip: string, deviceKey?: string): Promise<void> {
      const [own, ...shared] = keysOf(email, ip, deviceKey);
      await repo.clearLoginAttempts([own!.key]);
      for (const { key } of shared) await repo.giveBackLoginAttempt(key);
    },

    /** The owner proved control of the mailbox (a reset link): the account's keys start afresh. */
    async forgetAccount(email: string): Promise<void> {
      await repo.clearAccountLoginAttempts(email);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
