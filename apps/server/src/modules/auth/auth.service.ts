import { eq } from 'drizzle-orm';
import type { Me } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { schools, users } from '../../db/schema/index';
import { roleOf, type AuthUser } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { DUMMY_HASH, verifyPassword } from '../../lib/password';
import type { CounterSource, HeaderCounters } from '../../plugins/header-counters';
import { LoginThrottle } from './login-throttle';

/** `headerCounters`: the app's registry of header badge sources (plugins/header-counters). */
export function createAuthService(db: Db, headerCounters: HeaderCounters) {
  const throttle = new LoginThrottle(db);

  return {
    /**
     * Checks credentials and returns the user to sign a token for. Unknown e-mail and wrong
     * password fail the same way, in the same time, with the same message.
     */
    async login(username: string, password: string, ip: string) {
      const email = username.trim().toLowerCase();
      const wait = await throttle.retryAfterMinutes(email, ip);
      if (wait > 0) {
        throw new AppError(429, 'too_many_attempts', `Too many failed attempts. Try again in ${wait} minute(s).`);
      }
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      const ok = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
      if (!row || !ok || !row.active) {
        await throttle.recordFailure(email, ip);
        throw new AppError(401, 'invalid_credentials', 'Wrong e-mail or password.');
      }
      await throttle.recordSuccess(email);
      return { id: row.id, email: row.email, role: roleOf(row.kind, row.schoolAdmin) };
    },

    /** Sets (or clears) a user's avatar; returns the previous stored name so it can be removed. */
    async setAvatar(userId: number, image: string | null): Promise<string | null> {
      const [before] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId));
      await db.update(users).set({ image }).where(eq(users.id, userId));
      return before?.image ?? null;
    },

    /** The signed-in user with the header's values. */
    async me(user: AuthUser): Promise<Me> {
      const [school] = user.schoolId
        ? await db.select({ name: schools.name }).from(schools).where(eq(schools.id, user.schoolId))
        : [];
      const sum = async (sources: CounterSource[]) =>
        (await Promise.all(sources.map((s) => s(user)))).reduce((a, b) => a + b, 0);
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        schoolId: user.schoolId,
        schoolName: school?.name ?? null,
        owner: user.owner,
        schoolAdmin: user.schoolAdmin,
        userImage: user.image,
        messagesCount: await sum(headerCounters.messages),
        notificationsCount: await sum(headerCounters.notifications),
      };
    },
  };
}
