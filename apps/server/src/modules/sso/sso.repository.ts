import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schools, ssoConnections, ssoSignInRequests, ssoSignIns, users } from '../../db/schema/index';

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;
export type SsoConnectionValues = Omit<typeof ssoConnections.$inferInsert, 'id' | 'createdAt'>;

/** The only code that reads and writes the SSO tables. */
export function createSsoRepository(db: Db) {
  return {
    async connectionById(id: number): Promise<SsoConnectionRow | null> {
      const [row] = await db.select().from(ssoConnections).where(eq(ssoConnections.id, id));
      return row ?? null;
    },

    async connectionOfSchool(schoolId: number): Promise<SsoConnectionRow | null> {
      const [row] = await db.select().from(ssoConnections).where(eq(ssoConnections.schoolId, schoolId));
      return row ?? null;
    },

    async platformConnections(): Promise<SsoConnectionRow[]> {
      return db.select().from(ssoConnections).where(isNull(ssoConnections.schoolId)).orderBy(ssoConnections.id);
    },

    /** Enabled connections (a school's or platform-wide) that list this e-mail domain. */
    async enabledConnectionsForDomain(domain: string): Promise<SsoConnectionRow[]> {
      return db
        .select()
        .from(ssoConnections)
        .where(and(eq(ssoConnections.enabled, true), sql`${domain} = ANY(${ssoConnections.domains})`))
        .orderBy(ssoConnections.schoolId, ssoConnections.id);
    },

    /** Other schools' connections already claiming one of these domains. */
    async domainsClaimedElsewhere(domains: string[], schoolId: number | null, exceptId: number | null) {
      const rows = await db
        .select({ domains: ssoConnections.domains, id: ssoConnections.id, schoolId: ssoConnections.schoolId })
        .from(ssoConnections);
      return rows
        .filter((r) => r.id !== exceptId && r.schoolId !== null && r.schoolId !== schoolId)
        .flatMap((r) => r.domains.filter((d) => domains.includes(d)));
    },

    async insertConnection(values: SsoConnectionValues): Promise<SsoConnectionRow> {
      const [row] = await db.insert(ssoConnections).values(values).returning();
      return row!;
    },

    async updateConnection(id: number, values: Partial<SsoConnectionValues>): Promise<SsoConnectionRow> {
      const [row] = await db
        .update(ssoConnections)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(ssoConnections.id, id))
        .returning();
      return row!;
    },

    async deleteConnection(id: number): Promise<void> {
      await db.delete(ssoConnections).where(eq(ssoConnections.id, id));
    },

    async insertRequest(values: typeof ssoSignInRequests.$inferInsert): Promise<void> {
      // Old requests are dropped on the way: the table holds only sign-ins under way.
      await db.delete(ssoSignInRequests).where(sql`${ssoSignInRequests.expiresAt} < now() - interval '1 hour'`);
      await db.insert(ssoSignInRequests).values(values);
    },

    /** Uses up an unexpired request by its state, once: a replayed state finds nothing. */
    async takeRequest(state: string) {
      const [row] = await db
        .update(ssoSignInRequests)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(ssoSignInRequests.state, state),
            isNull(ssoSignInRequests.usedAt),
            gt(ssoSignInRequests.expiresAt, new Date()),
          ),
        )
        .returning();
      return row ?? null;
    },

    async findUserByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          kind: users.kind,
          schoolId: users.schoolId,
          schoolAdmin: users.schoolAdmin,
          active: users.active,
          tokenVersion: users.tokenVersion,
        })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row ?? null;
    },

    async schoolActive(schoolId: number): Promise<boolean> {
      const [row] = await db.select({ active: schools.active }).from(schools).where(eq(schools.id, schoolId));
      return row?.active ?? false;
    },

    async insertTeacher(values: { email: string; name: string; schoolId: number; passwordHash: string }) {
      const [row] = await db
        .insert(users)
        .values({ ...values, kind: 'teacher' })
        .returning({ id: users.id, tokenVersion: users.tokenVersion });
      return row!;
    },

    async recordSignIn(values: typeof ssoSignIns.$inferInsert): Promise<void> {
      await db.insert(ssoSignIns).values(values);
    },

    async signInsOf(schoolId: number, limit: number) {
      return db
        .select()
        .from(ssoSignIns)
        .where(eq(ssoSignIns.schoolId, schoolId))
        .orderBy(sql`${ssoSignIns.createdAt} desc`)
        .limit(limit);
    },
  };
}
