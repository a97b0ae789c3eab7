import type { Db } from '../db/client';
import { createRateLimitsRepository } from '../db/rate-limits.repository';
import { AppError } from './errors';

/** How often one user may do one action: at most `max` times per fixed window of `windowSeconds`. */
export interface UserRateRule {
  /** A stable name for the action (the counters' key), e.g. `problem-report`. */
  action: string;
  max: number;
  windowSeconds: number;
  /** What the refusal says the user did too often, e.g. "problem reports". */
  what: string;
}

export interface RateDecision {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the current window ends (the Retry-After of a refusal). */
  retryAfterSeconds: number;
}

/** `an hour`, `10 minutes`, `a day`: the window as a refusal says it. */
function windowText(seconds: number): string {
  const units: [number, string][] = [
    [86400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    if (seconds === size) return `${name === 'hour' ? 'an' : 'a'} ${name}`;
    if (seconds % size === 0) return `${seconds / size} ${name}s`;
  }
  return `${seconds} seconds`;
}

/**
 * Per-user rate limits kept in the database (`rate_limit_counters`), so a limit holds across
 * every server process and machine (docs/adr: per-user rate limits). Fixed windows aligned on
 * the epoch: each hit is one upsert that answers the window's count.
 */
export function createRateLimitStore(db: Db, options: { now?: () => Date } = {}) {
  const repo = createRateLimitsRepository(db);
  const now = options.now ?? (() => new Date());

  /** Counts one hit and says whether it is within the rule. Refused hits count too. */
  async function take(userId: number, rule: UserRateRule): Promise<RateDecision> {
    const t = now().getTime();
    const windowMs = rule.windowSeconds * 1000;
    const start = Math.floor(t / windowMs) * windowMs;
    const hits = await repo.hit(userId, rule.action, new Date(start));
    return {
      allowed: hits <= rule.max,
      hits,
      retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - t) / 1000)),
    };
  }

  return {
    take,
    /**
     * Counts one hit, or refuses it.
     * @throws AppError 429 `rate_limited` with `retryAfterSeconds` (sent as Retry-After)
     */
    async enforce(userId: number, rule: UserRateRule): Promise<void> {
      const decision = await take(userId, rule);
      if (decision.allowed) return;
      const wait = decision.retryAfterSeconds;
      const when = wait < 60 ? `${wait} second(s)` : `${Math.ceil(wait / 60)} minute(s)`;
      throw new AppError(
        429,
        'rate_limited',
        `You may send at most ${rule.max} ${rule.what} in ${windowText(rule.windowSeconds)}. Try again in ${when}.`,
        { retryAfterSeconds: wait },
      );
    },
  };
}

export type RateLimitStore = ReturnType<typeof createRateLimitStore>;
