import type { AuthRepository } from './auth.repository';

export const ACCOUNT_MAX_FAILURES = 5;
export const ACCOUNT_WINDOW_MINUTES = 15;
export const IP_MAX_FAILURES = 50;
const IP_WINDOW_MS = 10 * 60 * 1000;

/**
 * Slows password guessing. Only failures count, so a whole school logging in from one NAT
 * address at 9 a.m. is never locked out. The account counter lives in the database (shared by
 * all instances); the IP counter is per instance.
 */
export class LoginThrottle {
  private readonly ipFailures = new Map<string, { count: number; since: number }>();

  constructor(private readonly repo: AuthRepository) {}

  /** Minutes until the caller may try again, or 0 when allowed. */
  async retryAfterMinutes(email: string, ip: string): Promise<number> {
    const entry = this.ipFailures.get(ip);
    if (entry && Date.now() - entry.since < IP_WINDOW_MS && entry.count >= IP_MAX_FAILURES) {
      return Math.ceil((IP_WINDOW_MS - (Date.now() - entry.since)) / 60000);
    }
    const row = await this.repo.findLoginFailures(email);
    if (!row || row.count < ACCOUNT_MAX_FAILURES) return 0;
    const elapsed = (Date.now() - row.windowStart.getTime()) / 60000;
    return elapsed >= ACCOUNT_WINDOW_MINUTES ? 0 : Math.ceil(ACCOUNT_WINDOW_MINUTES - elapsed);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const entry = this.ipFailures.get(ip);
    if (!entry || Date.now() - entry.since >= IP_WINDOW_MS) this.ipFailures.set(ip, { count: 1, since: Date.now() });
    else entry.count += 1;
    await this.repo.recordLoginFailure(email, ACCOUNT_WINDOW_MINUTES);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.repo.clearLoginFailures(email);
  }
}
