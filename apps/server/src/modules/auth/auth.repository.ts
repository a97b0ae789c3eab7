import { and, count, eq, gt, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/sql';
import { loginThrottle, passwordResetTokens, schools, ssoConnections, users } from '../../db/schema/index';
import type { ThrottleRule } from './throttle-rule';

/** The wait (seconds, as SQL) after the key's current attempts: base doubled per attempt beyond the free ones, capped. */
const delaySql = (rule: ThrottleRule) =>
  sql`least(${rule.maxDelaySeconds}::float8, ${rule.baseDelaySeconds}::float8 * power(2, greatest(${loginThrottle.attempts} - ${rule.free}::int, 0)))`;

export type UserRow = typeof users.$inferSelect;

/**
 * The per-request lookup of the signed-in user: only the columns a request needs (never the
 * password hash), as a prepared statement (parsed and planned once per connection).
 */
export function createAuthUserLookup(db: Db) {
  // Prepared on first use, so building the app (e.g. to list its routes) touches no database.
  const prepare = () =>
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        kind: users.kind,
        schoolId: users.schoolId,
        schoolAdmin: users.schoolAdmin,
        owner: users.owner,
        image: users.image,
        active: users.active,
        tokenVersion: users.tokenVersion,
        mustChangePassword: users.mustChangePassword,
        // null for users of no school (staff, platform admins).
        schoolActive: schools.active,
      })
      .from(users)
      .leftJoin(schools, eq(schools.id, users.schoolId))
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('auth_user_by_id');
  let query: ReturnType<typeof prepare> | null = null;
  return async (id: number) => {
    query ??= prepare();
    const [row] = await query.execute({ id });
    return row ?? null;
  };
}

/** Drizzle queries of sign-in: users, their school's name, and the failed-login counters. */
export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    async findUserById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** Sets a user's avatar and returns the previous stored name (null when there was none). */
    async replaceImage(userId: number, image: string | null): Promise<string | null> {
      const [before] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId));
      await db.update(users).set({ image }).where(eq(users.id, userId));
      return before?.image ?? null;
    },

    /** Whether a school is active (a missing school counts as not). */
    async schoolActive(schoolId: number): Promise<boolean> {
      const [school] = await db.select({ active: schools.active }).from(schools).where(eq(schools.id, schoolId));
      return school?.active ?? false;
    },

    /** The school's enabled identity provider and whom it requires to sign in through it (null: none). */
    async ssoRequirement(schoolId: number) {
      const [row] = await db
        .select({
          name: ssoConnections.name,
          students: ssoConnections.requiredForStudents,
          teachers: ssoConnections.requiredForTeachers,
        })
        .from(ssoConnections)
        .where(and(eq(ssoConnections.schoolId, schoolId), eq(ssoConnections.enabled, true)));
      return row ?? null;
    },

    async schoolName(schoolId: number): Promise<string | null> {
      const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
      return school?.name ?? null;
    },

    /**
     * Counts one attempt on a throttle key in one statement, unless the key is out of free
     * attempts and its growing wait has not passed: true when counted. Concurrent calls queue on
     * the row's lock, so each sees the others' counts.
     */
    async takeLoginAttempt(key: string, rule: ThrottleRule, resetSeconds: number): Promise<boolean> {
      const t = loginThrottle;
      const rows = await db
        .insert(t)
        .values({ key, attempts: 1 })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            attempts: sql`CASE WHEN ${t.lastAttemptAt} < now() - make_interval(secs => ${resetSeconds}::int) THEN 1 ELSE ${t.attempts} + 1 END`,
            lastAttemptAt: sql`now()`,
          },
          setWhere: sql`${t.attempts} < ${rule.free}::int OR ${t.lastAttemptAt} <= now() - make_interval(secs => ${delaySql(rule)})`,
        })
        .returning({ attempts: t.attempts });
      return rows.length > 0;
    },

    /** Seconds until a refused key may try again. */
    async secondsUntilNextAttempt(key: string, rule: ThrottleRule): Promise<number> {
      const t = loginThrottle;
      const [row] = await db
        .select({
          seconds:
            sql<number>`ceil(extract(epoch from (${t.lastAttemptAt} + make_interval(secs => ${delaySql(rule)}) - now())))`.mapWith(
              Number,
            ),
        })
        .from(t)
        .where(eq(t.key, key));
      return row?.seconds ?? 0;
    },

    async giveBackLoginAttempt(key: string) {
      await db
        .update(loginThrottle)
        .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
        .where(eq(loginThrottle.key, key));
    },

    async clearLoginAttempts(keys: string[]) {
      if (keys.length) await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
    },

    /** Forgets the account's own key and its pairs with every address. */
    async clearAccountLoginAttempts(email: string) {
      await db
        .delete(loginThrottle)
        .where(or(eq(loginThrottle.key, `account:${email}`), like(loginThrottle.key, `pair:${escapeLike(email)}|%`)));
    },

    /**
     * Sets a new password hash and raises the token version (every earlier token stops working);
     * `mustChange`: a one-time password. Returns the new token version, or null when no such user.
     */
    async setPassword(userId: number, passwordHash: string, mustChange: boolean): Promise<number | null> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, mustChangePassword: mustChange, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId))
        .returning({ tokenVersion: users.tokenVersion });
      return row?.tokenVersion ?? null;
    },

    /** Replaces a hash with a stronger one of the same password, unless it changed meanwhile. */
    async upgradePasswordHash(userId: number, oldHash: string, newHash: string) {
      await db
        .update(users)
        .set({ passwordHash: newHash })
        .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
    },

    /** Raises the token version: every token signed so far stops working. */
    async revokeTokens(userId: number) {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
    },

    /** Stores a new reset link and voids the user's older unused ones: only the newest link works. */
    async insertResetToken(userId: number, tokenHash: string, lifetimeSeconds: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({
          userId,
          tokenHash,
          expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds}::int)`,
        });
      });
    },

    /** Reset links created for the user within the last `seconds`. */
    async countRecentResetTokens(userId: number, seconds: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, userId),
            gt(passwordResetTokens.createdAt, sql`now() - make_interval(secs => ${seconds}::int)`),
          ),
        );
      return row?.n ?? 0;
    },

    /** The active user an unused, unexpired reset token belongs to. */
    async findResetTokenUser(tokenHash: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
            eq(users.active, true),
          ),
        );
      return row ?? null;
    },

    /** Marks the token used in one statement (a second use finds nothing); the user id, or null. */
    async consumeResetToken(tokenHash: string): Promise<number | null> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId ?? null;
    },

    /** Voids every outstanding reset link of the user (after any password change). */
    async voidResetTokens(userId: number) {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
