import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, schools, users } from '../../db/schema/index';

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
      })
      .from(users)
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

    async schoolName(schoolId: number): Promise<string | null> {
      const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
      return school?.name ?? null;
    },

    async findLoginFailures(email: string) {
      const [row] = await db.select().from(loginFailures).where(eq(loginFailures.email, email));
      return row ?? null;
    },

    /** Counts a failure; a window older than `windowMinutes` starts again at one. */
    async recordLoginFailure(email: string, windowMinutes: number) {
      await db
        .insert(loginFailures)
        .values({ email, count: 1 })
        .onConflictDoUpdate({
          target: loginFailures.email,
          set: {
            count: sql`CASE WHEN ${loginFailures.windowStart} < now() - make_interval(mins => ${windowMinutes}) THEN 1 ELSE ${loginFailures.count} + 1 END`,
            windowStart: sql`CASE WHEN ${loginFailures.windowStart} < now() - make_interval(mins => ${windowMinutes}) THEN now() ELSE ${loginFailures.windowStart} END`,
          },
        });
    },

    async clearLoginFailures(email: string) {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
